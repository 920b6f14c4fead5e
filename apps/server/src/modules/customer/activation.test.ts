import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, TINY_PNG } from '../../test-support/multipart';
import type { TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const urlcodeOf = async (token: string) =>
  (await t.post<{ urlcode: string }>('/merchant/api-account/is-active', {}, { token })).body.data
    .urlcode;

async function upload(token: string, file = TINY_PNG, name = 'licence.png', type = 'image/png') {
  const body = multipartBody(file, name, type);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/customer/uploadPicture',
    headers: { ...body.headers, token },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json() };
}

const enterprise = (licenceImage: string) => ({
  type: 'enterprise',
  legal_representative: 'Li Lei',
  id_number: '110101199001011234',
  licence_number: '91440300MA5XXXXXX',
  licence_image: licenceImage,
});

describe('the activation wizard, driven through the API and the operator API', () => {
  it('walks 400 -> 202 -> 203 -> 400 -> 202 -> 201 -> 204 -> 200 with the real states', async () => {
    const merchant = await t.registerMerchant('wizard1');
    const { token } = merchant;
    expect(await urlcodeOf(token)).toBe('400');

    const picture = await upload(token);
    expect(picture.body).toMatchObject({ code: '200', data: { mime: 'image/png' } });
    const submitted = await t.get<{ status: string; review_due_at: string }>(
      '/api/customer/addUnaudited',
      enterprise(picture.body.data.id),
      { token },
    );
    expect(submitted.body).toMatchObject({ code: '200', data: { status: 'under_review' } });
    expect(Date.parse(submitted.body.data.review_due_at) - t.clock.now().getTime()).toBe(
      24 * 3_600_000,
    );
    expect(await urlcodeOf(token)).toBe('202');

    const queue = await t.ops<{
      list: { customer_id: number; status: string; fields: Record<string, string> }[];
    }>('GET', '/merchant/api-ops/verifications');
    expect(queue.body.data.list.map((r) => r.customer_id)).toContain(merchant.customerId);
    // The submitted fields come back as the object they were (jsonb since migration 013).
    expect(queue.body.data.list.find((r) => r.customer_id === merchant.customerId)).toMatchObject({
      status: 'pending',
      fields: { legalRepresentative: 'Li Lei', licenceNumber: '91440300MA5XXXXXX' },
    });
    const rejected = await t.ops('POST', '/merchant/api-ops/reject-verification', {
      customer_id: merchant.customerId,
      reason: 'Licence image unreadable',
    });
    expect(rejected.body).toMatchObject({ code: '200', data: { status: 'rejected' } });
    expect(await urlcodeOf(token)).toBe('203');
    const verify = await t.get('/api/customer/isVerify', {}, { token });
    expect(verify.body.data).toMatchObject({
      status: 'rejected',
      reason: 'Licence image unreadable',
    });

    expect((await t.get('/api/customer/reAudit', {}, { token })).body.code).toBe('200');
    expect(await urlcodeOf(token)).toBe('400');
    const individual = await t.get(
      '/api/customer/addUnaudited',
      {
        type: 'individual',
        real_name: 'Han Meimei',
        certificate_type: 'passport',
        certificate_number: 'E12345678',
      },
      { token },
    );
    expect(individual.body.code).toBe('200');
    expect(
      (
        await t.ops('POST', '/merchant/api-ops/approve-verification', {
          customer_id: merchant.customerId,
        })
      ).body.data,
    ).toMatchObject({ status: 'passed' });
    expect(await urlcodeOf(token)).toBe('201');

    const warehouses = await t.get<{ warehouse: { value: number }[] }>(
      '/merchant/api-account/user-info',
      {},
      { token },
    );
    expect(warehouses.body.data.warehouse).toEqual([]);
    const applied = await t.postQuery<{ warehouses: { id: number; status: string }[] }>(
      '/api/customer/activeWarehouse',
      { warehouse_id: 1 },
      { token },
    );
    expect(applied.body).toMatchObject({ code: '200', msg: 'Warehouse application submitted' });
    const again = await t.postQuery(
      '/api/customer/activeWarehouse',
      { warehouse_id: 1 },
      { token },
    );
    expect(again.body.code).toBe('409');

    const topUp = await t.ops<{ status: string; balance: { amount: number; currency: string } }>(
      'POST',
      '/merchant/api-ops/confirm-top-up',
      {
        customer_id: merchant.customerId,
        amount: '250.50',
        reference: 'wire 42',
      },
    );
    expect(topUp.body.data).toMatchObject({
      status: 'topped_up',
      balance: { amount: 25_050, currency: 'CNY' },
    });
    expect(await urlcodeOf(token)).toBe('204');

    const applicationId = applied.body.data.warehouses[0]?.id ?? 0;
    const approved = await t.ops('POST', '/merchant/api-ops/approve-warehouse', {
      application_id: applicationId,
    });
    expect(approved.body.data).toMatchObject({ status: 'active' });
    expect(await urlcodeOf(token)).toBe('200');

    const progress = await t.get<{
      status: string;
      balance: { amount: number; currency: string };
      warehouses: { status: string }[];
    }>('/api/customer/activeOver', {}, { token });
    expect(progress.body.data).toMatchObject({
      status: 'active',
      balance: { amount: 25_050, currency: 'CNY' },
    });
    expect(progress.body.data.warehouses.map((w) => w.status)).toEqual(['approved']);
    const decidedTwice = await t.ops('POST', '/merchant/api-ops/approve-warehouse', {
      application_id: applicationId,
    });
    expect(decidedTwice.body.code).toBe('409');
  });

  it('refuses steps out of order with the machine message', async () => {
    const { token } = await t.registerMerchant('wizard2');
    const early = await t.get('/api/customer/reAudit', {}, { token });
    expect(early.body.code).toBe('409');
    const warehouse = await t.postQuery(
      '/api/customer/activeWarehouse',
      { warehouse_id: 1 },
      { token },
    );
    expect(warehouse.body).toMatchObject({
      code: '409',
      msg: 'Apply for a warehouse after your identity has been verified',
    });
  });

  it.each([
    [{ type: 'company' }, 'Please choose enterprise or individual'],
    [{ type: 'individual', real_name: 'A', certificate_type: 'id' }, 'This field is required!'],
    [{ ...enterprise(''), licence_image: '' }, 'Please upload the business licence image'],
    [enterprise('0123456789abcdef0123456789abcdef'), 'No such uploaded picture'],
  ])('refuses the identity form %j', async (form, msg) => {
    const { token } = await t.login('wizard2', 'Secret123');
    const reply = await t.get('/api/customer/addUnaudited', form, { token });
    expect(reply.body.code).toBe('400');
    expect(reply.body.msg).toBe(msg);
  });

  it('does not accept another merchant’s upload as a licence', async () => {
    const demo = await t.login();
    const picture = await upload(demo.token);
    const { token } = await t.login('wizard2', 'Secret123');
    const reply = await t.get('/api/customer/addUnaudited', enterprise(picture.body.data.id), {
      token,
    });
    expect(reply.body).toMatchObject({ code: '400', msg: 'No such uploaded picture' });
  });

  it('keeps the wizard to the main account and to logged-in callers', async () => {
    const sub = await t.loginSub();
    expect((await t.get('/api/customer/addUnaudited', { type: 'individual' }, sub)).body.code).toBe(
      '403',
    );
    expect((await t.get('/api/customer/activeOver', {}, sub)).body.code).toBe('403');
    expect((await t.get('/api/customer/isVerify', {}, sub)).body.code).toBe('200');
    for (const path of [
      '/api/customer/isVerify',
      '/api/customer/getManager',
      '/api/customer/reAudit',
    ])
      expect((await t.get(path)).body.code).toBe('401');
  });
});

