import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTIVATION_PATHS,
  DEFAULT_ROUTE,
  LOGIN_PATH,
  NOT_FOUND_PATH,
  REGISTER_PATH,
} from './constants';
import { SHELL_MESSAGE } from './message-codes';
import type { GuardSituation, GuardStepResult, RouteDecision } from './route-guard';
import { ACTIVATION_URLCODE_TARGETS, decideRoute, isChunkLoadError } from './route-guard';
import { PUBLIC_PATHS, isPublicPath } from './routes';

const base: GuardSituation = {
  path: '/order/list',
  isPublic: false,
  token: 'tok',
  sessionId: 'sid',
  loginType: 'main',
  userMarker: undefined,
  routesBuilt: false,
};
const at = (path: string, rest: Partial<GuardSituation> = {}): GuardSituation => ({
  ...base,
  path,
  isPublic: isPublicPath(path),
  sessionCookieCleared: path === REGISTER_PATH,
  ...rest,
});
const activation = (code: string | number, urlcode?: string | number): GuardStepResult => ({
  step: 'activation',
  ok: true,
  response: { code, urlcode },
});

const LOGOUT = { kind: 'logoutAndRedirect', to: LOGIN_PATH } as const;
const NOT_FOUND = { kind: 'notFound', to: NOT_FOUND_PATH } as const;
const redirect = (to: string): RouteDecision => ({ kind: 'redirect', to });

