import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('POST /api/login/login', () => {
  it('logs the demo merchant in with a 256-bit token and a trimmed username', async () => {
    const reply = await t.post<{ token: string; login_type: string; customer_id: number }>(
      '/api/login/login',
      { username: '  demo ', password: 'Demo1234' },
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ code: '200', ask: true, msg: 'Logged in', alert: '' });
    expect(reply.body.data.login_type).toBe('main');
    expect(reply.body.data.customer_id).toBe(t.demoCustomerId);
    expect(Buffer.from(reply.body.data.token, 'base64url').length).toBeGreaterThanOrEqual(32);
  });

  it.each([
    [{ username: '', password: 'Demo1234' }, 'Please enter a user ID', 'username'],
    [{ username: 'demo', password: '' }, 'Please enter a password', 'password'],
  ])('refuses %j with the rule message, beside its field', async (form, msg, field) => {
    const reply = await t.post('/api/login/login', form);
    expect(reply.body).toMatchObject({
      code: '400',
      ask: false,
      msg,
      data: { issues: [expect.objectContaining({ field })] },
    });
  });

  it.each([
    ['demo', 'Wrong1234'],
    ['nobody', 'Demo1234'],
  ])(
    'answers the same for a wrong password and an unknown user (%s)',
    async (username, password) => {
      const reply = await t.post('/api/login/login', { username, password });
      expect(reply.body).toMatchObject({ code: '401', msg: 'Wrong user ID or password' });
    },
  );

  it('speaks Chinese when the language header asks for it', async () => {
    const reply = await t.post(
      '/api/login/login',
      { username: 'demo', password: 'x' },
      { language: 'zh' },
    );
    expect(reply.body.msg).toBe('用户ID或密码错误');
  });
});

describe('POST /api/login/loginson', () => {
  it('logs the sub-account in with the main customer_id', async () => {
    const reply = await t.post<{ login_type: string; username: string }>('/api/login/loginson', {
      username: 'demoops',
      password: 'Demo1234',
      customer_id: t.demoCustomerId,
    });
    expect(reply.body.code).toBe('200');
    expect(reply.body.data).toMatchObject({ login_type: 'sub', username: 'demoops' });
  });

  it.each([
    [{ customer_id: 'abc' }, '400', 'Please enter the customer ID of the main account'],
    [{ customer_id: '' }, '400', 'Please enter the customer ID of the main account'],
    [{ customer_id: 999 }, '401', 'Wrong user ID or password'],
    [{ password: 'Wrong1234' }, '401', 'Wrong user ID or password'],
  ])('refuses %j', async (change, code, msg) => {
    const reply = await t.post('/api/login/loginson', {
      username: 'demoops',
      password: 'Demo1234',
      customer_id: t.demoCustomerId,
      ...change,
    });
    expect(reply.body).toMatchObject({ code, msg });
  });

  it('does not let a main account log in as a sub-account', async () => {
    const reply = await t.post('/api/login/loginson', {
      username: 'demo',
      password: 'Demo1234',
      customer_id: t.demoCustomerId,
    });
    expect(reply.body.code).toBe('401');
  });
});

