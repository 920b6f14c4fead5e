import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const API = '/merchant/api-setting';
type Row = Record<string, unknown> & { id: number };
type Page = { list: Row[]; total: number };
type Issues = { issues: { field: string; code: string }[] };

const ADDRESS = {
  type: 'recipient',
  name: 'Jane Doe',
  address: '12 High Street',
  country: 'GB',
  city: 'London',
  postcode: 'SW1A 1AA',
  phone: '2079460000',
};
const TITLE = {
  template_name: 'Main company',
  company: 'Acme Trading Ltd',
  address: '1 Harbour Road, Hong Kong',
  currency: 'USD',
};

const issueFields = (body: { code: string; data: unknown }) =>
  (body.data as Issues).issues.map((i) => `${i.field}:${i.code}`);

describe('the user centre', () => {
  it("shows the login's data and the activation credentials, numbers masked", async () => {
    const reply = await t.get(`${API}/account`, {}, await t.login());
    expect(reply.body.data).toMatchObject({
      user_id: 'demo',
      email: 'demo@example.com',
      customer_id: t.demoCustomerId,
      login_type: 'main',
      identity_type: 'enterprise',
      credentials: {
        type: 'enterprise',
        legal_representative: 'Demo Owner',
        licence_number: 'DEMO-0001',
      },
    });
    await t.db
      .insertInto('verifications')
      .values({
        customer_id: t.demoCustomerId,
        identity_type: 'individual',
        fields: JSON.stringify({
          realName: 'Li Lei',
          certificateType: 'passport',
          certificateNumber: 'E12345678',
        }),
        status: 'pending',
        reason: null,
        submitted_at: t.clock.now(),
        decided_at: null,
      })
      .execute();
    const latest = await t.get(`${API}/account`, {}, await t.login());
    expect((latest.body.data as { credentials: unknown }).credentials).toEqual({
      type: 'individual',
      real_name: 'Li Lei',
      certificate_type: 'passport',
      certificate_number: '*****5678',
    });
  });

  it("shows a sub-account its own user ID and the merchant's customer ID", async () => {
    const reply = await t.get(`${API}/account`, {}, await t.loginSub());
    expect(reply.body.data).toMatchObject({
      user_id: 'demoops',
      login_type: 'sub',
      customer_id: t.demoCustomerId,
    });
  });

  it('needs a login', async () => {
    expect((await t.get(`${API}/account`)).body.code).toBe('401');
  });
});