describe('decideRoute: one step at a time', () => {
  it.each<[string, GuardSituation, RouteDecision]>([
    // 1. register page
    [
      'register page clears the session cookie first',
      at(REGISTER_PATH, { sessionCookieCleared: false }),
      { kind: 'clearSessionCookie' },
    ],
    [
      'register page without token passes once cleared',
      at(REGISTER_PATH, { token: undefined }),
      { kind: 'allow' },
    ],
    // 2. no token
    ['no token, public path', at('/login', { token: undefined }), { kind: 'allow' }],
    ['no token, /404', at('/404', { token: undefined }), { kind: 'allow' }],
    ['empty token counts as none', at('/agreement', { token: '' }), { kind: 'allow' }],
    ['no token, private path', at('/order/list', { token: undefined }), redirect(REGISTER_PATH)],
    ['no token, root', at('/', { token: undefined }), redirect(REGISTER_PATH)],
    // 3. no session id
    [
      'token without session id fetches it',
      at('/order/list', { sessionId: undefined }),
      { kind: 'fetchSessionId' },
    ],
    [
      'empty session id counts as none',
      at('/order/list', { sessionId: '' }),
      { kind: 'fetchSessionId' },
    ],
    [
      'session id fetch failed',
      at('/order/list', { sessionId: undefined, pending: { step: 'sessionId', ok: false } }),
      {
        kind: 'sessionIdFailed',
        message: { code: SHELL_MESSAGE.SESSION_ID_FETCH_FAILED },
        clearLoginData: true,
        reloadAfterMs: 2000,
      },
    ],
    [
      'session id fetched: a main account goes on to the activation check',
      at('/order/list', { sessionId: undefined, pending: { step: 'sessionId', ok: true } }),
      { kind: 'checkActivation' },
    ],
    // 4. sub-account
    ['sub marker xx logs out', at('/order/list', { loginType: 'sub', userMarker: 'xx' }), LOGOUT],
    [
      'sub marker xx logs out even with routes',
      at('/', { loginType: 'sub', userMarker: 'xx', routesBuilt: true }),
      LOGOUT,
    ],
    [
      'sub marker other than xx is no logout',
      at('/order/list', { loginType: 'sub', userMarker: 'xy', routesBuilt: true }),
      { kind: 'checkActivation' },
    ],
    [
      'sub on / fetches user info',
      at('/', { loginType: 'sub' }),
      { kind: 'fetchUserInfoThenGoIndex' },
    ],
    [
      'sub on /login fetches user info',
      at('/login', { loginType: 'sub', routesBuilt: true }),
      { kind: 'fetchUserInfoThenGoIndex' },
    ],
    [
      'sub on / with user info goes to the index page',
      at('/', { loginType: 'sub', pending: { step: 'userInfo', ok: true } }),
      redirect(DEFAULT_ROUTE),
    ],
    [
      'sub user info failure logs out with the verification message',
      at('/login', { loginType: 'sub', pending: { step: 'userInfo', ok: false } }),
      { ...LOGOUT, message: { code: SHELL_MESSAGE.VERIFICATION_FAILED } },
    ],
    [
      'sub without routes fetches user info',
      at('/order/list', { loginType: 'sub' }),
      { kind: 'fetchUserInfoThenGenerateRoutes' },
    ],
    [
      'sub with user info generates routes',
      at('/order/list', { loginType: 'sub', pending: { step: 'userInfo', ok: true } }),
      { kind: 'generateRoutes' },
    ],
    [
      'sub: user info failure before routes logs out',
      at('/order/list', { loginType: 'sub', pending: { step: 'userInfo', ok: false } }),
      { ...LOGOUT, message: { code: SHELL_MESSAGE.VERIFICATION_FAILED } },
    ],
    [
      'sub with routes asks for the company activation check',
      at('/order/list', { loginType: 'sub', routesBuilt: true }),
      { kind: 'checkActivation' },
    ],
    [
      'sub of an active company passes',
      at('/order/list', { loginType: 'sub', routesBuilt: true, pending: activation('200', '200') }),
      { kind: 'allow' },
    ],
    [
      'sub of an active company on an activation screen goes on as an activated user',
      at('/activation/tip', {
        loginType: 'sub',
        routesBuilt: true,
        pending: activation('200', '200'),
      }),
      redirect(DEFAULT_ROUTE),
    ],
    [
      'sub of an active company on the enterprise screen goes on too',
      at('/activation/enterprise', {
        loginType: 'sub',
        routesBuilt: true,
        pending: activation(200, 200),
      }),
      redirect(DEFAULT_ROUTE),
    ],
    [
      'sub of a company under review goes to the tip screen',
      at('/order/list', { loginType: 'sub', routesBuilt: true, pending: activation('200', '202') }),
      redirect('/activation/tip'),
    ],
    [
      'sub whose company check failed goes to /404',
      at('/order/list', {
        loginType: 'sub',
        routesBuilt: true,
        pending: { step: 'activation', ok: false },
      }),
      NOT_FOUND,
    ],
    // 5. main account
    ['main asks for the activation check', at('/order/list'), { kind: 'checkActivation' }],
    [
      'main ignores an unrelated pending result',
      at('/order/list', { pending: { step: 'userInfo', ok: true } }),
      { kind: 'checkActivation' },
    ],
    [
      'urlcode 400',
      at('/order/list', { pending: activation('200', '400') }),
      redirect('/activation/activation'),
    ],
    [
      'urlcode 201',
      at('/order/list', { pending: activation('200', 201) }),
      redirect('/activation/enterprise'),
    ],
    [
      'urlcode 202',
      at('/order/list', { pending: activation(200, '202') }),
      redirect('/activation/tip'),
    ],
    [
      'urlcode 203',
      at('/order/list', { pending: activation('200', '203') }),
      redirect('/activation/tip'),
    ],
    [
      'urlcode 204',
      at('/order/list', { pending: activation('200', '204') }),
      redirect('/activation/tip'),
    ],
    ['urlcode 205 is unknown', at('/order/list', { pending: activation('200', '205') }), NOT_FOUND],
    ['no urlcode is unknown', at('/order/list', { pending: activation('200') }), NOT_FOUND],
    [
      'urlcode 400 already on its screen',
      at('/activation/activation', { pending: activation('200', '400') }),
      { kind: 'allow' },
    ],
    [
      'urlcode 202 already on the tip screen',
      at('/activation/tip', { pending: activation('200', '202') }),
      { kind: 'allow' },
    ],
    [
      'urlcode 201 on the tip screen moves on',
      at('/activation/tip', { pending: activation('200', '201') }),
      redirect('/activation/enterprise'),
    ],
    [
      'urlcode 200 passes',
      at('/order/list', { pending: activation('200', '200') }),
      { kind: 'allow' },
    ],
    [
      'urlcode 200 on a public path passes',
      at('/login', { pending: activation('200', 200) }),
      { kind: 'allow' },
    ],
    [
      'activated on /activation/activation',
      at('/activation/activation', { pending: activation('200', '200') }),
      redirect(DEFAULT_ROUTE),
    ],
    [
      'activated on /activation/enterprise',
      at('/activation/enterprise', { pending: activation('200', '200') }),
      redirect(DEFAULT_ROUTE),
    ],
    [
      'activated on /activation/tip',
      at('/activation/tip', { pending: activation('200', '200') }),
      redirect(DEFAULT_ROUTE),
    ],
    ['code 401', at('/order/list', { pending: activation('401', '200') }), LOGOUT],
    ['code 401 as a number', at('/order/list', { pending: activation(401) }), LOGOUT],
    ['code 500', at('/order/list', { pending: activation('500', '200') }), NOT_FOUND],
    ['code 400', at('/order/list', { pending: activation('400', '400') }), NOT_FOUND],
    ['check failed', at('/order/list', { pending: { step: 'activation', ok: false } }), NOT_FOUND],
    [
      'check failed on /404 stays there',
      at('/404', { pending: { step: 'activation', ok: false } }),
      { kind: 'allow' },
    ],
    ['code 500 on /404 stays there', at('/404', { pending: activation('500') }), { kind: 'allow' }],
    // 6. chunk errors
    [
      'chunk error reloads once',
      at('/order/list', {
        navigationError: {
          message: "SyntaxError: Unexpected token '<'",
          reloadedThisSession: false,
        },
      }),
      { kind: 'reloadOnce' },
    ],
    [
      'chunk error after the reload is only logged',
      at('/order/list', {
        navigationError: { message: 'Unexpected token <', reloadedThisSession: true },
      }),
      { kind: 'logError' },
    ],
    [
      'other navigation errors are logged',
      at('/order/list', {
        navigationError: { message: 'x is undefined', reloadedThisSession: false },
      }),
      { kind: 'logError' },
    ],
  ])('%s', (_name, situation, expected) => {
    expect(decideRoute(situation)).toEqual(expected);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    ["Uncaught SyntaxError: Unexpected token '<'", true],
    ['unexpected token', true],
    ['Loading chunk 12 failed.', true],
    ['Loading chunk vendors-main failed', true],
    ['Failed to fetch dynamically imported module: /assets/a.js', true],
    ['Unexpected end of input', false],
    ['Network Error', false],
    ['', false],
  ])('%j → %s', (text, expected) => {
    expect(isChunkLoadError(text)).toBe(expected);
  });
});

