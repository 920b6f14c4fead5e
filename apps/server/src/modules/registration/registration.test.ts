import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Option = { id: number; name: string; cn_name: string; kind?: string };

describe('regions and managers', () => {
  it('lists the service regions with en and zh names', async () => {
    const reply = await t.post<Option[]>('/api/register/getRegion');
    expect(reply.body.code).toBe('200');
    expect(reply.body.data.map((r) => r.name)).toContain('South China');
    expect(reply.body.data[0]).toHaveProperty('cn_name');
  });

  it('lists account and regional managers, filtered by region or kind', async () => {
    const all = await t.post<Option[]>('/api/register/getManager');
    expect(new Set(all.body.data.map((m) => m.kind))).toEqual(new Set(['account', 'regional']));
    const regions = await t.post<Option[]>('/api/register/getRegion');
    const south = regions.body.data.find((r) => r.name === 'South China')?.id ?? 0;
    const inSouth = await t.post<Option[]>('/api/register/getManager', { region_id: south });
    expect(inSouth.body.data.map((m) => m.name)).toEqual(['Alice Wang', 'Carol Li']);
    const regional = await t.post<Option[]>('/api/register/getManager', { kind: 'regional' });
    expect(regional.body.data.every((m) => m.kind === 'regional')).toBe(true);
  });

  it.each([[{ region_id: 'x' }], [{ kind: 'boss' }]])('refuses getManager %j', async (form) => {
    expect((await t.post('/api/register/getManager', form)).body.code).toBe('400');
  });

  it('lists the overseas sales managers', async () => {
    const reply = await t.post<Option[]>('/api/register/getOverseasSales');
    expect(reply.body.data.map((m) => m.name)).toEqual(['Emma Brown', 'Frank Müller']);
  });
});