describe('the address book', () => {
  it('creates, lists by kind, edits, sets one default per kind and deletes', async () => {
    const demo = await t.login();
    const first = await t.post<Row>(`${API}/address-save`, ADDRESS, demo);
    expect(first.body).toMatchObject({ code: '200', data: { ...ADDRESS, is_default: false } });
    const second = await t.post<Row>(
      `${API}/address-save`,
      { ...ADDRESS, name: 'John Roe', country: 'us', postcode: '90210', phone: '2125550123' },
      demo,
    );
    expect(second.body.data).toMatchObject({ country: 'US' });
    await t.post(`${API}/address-save`, { ...ADDRESS, type: 'sender', name: 'Depot' }, demo);
    const recipients = await t.get<Page>(`${API}/address-list`, { type: 'recipient' }, demo);
    expect(recipients.body.data.total).toBe(2);

    const a = first.body.data.id;
    const b = second.body.data.id;
    await t.post(`${API}/address-default`, { id: a }, demo);
    const moved = await t.post<Row>(`${API}/address-default`, { id: b }, demo);
    expect(moved.body.data.is_default).toBe(true);
    const after = await t.get<Page>(`${API}/address-list`, { type: 'recipient' }, demo);
    expect(after.body.data.list.map((r) => [r.id, r.is_default])).toEqual([
      [b, true],
      [a, false],
    ]);

    // a default that changes kind stops being the default (it was the old kind's)
    const edited = await t.post<Row>(
      `${API}/address-save`,
      { ...ADDRESS, id: b, type: 'pickup', name: 'Warehouse gate' },
      demo,
    );
    expect(edited.body.data).toMatchObject({ type: 'pickup', is_default: false });

    expect((await t.post(`${API}/address-delete`, { id: a }, demo)).body.code).toBe('200');
    expect((await t.post(`${API}/address-delete`, { id: a }, demo)).body.code).toBe('404');
  });

  it.each<[Record<string, string>, string[]]>([
    [{ type: 'billing' }, ['type:SETTINGS.ADDRESS_TYPE_INVALID']],
    [{ name: '' }, ['name:ACCOUNT.ADDRESS_NAME_LENGTH']],
    [{ name: 'x'.repeat(21) }, ['name:ACCOUNT.ADDRESS_NAME_LENGTH']],
    [{ address: 'abcd' }, ['address:ACCOUNT.ADDRESS_LENGTH']],
    [{ address: 'x'.repeat(151) }, ['address:ACCOUNT.ADDRESS_LENGTH']],
    [{ country: 'GBR' }, ['country:SETTINGS.COUNTRY_INVALID']],
    [{ postcode: '12345' }, ['postcode:ORDER.POSTCODE_NO_SERVICE']],
    [{ phone: '020 7946 ext' }, ['phone:ORDER.PHONE_DIGITS']],
    [{ phone: '123' }, ['phone:ORDER.PHONE_FORMAT']],
  ])('refuses %j with its field issue and stores nothing', async (change, expected) => {
    const demo = await t.login();
    const before = await t.get<Page>(`${API}/address-list`, {}, demo);
    const reply = await t.post(`${API}/address-save`, { ...ADDRESS, ...change }, demo);
    expect(reply.body.code).toBe('400');
    expect(issueFields(reply.body)).toEqual(expected);
    const after = await t.get<Page>(`${API}/address-list`, {}, demo);
    expect(after.body.data.total).toBe(before.body.data.total);
  });

  it.each([
    ['address-list', { type: 'billing' }],
    ['address-delete', { id: 'x' }],
    ['address-default', {}],
  ])('refuses a malformed %s request', async (path, form) => {
    const demo = await t.login();
    const reply = path.endsWith('list')
      ? await t.get(`${API}/${path}`, form, demo)
      : await t.post(`${API}/${path}`, form, demo);
    expect(reply.body.code).toBe('400');
  });

  it("keeps another merchant's entries unreachable", async () => {
    const mine = await t.post<Row>(`${API}/address-save`, ADDRESS, await t.login());
    const id = mine.body.data.id;
    const other = { token: (await t.registerMerchant('addrother')).token };
    expect((await t.get<Page>(`${API}/address-list`, {}, other)).body.data.total).toBe(0);
    for (const [path, form] of [
      ['address-save', { ...ADDRESS, id, name: 'Taken' }],
      ['address-default', { id }],
      ['address-delete', { id }],
    ] as const)
      expect((await t.post(`${API}/${path}`, form, other)).body.code).toBe('404');
    const still = await t.get<Page>(`${API}/address-list`, {}, await t.login());
    expect(still.body.data.list.find((r) => r.id === id)).toMatchObject({ name: 'Jane Doe' });
  });

  it('lets a sub-account use the merchant address book', async () => {
    const reply = await t.get<Page>(`${API}/address-list`, {}, await t.loginSub());
    expect(reply.body.data.total).toBeGreaterThan(0);
  });

  it('needs a login', async () => {
    expect((await t.get(`${API}/address-list`)).body.code).toBe('401');
    expect((await t.post(`${API}/address-save`, ADDRESS)).body.code).toBe('401');
    expect((await t.post(`${API}/address-delete`, { id: 1 })).body.code).toBe('401');
    expect((await t.post(`${API}/address-default`, { id: 1 })).body.code).toBe('401');
  });
});