/** What the outside world answers when the guard asks for a step. */
interface World {
  readonly sessionIdFetch: boolean;
  readonly userInfo: boolean;
  readonly activation: GuardStepResult;
}

/** Plays the caller: performs each step and calls again, as the router hook will. */
function runGuard(start: GuardSituation, world: World): RouteDecision {
  let s = start;
  for (let i = 0; i < 10; i += 1) {
    const decision = decideRoute(s);
    switch (decision.kind) {
      case 'clearSessionCookie':
        s = { ...s, sessionId: undefined, sessionCookieCleared: true };
        break;
      case 'fetchSessionId':
        s = world.sessionIdFetch
          ? { ...s, sessionId: 'fresh', pending: undefined }
          : { ...s, pending: { step: 'sessionId', ok: false } };
        break;
      case 'fetchUserInfoThenGoIndex':
      case 'fetchUserInfoThenGenerateRoutes':
        s = { ...s, pending: { step: 'userInfo', ok: world.userInfo } };
        break;
      case 'generateRoutes':
        s = { ...s, routesBuilt: true, pending: undefined };
        break;
      case 'checkActivation':
        s = { ...s, pending: world.activation };
        break;
      default:
        return decision;
    }
  }
  throw new Error('the guard did not settle in 10 steps');
}

const okWorld: World = {
  sessionIdFetch: true,
  userInfo: true,
  activation: activation('200', '200'),
};