describe('POST /api/customer/uploadPicture and the picture endpoint', () => {
  it('stores a PNG and serves it back to its owner only, by header or query token', async () => {
    const { token } = await t.login();
    const picture = await upload(token, TINY_PNG, 'anything.bin', 'application/octet-stream');
    expect(picture.body.data).toMatchObject({ mime: 'image/png', size: TINY_PNG.length });
    const own = await t.app.inject({
      method: 'GET',
      url: `${picture.body.data.url}&token=${token}`,
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(own.rawPayload, TINY_PNG)).toBe(0);
    const other = await t.registerMerchant('peeker');
    const stranger = await t.get(
      picture.body.data.url.split('?')[0] ?? '',
      { id: picture.body.data.id },
      { token: other.token },
    );
    expect(stranger.body.code).toBe('404');
    expect(
      (await t.get('/merchant/api-customer/picture', { id: picture.body.data.id })).body.code,
    ).toBe('401');
  });

  it('refuses a file that is not a JPG, PNG or GIF whatever its name says', async () => {
    const { token } = await t.login();
    const fake = await upload(
      token,
      Buffer.from('%PDF-1.4 not an image'),
      'licence.png',
      'image/png',
    );
    expect(fake.body).toMatchObject({
      code: '400',
      msg: 'Only JPG, PNG or GIF images are accepted',
    });
  });

  it('refuses a file over 2 MB with 413', async () => {
    const { token } = await t.login();
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const reply = await upload(token, big);
    expect(reply.status).toBe(413);
    expect(reply.body).toMatchObject({ code: '413', msg: 'The request is too large' });
  });

  it('refuses a request without a file and an anonymous upload', async () => {
    const { token } = await t.login();
    const empty = await t.post('/api/customer/uploadPicture', {}, { token });
    expect(empty.body).toMatchObject({ code: '400', msg: 'Please choose a file to upload' });
    expect((await upload('')).body.code).toBe('401');
  });
});

describe('managers of the merchant', () => {
  it('returns the managers chosen for the demo merchant', async () => {
    const reply = await t.get('/api/customer/getManager', {}, await t.login());
    expect(reply.body.data).toMatchObject({
      account_manager: { name: 'Alice Wang' },
      regional_manager: { name: 'Carol Li' },
      sales_manager: { name: 'Emma Brown' },
    });
  });
});

describe('the warehouses a merchant may apply for', () => {
  it('lists every provider warehouse with value, name and cn_name, to any signed-in merchant', async () => {
    const { token } = await t.registerMerchant('chooser1');
    const reply = await t.get<{ value: number; name: string; cn_name: string }[]>(
      '/merchant/api-account/warehouses',
      {},
      { token },
    );
    expect(reply.body.code).toBe('200');
    const names = reply.body.data.map((w) => w.name);
    expect(names).toEqual(expect.arrayContaining(['Shenzhen', 'US']));
    for (const warehouse of reply.body.data) {
      expect(warehouse).toEqual({
        value: expect.any(Number),
        name: expect.any(String),
        cn_name: expect.any(String),
      });
      expect(warehouse.cn_name).not.toBe('');
    }
  });

  it('refuses an anonymous caller', async () => {
    const reply = await t.get('/merchant/api-account/warehouses');
    expect(reply.body.code).toBe('401');
  });
});