describe('invoice titles', () => {
  it('creates, lists, edits and deletes', async () => {
    const demo = await t.login();
    const created = await t.post<Row>(`${API}/invoice-title-save`, TITLE, demo);
    expect(created.body).toMatchObject({ code: '200', data: TITLE });
    const id = created.body.data.id;
    const edited = await t.post<Row>(
      `${API}/invoice-title-save`,
      { ...TITLE, id, currency: 'EUR' },
      demo,
    );
    expect(edited.body.data).toMatchObject({ id, currency: 'EUR' });
    const list = await t.get<Page>(`${API}/invoice-title-list`, {}, demo);
    expect(list.body.data.list).toEqual([{ id, ...TITLE, currency: 'EUR' }]);
    expect((await t.post(`${API}/invoice-title-delete`, { id }, demo)).body.code).toBe('200');
    expect((await t.get<Page>(`${API}/invoice-title-list`, {}, demo)).body.data.total).toBe(0);
  });

  it.each<[Record<string, string>, string[]]>([
    [{ template_name: '' }, ['template_name:VALIDATION.REQUIRED']],
    [{ template_name: 'x'.repeat(51) }, ['template_name:ACCOUNT.TEXT_TOO_LONG']],
    [{ company: '' }, ['company:VALIDATION.REQUIRED']],
    [{ company: 'x'.repeat(101) }, ['company:ACCOUNT.TEXT_TOO_LONG']],
    [{ address: 'abc' }, ['address:ACCOUNT.ADDRESS_LENGTH']],
    [{ currency: 'XYZ' }, ['currency:SETTINGS.CURRENCY_INVALID']],
  ])('refuses %j', async (change, expected) => {
    const reply = await t.post(
      `${API}/invoice-title-save`,
      { ...TITLE, ...change },
      await t.login(),
    );
    expect(reply.body.code).toBe('400');
    expect(issueFields(reply.body)).toEqual(expected);
  });

  it("keeps another merchant's titles unreachable", async () => {
    const mine = await t.post<Row>(`${API}/invoice-title-save`, TITLE, await t.login());
    const id = mine.body.data.id;
    const other = { token: (await t.registerMerchant('titleother')).token };
    expect((await t.get<Page>(`${API}/invoice-title-list`, {}, other)).body.data.total).toBe(0);
    expect(
      (await t.post(`${API}/invoice-title-save`, { ...TITLE, id, company: 'Mine now' }, other)).body
        .code,
    ).toBe('404');
    expect((await t.post(`${API}/invoice-title-delete`, { id }, other)).body.code).toBe('404');
    const still = await t.get<Page>(`${API}/invoice-title-list`, {}, await t.login());
    expect(still.body.data.list.find((r) => r.id === id)).toMatchObject({ company: TITLE.company });
  });

  it('needs a login', async () => {
    expect((await t.get(`${API}/invoice-title-list`)).body.code).toBe('401');
    expect((await t.post(`${API}/invoice-title-save`, TITLE)).body.code).toBe('401');
    expect((await t.post(`${API}/invoice-title-delete`, { id: 1 })).body.code).toBe('401');
  });
});

type Prefs = {
  saved: boolean;
  notices: Record<string, string[]>;
  other: {
    default_warehouse_id: number;
    language: string;
    page_size: number;
    auto_submit_abnormal: boolean;
  };
};

const mailDir = () => join(t.config.dataDir, 'mail');
const mails = (): string[] => {
  try {
    return readdirSync(mailDir()).map((f) => readFileSync(join(mailDir(), f), 'utf8'));
  } catch {
    return [];
  }
};
const PASSWORD_CHANGE = {
  old_password: 'Secret123',
  new_password: 'Better1234',
  confirm_password: 'Better1234',
};