describe('decideRoute: whole navigations', () => {
  it.each<[string, GuardSituation, World, RouteDecision]>([
    [
      'main, fresh login, activated',
      at('/order/list', { sessionId: undefined }),
      okWorld,
      { kind: 'allow' },
    ],
    [
      'main, fresh login, not activated',
      at('/order/list', { sessionId: undefined }),
      { ...okWorld, activation: activation('200', '400') },
      redirect('/activation/activation'),
    ],
    [
      'main, register page with a token',
      at(REGISTER_PATH, { sessionCookieCleared: false }),
      okWorld,
      { kind: 'allow' },
    ],
    [
      'sub, first page after login',
      at('/order/list', { loginType: 'sub' }),
      okWorld,
      { kind: 'allow' },
    ],
    ['sub, root', at('/', { loginType: 'sub' }), okWorld, redirect(DEFAULT_ROUTE)],
    [
      'sub, first page after login, company not activated',
      at('/order/list', { loginType: 'sub' }),
      { ...okWorld, activation: activation('200', '201') },
      redirect('/activation/enterprise'),
    ],
    [
      'sub of an active company opening an activation screen',
      at('/activation/activation', { loginType: 'sub' }),
      okWorld,
      redirect(DEFAULT_ROUTE),
    ],
    [
      'session id cannot be fetched',
      at('/order/list', { sessionId: undefined }),
      { ...okWorld, sessionIdFetch: false },
      {
        kind: 'sessionIdFailed',
        message: { code: SHELL_MESSAGE.SESSION_ID_FETCH_FAILED },
        clearLoginData: true,
        reloadAfterMs: 2000,
      },
    ],
  ])('%s', (_name, start, world, expected) => {
    expect(runGuard(start, world)).toEqual(expected);
  });
});

// Arbitraries for the properties.
const pathArb = fc.oneof(
  fc.constantFrom(...PUBLIC_PATHS, '/', '/order/list', '/activation/activation', '/activation/tip'),
  fc.string().map((s) => `/${s}`),
  fc.string(),
);
const tokenArb = fc.option(fc.string({ minLength: 1 }), { nil: undefined });
const codeArb = fc.oneof(
  fc.integer({ min: 0, max: 999 }),
  fc.integer({ min: 0, max: 999 }).map(String),
);
const worldArb: fc.Arbitrary<World> = fc.record({
  sessionIdFetch: fc.boolean(),
  userInfo: fc.boolean(),
  activation: fc.oneof(
    fc.record({ step: fc.constant('activation' as const), ok: fc.constant(false as const) }),
    fc.tuple(codeArb, fc.option(codeArb, { nil: undefined })).map(([c, u]) => activation(c, u)),
  ),
});
const situationArb: fc.Arbitrary<GuardSituation> = fc
  .record({
    path: pathArb,
    token: tokenArb,
    sessionId: fc.option(fc.string({ minLength: 1 }), { nil: undefined }),
    loginType: fc.constantFrom('main' as const, 'sub' as const),
    userMarker: fc.option(fc.constantFrom('xx', 'yy', ''), { nil: undefined }),
    routesBuilt: fc.boolean(),
  })
  .map((s) => ({ ...s, isPublic: isPublicPath(s.path) }));

/** The situation of a main account whose activation check answered `pending`. */
const checkedMain = (s: GuardSituation, pending: GuardStepResult): GuardSituation => ({
  ...s,
  token: 't',
  sessionId: 'sid',
  loginType: 'main',
  sessionCookieCleared: true,
  pending,
});