describe('captcha', () => {
  it('draws a calculation as an SVG data URI', async () => {
    const reply = await t.post<{ captcha_key: string; image: string; expires_at: string }>(
      '/api/register/captcha',
    );
    expect(reply.body.data.image.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(reply.body.data.captcha_key.length).toBeGreaterThan(16);
    expect(Date.parse(reply.body.data.expires_at) - t.clock.now().getTime()).toBe(5 * 60_000);
  });

  it('validates a right answer without spending it', async () => {
    const captcha = await t.newCaptcha();
    const form = { captcha_key: captcha.key, captcha: captcha.answer };
    expect((await t.post('/api/register/captchaValidate', form)).body.code).toBe('200');
    expect((await t.post('/api/register/captchaValidate', form)).body.code).toBe('200');
  });

  it('burns the captcha on a wrong answer', async () => {
    const captcha = await t.newCaptcha();
    const wrong = String(Number(captcha.answer) + 1);
    const first = await t.post('/api/register/captchaValidate', {
      captcha_key: captcha.key,
      captcha: wrong,
    });
    expect(first.body).toMatchObject({
      code: '400',
      msg: 'Wrong or expired answer, please solve a new calculation',
    });
    const after = await t.post('/api/register/captchaValidate', {
      captcha_key: captcha.key,
      captcha: captcha.answer,
    });
    expect(after.body.code).toBe('400');
  });

  it('expires after five minutes', async () => {
    const captcha = await t.newCaptcha();
    t.clock.advance(5 * 60_000 + 1);
    const reply = await t.post('/api/register/captchaValidate', {
      captcha_key: captcha.key,
      captcha: captcha.answer,
    });
    expect(reply.body.code).toBe('400');
  });

  it('stores only a hash of the answer', async () => {
    const captcha = await t.newCaptcha();
    const row = await t.db
      .selectFrom('captchas')
      .selectAll()
      .where('id', '=', captcha.key)
      .executeTakeFirstOrThrow();
    // A base64url SHA-256 digest of the key and answer, never the answer itself. (Whether the
    // digest happens to contain the answer's digits is chance: a 2-digit answer often does.)
    expect(row.answer_hash).toMatch(/^[\w-]{43}$/);
    expect(row.answer_hash).not.toBe(captcha.answer);
  });

  it('refuses an unknown key', async () => {
    const reply = await t.post('/api/register/captchaValidate', {
      captcha_key: 'nope',
      captcha: '1',
    });
    expect(reply.body.code).toBe('400');
  });
});

describe('autousername', () => {
  it('suggests a free user ID of letters and digits', async () => {
    const reply = await t.post<{ username: string }>('/api/register/autousername', {
      name: 'Acme Trading, Ltd.',
    });
    expect(reply.body.data.username).toMatch(/^acmetradingl\d{4}$/);
    const blank = await t.post<{ username: string }>('/api/register/autousername');
    expect(blank.body.data.username).toMatch(/^user\d{4}$/);
  });
});

describe('POST /api/register/register', () => {
  const form = async (change: Record<string, string> = {}) => {
    const captcha = await t.newCaptcha();
    return {
      username: 'acme2026',
      name: 'Acme Trading',
      email: 'ops@acme.example',
      password: 'Secret123',
      password_confirmation: 'Secret123',
      agreement: '1',
      captcha_key: captcha.key,
      captcha: captcha.answer,
      ...change,
    };
  };

  it('creates a main account that can log in and has to activate', async () => {
    const sales = await t.post<Option[]>('/api/register/getOverseasSales');
    const reply = await t.post<{ customer_id: number; username: string }>(
      '/api/register/register',
      await form({ sales_manager_id: String(sales.body.data[0]?.id) }),
    );
    expect(reply.body).toMatchObject({ code: '200', data: { username: 'acme2026' } });
    const login = await t.login('acme2026', 'Secret123');
    const check = await t.post('/merchant/api-account/is-active', {}, login);
    expect(check.body.data).toMatchObject({ urlcode: '400' });
    const managers = await t.get<{ sales_manager: Option | null }>(
      '/api/customer/getManager',
      {},
      login,
    );
    expect(managers.body.data.sales_manager?.name).toBe('Emma Brown');
  });

  it.each([
    [{ username: 'acme-1' }, 'The user ID may contain letters and digits only'],
    [{ name: '' }, 'The name must be 1-50 characters long'],
    [{ name: 'n'.repeat(51) }, 'The name must be 1-50 characters long'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [
      { password: 'short', password_confirmation: 'short' },
      'The password must be 8-64 characters long',
    ],
    [{ password_confirmation: 'Secret124' }, 'The two passwords do not match'],
    [{ agreement: '0' }, 'Please read and accept the service agreement'],
    [{ captcha: '' }, 'Please enter the answer to the calculation'],
    [{ captcha: '-1' }, 'Wrong or expired answer, please solve a new calculation'],
    [{ account_manager_id: '9999' }, 'The chosen manager (account_manager_id) does not exist'],
    [{ region_id: '9999' }, 'The chosen region does not exist'],
  ])('refuses %j', async (change, msg) => {
    const reply = await t.post(
      '/api/register/register',
      await form({ username: 'fresh1', ...change }),
    );
    expect(reply.body.code).toBe('400');
    expect(reply.body.msg).toBe(msg);
  });

  it('refuses a manager of the wrong kind', async () => {
    const sales = await t.post<Option[]>('/api/register/getOverseasSales');
    const reply = await t.post(
      '/api/register/register',
      await form({ username: 'fresh2', account_manager_id: String(sales.body.data[0]?.id) }),
    );
    expect(reply.body.code).toBe('400');
  });

  it('lists every failing field at once', async () => {
    const reply = await t.post(
      '/api/register/register',
      await form({ username: '', agreement: '' }),
    );
    expect(reply.body.msg).toEqual([
      'Please enter a user ID',
      'Please read and accept the service agreement',
    ]);
  });

  it('refuses a taken user ID in any letter case, with the Chinese text when asked', async () => {
    const reply = await t.post('/api/register/register', await form({ username: 'DEMO' }), {
      language: 'zh',
    });
    expect(reply.body).toMatchObject({ code: '409', msg: '该用户ID已被占用' });
  });

  it('spends the captcha: it cannot register twice', async () => {
    const once = await form({ username: 'single1' });
    expect((await t.post('/api/register/register', once)).body.code).toBe('200');
    const twice = await t.post('/api/register/register', { ...once, username: 'single2' });
    expect(twice.body.code).toBe('400');
  });
});