describe('token, session id and logout', () => {
  it('describes a live token and answers no data for a dead one', async () => {
    const { token } = await t.login();
    const live = await t.get<{ token: string; username: string }>('/merchant/api-account/token', {
      token,
    });
    expect(live.body.code).toBe('200');
    expect(live.body.data).toMatchObject({ token, username: 'demo' });
    const dead = await t.get('/merchant/api-account/token', { token: 'nope' });
    expect(dead.body).toMatchObject({ code: '401', data: null });
    const missing = await t.get('/merchant/api-account/token');
    expect(missing.body).toMatchObject({ code: '401', data: null });
  });

  it('hands out the session id, which must match when sent back', async () => {
    const { token } = await t.login();
    const reply = await t.get<{ sessionId: string }>('/merchant/api-account/get-sessionid', {
      token,
    });
    const sessionId = reply.body.data.sessionId;
    expect(sessionId.length).toBeGreaterThan(20);
    const ok = await t.get('/merchant/api-account/user-info', {}, { token, sessionId });
    expect(ok.body.code).toBe('200');
    const mixed = await t.get('/merchant/api-account/user-info', {}, { token, sessionId: 'other' });
    expect(mixed.body.code).toBe('401');
    const failed = await t.get('/merchant/api-account/get-sessionid', { token: 'nope' });
    expect(failed.body).toMatchObject({
      code: '401',
      msg: 'SessionId fetch failed, please login again',
    });
  });

  it('revokes the session on logout, from the body or the header', async () => {
    const first = await t.login();
    expect((await t.post('/api/login/loginout', { token: first.token })).body.code).toBe('200');
    expect((await t.get('/merchant/api-account/token', { token: first.token })).body.code).toBe(
      '401',
    );
    const second = await t.login();
    await t.post('/api/login/loginout', {}, { token: second.token });
    expect((await t.get('/merchant/api-account/user-info', {}, second)).body.code).toBe('401');
    expect((await t.post('/api/login/loginout', { token: 'unknown' })).body.code).toBe('200');
  });

  it('ends a session at its expiry', async () => {
    const { token } = await t.login();
    t.clock.advance(t.config.sessionTtlMs + 1);
    const reply = await t.get('/merchant/api-account/user-info', {}, { token });
    expect(reply.body).toMatchObject({
      code: '401',
      msg: 'Verification failed, please login again',
    });
  });
});

describe('POST /merchant/api-account/is-active', () => {
  it('answers urlcode 200 for the activated demo merchant, also to its sub-account', async () => {
    for (const login of [await t.login(), await t.loginSub()]) {
      const reply = await t.post('/merchant/api-account/is-active', { customer_id: 1 }, login);
      expect(reply.body).toMatchObject({ code: '200', data: { urlcode: '200', status: 'active' } });
    }
  });

  it('answers code 401 without a token', async () => {
    expect((await t.post('/merchant/api-account/is-active')).body.code).toBe('401');
  });

  it('ignores a customer_id of another merchant: the session decides', async () => {
    const other = await t.registerMerchant('isactiveother');
    const reply = await t.post(
      '/merchant/api-account/is-active',
      { customer_id: t.demoCustomerId },
      { token: other.token },
    );
    expect(reply.body.data).toMatchObject({ urlcode: '400', status: 'not_submitted' });
  });
});

describe('GET /merchant/api-account/user-info and switch-warehouse', () => {
  it('returns userInfo with warehouse_id and the warehouse list', async () => {
    const reply = await t.get<{
      userInfo: Record<string, unknown>;
      warehouse: { value: number; name: string; cn_name: string; status: string }[];
    }>('/merchant/api-account/user-info', {}, await t.login());
    expect(reply.body.data.userInfo).toMatchObject({
      username: 'demo',
      first_letter: 'D',
      customer_id: t.demoCustomerId,
      amount: { amount: 100_000, currency: 'CNY' },
      warehouse_name: 'Shenzhen',
      warehouse_cn_name: '深圳仓',
      login_type: 'main',
    });
    expect(reply.body.data.warehouse.map((w) => [w.name, w.status])).toEqual([
      ['Shenzhen', 'approved'],
      ['US', 'pending'],
    ]);
    expect(reply.body.data.warehouse[0]).toHaveProperty('cn_name', '深圳仓');
  });

  it('shows a sub-account its own name and the main account balance', async () => {
    const reply = await t.get<{ userInfo: Record<string, unknown> }>(
      '/merchant/api-account/user-info',
      {},
      await t.loginSub(),
    );
    expect(reply.body.data.userInfo).toMatchObject({
      username: 'demoops',
      login_type: 'sub',
      customer_id: t.demoCustomerId,
      amount: { amount: 100_000, currency: 'CNY' },
    });
  });

  it('refuses without a token', async () => {
    expect((await t.get('/merchant/api-account/user-info')).body.code).toBe('401');
  });

  it('switches only to an approved warehouse of the merchant', async () => {
    const login = await t.login();
    const info = await t.get<{ warehouse: { value: number; status: string }[] }>(
      '/merchant/api-account/user-info',
      {},
      login,
    );
    const approved = info.body.data.warehouse.find((w) => w.status === 'approved')?.value ?? 0;
    const pending = info.body.data.warehouse.find((w) => w.status === 'pending')?.value ?? 0;
    expect(
      (await t.post('/merchant/api-account/switch-warehouse', { warehouse_id: approved }, login))
        .body.code,
    ).toBe('200');
    expect(
      (await t.post('/merchant/api-account/switch-warehouse', { warehouse_id: pending }, login))
        .body.code,
    ).toBe('400');
    expect(
      (await t.post('/merchant/api-account/switch-warehouse', { warehouse_id: 'x' }, login)).body
        .msg,
    ).toBe('The field warehouse_id is not valid');
    expect((await t.post('/merchant/api-account/switch-warehouse', {}, login)).body.msg).toBe(
      'The field warehouse_id is required',
    );
  });
});