describe('decideRoute: properties', () => {
  it('a public path always passes without a token', () => {
    fc.assert(
      fc.property(situationArb, fc.constantFrom(...PUBLIC_PATHS), worldArb, (s, path, world) => {
        const start = { ...s, path, isPublic: true, token: undefined };
        expect(runGuard(start, world)).toEqual({ kind: 'allow' });
      }),
    );
  });

  it('any other path never passes without a token and goes to /register', () => {
    fc.assert(
      fc.property(situationArb, fc.constantFrom(undefined, ''), worldArb, (s, token, world) => {
        fc.pre(!s.isPublic);
        expect(runGuard({ ...s, token }, world)).toEqual(redirect(REGISTER_PATH));
      }),
    );
  });

  it('maps each non-200 urlcode to its activation screen (or lets through when already there)', () => {
    fc.assert(
      fc.property(
        situationArb,
        fc.constantFrom('400', '201', '202', '203', '204'),
        fc.boolean(),
        (s, urlcode, asNumber) => {
          const pending = activation('200', asNumber ? Number(urlcode) : urlcode);
          const target = ACTIVATION_URLCODE_TARGETS[urlcode];
          const decision = decideRoute(checkedMain(s, pending));
          expect(decision).toEqual(s.path === target ? { kind: 'allow' } : redirect(target ?? ''));
        },
      ),
    );
  });

  it('urlcode 200 lets through, except from an activation screen to the activated dashboard', () => {
    fc.assert(
      fc.property(situationArb, fc.constantFrom('200', 200), (s, urlcode) => {
        const decision = decideRoute(checkedMain(s, activation('200', urlcode)));
        const onActivationScreen = Object.values(ACTIVATION_PATHS).some((p) => p === s.path);
        expect(decision).toEqual(onActivationScreen ? redirect(DEFAULT_ROUTE) : { kind: 'allow' });
      }),
    );
  });

  it('activation code 401 always logs out to the login page', () => {
    fc.assert(
      fc.property(
        situationArb,
        fc.option(codeArb, { nil: undefined }),
        fc.boolean(),
        (s, urlcode, n) => {
          const pending = activation(n ? 401 : '401', urlcode);
          expect(decideRoute(checkedMain(s, pending))).toEqual(LOGOUT);
        },
      ),
    );
  });

  it('any other activation code, or a failed check, goes to /404 (or stays there)', () => {
    const otherCode = codeArb.filter((c) => !['200', '401'].includes(String(c)));
    fc.assert(
      fc.property(
        situationArb,
        fc.option(otherCode, { nil: undefined }),
        fc.option(codeArb, { nil: undefined }),
        (s, code, urlcode) => {
          const pending: GuardStepResult =
            code === undefined ? { step: 'activation', ok: false } : activation(code, urlcode);
          const expected = s.path === NOT_FOUND_PATH ? { kind: 'allow' } : NOT_FOUND;
          expect(decideRoute(checkedMain(s, pending))).toEqual(expected);
        },
      ),
    );
  });

  it('a sub-account with its routes is sent where the company check sends its main account', () => {
    fc.assert(
      fc.property(situationArb, worldArb, (s, world) => {
        fc.pre(s.path !== '/' && s.path !== LOGIN_PATH);
        const pending = world.activation;
        const asSub = { ...checkedMain(s, pending), loginType: 'sub' as const, userMarker: 'yy' };
        expect(decideRoute({ ...asSub, routesBuilt: true })).toEqual(
          decideRoute(checkedMain(s, pending)),
        );
      }),
    );
  });

  it("a sub-account marked 'xx' is always logged out to the login page", () => {
    fc.assert(
      fc.property(situationArb, worldArb, (s, world) => {
        const start = {
          ...s,
          token: 't',
          sessionId: 'sid',
          loginType: 'sub' as const,
          userMarker: 'xx',
          sessionCookieCleared: true,
        };
        expect(runGuard(start, world)).toEqual(LOGOUT);
      }),
    );
  });

  it('never redirects to the path the user is already on, and always settles', () => {
    fc.assert(
      fc.property(situationArb, worldArb, (s, world) => {
        const decision = runGuard(s, world);
        if (decision.kind === 'redirect' || decision.kind === 'notFound') {
          expect(decision.to).not.toBe(s.path);
        }
      }),
    );
  });

  it('reloads for a chunk error only when not reloaded yet in this session', () => {
    fc.assert(
      fc.property(situationArb, fc.string(), fc.boolean(), (s, text, reloaded) => {
        const message = `${text}Unexpected token${text}`;
        const decision = decideRoute({
          ...s,
          navigationError: { message, reloadedThisSession: reloaded },
        });
        expect(decision).toEqual({ kind: reloaded ? 'logError' : 'reloadOnce' });
      }),
    );
  });
});