describe('preferences', () => {
  it('answer the defaults until saved, then what was saved', async () => {
    const merchant = { token: (await t.registerMerchant('prefdefault')).token };
    const before = await t.get<Prefs>(`${API}/preference`, {}, merchant);
    expect(before.body.data).toMatchObject({
      saved: false,
      notices: { password_changed: ['portal', 'email'] },
      other: {
        default_warehouse_id: 0,
        language: 'en',
        page_size: 20,
        auto_submit_abnormal: true,
      },
    });
    const notices = await t.post<Prefs>(
      `${API}/preference-notice`,
      { notices: 'order_shipped.email, password_changed.portal' },
      merchant,
    );
    expect(notices.body.data).toMatchObject({
      saved: true,
      notices: { password_changed: ['portal'], order_shipped: ['email'], balance_low: [] },
      other: { language: 'en', page_size: 20 },
    });
    const other = await t.post<Prefs>(
      `${API}/preference-other`,
      { language: 'zh', page_size: 50, auto_submit_abnormal: '1' },
      merchant,
    );
    expect(other.body.data).toMatchObject({
      notices: { password_changed: ['portal'] },
      other: { language: 'zh', page_size: 50, auto_submit_abnormal: true, default_warehouse_id: 0 },
    });
  });

  it.each<[string, Record<string, string | number>, string[]]>([
    ['notice', { notices: 'password_changed.fax' }, ['notices:SETTINGS.NOTICE_EVENT_INVALID']],
    ['other', { language: 'fr', page_size: 20 }, ['language:SETTINGS.LANGUAGE_INVALID']],
    ['other', { language: 'en', page_size: 30 }, ['page_size:SETTINGS.PAGE_SIZE_INVALID']],
    ['other', { language: 'en' }, ['page_size:SETTINGS.PAGE_SIZE_INVALID']],
  ])('refuses %s %j', async (kind, form, expected) => {
    const reply = await t.post(`${API}/preference-${kind}`, form, await t.login());
    expect(reply.body.code).toBe('400');
    expect(issueFields(reply.body)).toEqual(expected);
  });

  it('takes only an active warehouse of the merchant as the default, and opens sessions in it', async () => {
    const demo = await t.login();
    const warehouses = await t.db.selectFrom('warehouses').select(['id', 'name']).execute();
    const us = warehouses.find((w) => w.name === 'US')?.id ?? 0;
    const pending = await t.post(
      `${API}/preference-other`,
      { default_warehouse_id: us, language: 'en', page_size: 20 },
      demo,
    );
    expect(issueFields(pending.body)).toEqual([
      'default_warehouse_id:SERVER.DEFAULT_WAREHOUSE_NOT_ACTIVE',
    ]);
    const other = { token: (await t.registerMerchant('prefwh')).token };
    const theirs = await t.post(
      `${API}/preference-other`,
      { default_warehouse_id: us, language: 'en', page_size: 20 },
      other,
    );
    expect(theirs.body.code).toBe('400');

    await t.db
      .updateTable('customer_warehouses')
      .set({ status: 'approved' })
      .where('customer_id', '=', t.demoCustomerId)
      .where('warehouse_id', '=', us)
      .execute();
    try {
      const saved = await t.post(
        `${API}/preference-other`,
        { default_warehouse_id: us, language: 'en', page_size: 20 },
        demo,
      );
      expect(saved.body.code).toBe('200');
      const info = await t.get<{ userInfo: { warehouse_name: string } }>(
        '/merchant/api-account/user-info',
        {},
        await t.login(),
      );
      expect(info.body.data.userInfo.warehouse_name).toBe('US');
    } finally {
      await t.post(`${API}/preference-other`, { language: 'en', page_size: 20 }, demo);
      await t.db
        .updateTable('customer_warehouses')
        .set({ status: 'pending' })
        .where('customer_id', '=', t.demoCustomerId)
        .where('warehouse_id', '=', us)
        .execute();
    }
  });

  it("are the main account's to change; a sub-account reads them", async () => {
    const sub = await t.loginSub();
    expect((await t.get(`${API}/preference`, {}, sub)).body.code).toBe('200');
    expect((await t.post(`${API}/preference-notice`, { notices: '' }, sub)).body.code).toBe('403');
    expect(
      (await t.post(`${API}/preference-other`, { language: 'en', page_size: 20 }, sub)).body.code,
    ).toBe('403');
  });

  it("never show or change another merchant's", async () => {
    const a = { token: (await t.registerMerchant('prefa')).token };
    const b = { token: (await t.registerMerchant('prefb')).token };
    await t.post(`${API}/preference-other`, { language: 'zh', page_size: 100 }, a);
    const theirs = await t.get<Prefs>(`${API}/preference`, {}, b);
    expect(theirs.body.data).toMatchObject({ saved: false, other: { language: 'en' } });
  });

  it('needs a login', async () => {
    expect((await t.get(`${API}/preference`)).body.code).toBe('401');
    expect((await t.post(`${API}/preference-notice`, { notices: '' })).body.code).toBe('401');
    expect((await t.post(`${API}/preference-other`, {})).body.code).toBe('401');
  });
});

describe('the password-changed e-mail', () => {
  it('is written through the mailer in the preferred language when e-mail is chosen', async () => {
    rmSync(mailDir(), { recursive: true, force: true });
    const merchant = await t.registerMerchant('mailzh');
    const token = { token: merchant.token };
    await t.post(`${API}/preference-other`, { language: 'zh', page_size: 20 }, token);
    const reply = await t.post('/api/login/resetPassword', PASSWORD_CHANGE, token);
    expect(reply.body.code).toBe('200');
    const sent = mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('To: mailzh@example.com');
    expect(sent[0]).toContain(
      `Subject: =?UTF-8?B?${Buffer.from('您的密码已修改').toString('base64')}?=`,
    );
    expect(sent[0]).toContain('登录名 mailzh 的密码已于');
  });

  it('is not sent when the merchant turned the e-mail of that event off', async () => {
    rmSync(mailDir(), { recursive: true, force: true });
    const merchant = await t.registerMerchant('mailoff');
    const token = { token: merchant.token };
    await t.post(`${API}/preference-notice`, { notices: 'password_changed.portal' }, token);
    expect((await t.post('/api/login/resetPassword', PASSWORD_CHANGE, token)).body.code).toBe(
      '200',
    );
    expect(mails()).toEqual([]);
  });

  it('is not sent for a refused change', async () => {
    rmSync(mailDir(), { recursive: true, force: true });
    const merchant = await t.registerMerchant('mailrefused');
    const reply = await t.post(
      '/api/login/resetPassword',
      { ...PASSWORD_CHANGE, old_password: 'Wrong1234' },
      { token: merchant.token },
    );
    expect(reply.body.code).toBe('400');
    expect(mails()).toEqual([]);
  });
});