describe('password changes', () => {
  it('changes the main password, ends other sessions and keeps this one', async () => {
    const other = await t.registerMerchant('pwchange', 'Secret123');
    const second = await t.login('pwchange', 'Secret123');
    const reply = await t.post(
      '/api/login/resetPassword',
      { old_password: 'Secret123', new_password: 'Better1234', confirm_password: 'Better1234' },
      { token: other.token },
    );
    expect(reply.body).toMatchObject({ code: '200' });
    expect((await t.get('/merchant/api-account/user-info', {}, second)).body.code).toBe('401');
    expect(
      (await t.get('/merchant/api-account/user-info', {}, { token: other.token })).body.code,
    ).toBe('200');
    expect(
      (await t.post('/api/login/login', { username: 'pwchange', password: 'Better1234' })).body
        .code,
    ).toBe('200');
  });

  it.each([
    [{ old_password: '' }, 'Please enter your current password'],
    [
      { new_password: 'Demo1234', confirm_password: 'Demo1234' },
      'The new password must differ from the current one',
    ],
    [{ confirm_password: 'Other1234' }, 'The two passwords do not match'],
    [{ old_password: 'Wrong1234' }, 'The current password is wrong'],
  ])('refuses %j', async (change, msg) => {
    const reply = await t.post(
      '/api/login/resetPassword',
      {
        old_password: 'Demo1234',
        new_password: 'Fresh1234',
        confirm_password: 'Fresh1234',
        ...change,
      },
      await t.login(),
    );
    expect(reply.body.code).toBe('400');
    expect(reply.body.msg).toBe(msg);
  });

  it('keeps each endpoint to its login type', async () => {
    const form = {
      old_password: 'Demo1234',
      new_password: 'Fresh1234',
      confirm_password: 'Fresh1234',
    };
    const asSub = await t.post('/api/login/resetPassword', form, await t.loginSub());
    expect(asSub.body).toMatchObject({ code: '403', msg: 'Only the main account can do this' });
    const asMain = await t.post('/api/login/sonresetPassword', form, await t.login());
    expect(asMain.body).toMatchObject({ code: '403', msg: 'Only a sub-account can do this' });
    expect((await t.post('/api/login/sonresetPassword', form)).body.code).toBe('401');
  });

  it('changes the sub-account password with sonresetPassword', async () => {
    const sub = await t.loginSub();
    const reply = await t.post(
      '/api/login/sonresetPassword',
      { old_password: 'Demo1234', new_password: 'SubNew1234', confirm_password: 'SubNew1234' },
      sub,
    );
    expect(reply.body.code).toBe('200');
    const again = await t.post('/api/login/loginson', {
      username: 'demoops',
      password: 'SubNew1234',
      customer_id: t.demoCustomerId,
    });
    expect(again.body.code).toBe('200');
    await t.post(
      '/api/login/sonresetPassword',
      { old_password: 'SubNew1234', new_password: 'Demo1234', confirm_password: 'Demo1234' },
      sub,
    );
  });
});
