import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE_DEFAULTS } from '../../security/login-throttle';
import type { TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';
import { codeAt } from './totp';

let t: TestApp;
let demo: { token: string };
beforeAll(async () => {
  // the real throttle: wrong codes count as wrong passwords do
  t = await startTestApp({ loginThrottle: LOGIN_THROTTLE_DEFAULTS });
  demo = await t.login();
}, 120_000);
afterAll(() => t?.close());

type Issues = { issues: { field: string; code: string }[] };
type Challenge = { two_factor: { challenge: string; expires_at: string } };

const password = (extra: Record<string, string> = {}) => ({ password: 'Demo1234', ...extra });
const nextStep = () => t.clock.advance(30_000);
let secret = '';
let recovery: string[] = [];

describe('turning two-factor sign-in on', () => {
  it('is off at first, and the login answers as before', async () => {
    const status = await t.get<{ enabled: boolean }>('/merchant/api-security/two-factor', {}, demo);
    expect(status.body.data.enabled).toBe(false);
    const login = await t.post<{ token: string }>('/api/login/login', { username: 'demo', password: 'Demo1234' });
    expect(login.body.code).toBe('200');
    expect(login.body.data.token).toEqual(expect.any(String));
  });

  it('asks the password, then gives a secret and an otpauth URI pending a first code', async () => {
    const wrong = await t.post<Issues>('/merchant/api-security/two-factor-setup', password({ password: 'wrong-one' }), demo);
    expect(wrong.body.msg).toBe('Wrong password. Please try again.');
    const setup = await t.post<{ secret: string; otpauth_uri: string }>(
      '/merchant/api-security/two-factor-setup',
      password(),
      demo,
    );
    expect(setup.body.code).toBe('200');
    secret = setup.body.data.secret;
    expect(setup.body.data.otpauth_uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    const status = await t.get<{ enabled: boolean; pending: boolean }>('/merchant/api-security/two-factor', {}, demo);
    expect(status.body.data).toMatchObject({ enabled: false, pending: true });
  });

  it('refuses a wrong first code and stays off, then a right one turns it on with ten recovery codes', async () => {
    const wrong = await t.post<Issues>('/merchant/api-security/two-factor-confirm', { code: '000000' }, demo);
    expect(wrong.body.code).toBe('400');
    expect(wrong.body.data.issues).toEqual([{ field: 'code', code: 'SERVER.TWO_FACTOR_CODE_WRONG' }]);
    const right = await t.post<{ recovery_codes: string[] }>(
      '/merchant/api-security/two-factor-confirm',
      { code: codeAt(secret, t.clock.now()) },
      demo,
    );
    expect(right.body.code).toBe('200');
    recovery = [...right.body.data.recovery_codes];
    expect(recovery).toHaveLength(10);
    expect(recovery[0]).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const stored = await t.db.selectFrom('recovery_codes').select('code_hash').execute();
    expect(JSON.stringify(stored)).not.toContain(recovery[0]?.replace('-', ''));
  });

  it('is the main account’s alone', async () => {
    const sub = await t.loginSub();
    const reply = await t.get('/merchant/api-security/two-factor', {}, sub);
    expect(reply.body.code).toBe('403');
  });
});

describe('logging in with two-factor sign-in', () => {
  const firstStep = async () => {
    const reply = await t.post<Challenge>('/api/login/login', { username: 'demo', password: 'Demo1234' });
    expect(reply.body.code).toBe('401');
    expect(reply.body.msg).toBe('Enter the code from your authenticator app');
    return reply.body.data.two_factor.challenge;
  };

  it('a right password earns a challenge, not a session; a wrong password still fails as before', async () => {
    const challenge = await firstStep();
    expect(challenge).toEqual(expect.any(String));
    const wrong = await t.post('/api/login/login', { username: 'demo', password: 'nope-nope' });
    expect(wrong.body.code).toBe('401');
    expect(wrong.body.data).toBeNull();
  });

  it('logs in with the current code, once: the same code again is refused', async () => {
    nextStep();
    const code = codeAt(secret, t.clock.now());
    const challenge = await firstStep();
    const ok = await t.post<{ token: string; login_type: string }>(
      '/merchant/api-account/login-code',
      { challenge, code },
    );
    expect(ok.body.code).toBe('200');
    expect(ok.body.data.login_type).toBe('main');
    const info = await t.get('/merchant/api-account/user-info', {}, { token: ok.body.data.token });
    expect(info.body.code).toBe('200');
    // the challenge is spent, and the code with it
    const reused = await t.post('/merchant/api-account/login-code', { challenge, code });
    expect(reused.body.code).toBe('401');
    const again = await t.post<Issues>('/merchant/api-account/login-code', { challenge: await firstStep(), code });
    expect(again.body.code).toBe('400');
  });

  it('refuses a wrong code beside the field, and the challenge expires', async () => {
    const challenge = await firstStep();
    const wrong = await t.post<Issues>('/merchant/api-account/login-code', { challenge, code: '123456' });
    expect(wrong.body.code).toBe('400');
    expect(wrong.body.msg).toBe('The code is not right. Please try again.');
    t.clock.advance(6 * 60_000);
    const late = await t.post('/merchant/api-account/login-code', {
      challenge,
      code: codeAt(secret, t.clock.now()),
    });
    expect(late.body.code).toBe('401');
    expect(late.body.msg).toBe('The sign-in took too long; please log in again');
  });

  it('takes a recovery code once', async () => {
    const code = recovery[0] ?? '';
    const first = await t.post<{ token: string }>('/merchant/api-account/login-code', {
      challenge: await firstStep(),
      code: code.toLowerCase(),
    });
    expect(first.body.code).toBe('200');
    expect(first.body.msg).toBe('Logged in with a recovery code; 9 left');
    const second = await t.post('/merchant/api-account/login-code', { challenge: await firstStep(), code });
    expect(second.body.code).toBe('400');
  });

  it('counts wrong codes in the login throttle: past the free ones the client must wait', async () => {
    t.clock.advance(2 * 60 * 60_000); // a fresh count
    let last = { status: 0, code: '' };
    for (let i = 0; i < LOGIN_THROTTLE_DEFAULTS.perClient.freeFailures + 1; i += 1) {
      const challenge = await firstStep();
      const reply = await t.post('/merchant/api-account/login-code', { challenge, code: '111111' });
      last = { status: reply.status, code: reply.body.code };
    }
    const challenge = await firstStep().catch(() => '');
    const waiting = await t.post('/merchant/api-account/login-code', {
      challenge,
      code: codeAt(secret, t.clock.now()),
    });
    expect(last.code).toBe('400');
    // even the right code waits now: the guesser gains nothing from knowing the password
    expect(waiting.status).toBe(429);
    expect(waiting.headers['retry-after']).toBeDefined();
  });

  it('turns off with the password and a code; the login answers a session again', async () => {
    t.clock.advance(60 * 60_000);
    const fresh = await t.login().catch(() => undefined);
    expect(fresh).toBeUndefined(); // still two-factor: the helper wants a token
    nextStep();
    const session = await t.post<{ token: string }>('/merchant/api-account/login-code', {
      challenge: (await t.post<Challenge>('/api/login/login', { username: 'demo', password: 'Demo1234' })).body.data.two_factor.challenge,
      code: codeAt(secret, t.clock.now()),
    });
    const main = { token: session.body.data.token };
    nextStep();
    const off = await t.post(
      '/merchant/api-security/two-factor-disable',
      password({ code: codeAt(secret, t.clock.now()) }),
      main,
    );
    expect(off.body.code).toBe('200');
    const login = await t.post<{ token: string }>('/api/login/login', { username: 'demo', password: 'Demo1234' });
    expect(login.body.code).toBe('200');
    expect(await t.db.selectFrom('recovery_codes').select('id').execute()).toEqual([]);
  });
});
