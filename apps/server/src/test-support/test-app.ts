import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ResponseEnvelope } from '@portal/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import type { ServerConfig } from '../config';
import { loadConfig } from '../config';
import { LOGIN_THROTTLE_DEFAULTS } from '../security/login-throttle';
import { migrateToLatest } from '../db/migrate';
import { DEMO_LOGINS, seedDemoData, seedReferenceData } from '../db/seed';
import { isolatedDatabase } from './isolated-database';
import { expectAnswerMatches } from './response-schema';

export const TEST_OPERATOR_KEY = 'test-operator-key-not-a-secret';
export const TEST_SECRETS_KEY = 'test-secrets-key-not-a-secret';

/** A clock the test moves by hand, so expiry is tested without waiting. */
export class TestClock {
  private current: number;
  constructor(start = '2026-11-21T08:00:00.000Z') {
    this.current = Date.parse(start);
  }
  readonly now = () => new Date(this.current);
  advance(ms: number): void {
    this.current += ms;
  }
}

export type Headers = Record<string, string>;
export type Form = Record<string, string | number>;

export interface Reply<T = unknown> {
  readonly status: number;
  readonly body: ResponseEnvelope<T>;
  readonly headers: LightMyRequestResponse['headers'];
}

const toForm = (form: Form) =>
  new URLSearchParams(
    Object.entries(form).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

/** The server on a fresh database with the demo merchant, spoken to over HTTP (inject). */
export async function startTestApp(overrides: Partial<ServerConfig> = {}): Promise<TestApp> {
  const database = await isolatedDatabase();
  const { db } = database.handle;
  const clock = new TestClock();
  await migrateToLatest(db);
  await seedReferenceData(db);
  const demo = await seedDemoData(db, clock.now());
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-server-test-'));
  const base = loadConfig({});
  const config: ServerConfig = {
    ...base,
    dataDir,
    webDist: join(dataDir, 'no-web-build'),
    operatorKey: TEST_OPERATOR_KEY,
    secretsKey: TEST_SECRETS_KEY,
    // deliveries go to receivers on 127.0.0.1; tests run the pass themselves
    webhooks: { intervalMs: 0, timeoutMs: 5_000, allowPrivate: true },
    rateLimits: {
      login: { max: 1000, windowMs: 60_000 },
      registrationAccount: { max: 1000, windowMs: 60_000 },
      registration: { max: 1000, windowMs: 60_000 },
      upload: { max: 1000, windowMs: 60_000 },
    },
    // tests that are not about the throttle may fail a login now and then without waiting
    loginThrottle: {
      ...LOGIN_THROTTLE_DEFAULTS,
      perClient: { ...LOGIN_THROTTLE_DEFAULTS.perClient, freeFailures: 1000 },
      perAccount: { ...LOGIN_THROTTLE_DEFAULTS.perAccount, freeFailures: 1000 },
    },
    ...overrides,
  };
  const app = await buildApp({ config, db, now: clock.now, logger: false });
  await app.ready();
  return new TestApp(app, db, clock, demo.customerId, config, async () => {
    await app.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
}

export class TestApp {
  constructor(
    readonly app: FastifyInstance,
    readonly db: Awaited<ReturnType<typeof isolatedDatabase>>['handle']['db'],
    readonly clock: TestClock,
    readonly demoCustomerId: number,
    readonly config: ServerConfig,
    readonly close: () => Promise<void>,
  ) {}

  private async send<T>(
    method: 'GET' | 'POST',
    path: string,
    form: Form,
    headers: Headers,
    asQuery: boolean,
  ): Promise<Reply<T>> {
    const query = toForm(form);
    const response = await this.app.inject({
      method,
      url: asQuery && query !== '' ? `${path}?${query}` : path,
      headers: asQuery
        ? headers
        : { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      ...(asQuery ? {} : { payload: query }),
    });
    const body: ResponseEnvelope<T> = response.json();
    // Every success answer of every endpoint test is checked against the contract's schema.
    expectAnswerMatches(method, path, body);
    return { status: response.statusCode, body, headers: response.headers };
  }

  get<T = unknown>(path: string, query: Form = {}, headers: Headers = {}) {
    return this.send<T>('GET', path, query, headers, true);
  }

  post<T = unknown>(path: string, form: Form = {}, headers: Headers = {}) {
    return this.send<T>('POST', path, form, headers, false);
  }

  /** A POST whose fields travel in the query string, as the spec sends some calls. */
  postQuery<T = unknown>(path: string, query: Form = {}, headers: Headers = {}) {
    return this.send<T>('POST', path, query, headers, true);
  }

  ops<T = unknown>(method: 'GET' | 'POST', path: string, form: Form = {}) {
    return this.send<T>(
      method,
      path,
      form,
      { 'x-operator-key': TEST_OPERATOR_KEY },
      method === 'GET',
    );
  }

  /** Logs in and returns the token header for further calls. */
  async login(
    username: string = DEMO_LOGINS.main.username,
    password: string = DEMO_LOGINS.main.password,
  ) {
    const reply = await this.post<{ token: string }>('/api/login/login', { username, password });
    if (reply.body.code !== '200') throw new Error(`login failed: ${JSON.stringify(reply.body)}`);
    return { token: reply.body.data.token };
  }

  async loginSub() {
    const reply = await this.post<{ token: string }>('/api/login/loginson', {
      ...DEMO_LOGINS.sub,
      customer_id: this.demoCustomerId,
    });
    if (reply.body.code !== '200')
      throw new Error(`sub login failed: ${JSON.stringify(reply.body)}`);
    return { token: reply.body.data.token };
  }

  /** A second merchant, registered through the API, for wrong-tenant tests. */
  async registerMerchant(username: string, password = 'Secret123') {
    const captcha = await this.newCaptcha();
    const reply = await this.post<{ customer_id: number }>('/api/register/register', {
      username,
      name: `${username} Ltd`,
      email: `${username}@example.com`,
      password,
      password_confirmation: password,
      agreement: '1',
      captcha_key: captcha.key,
      captcha: captcha.answer,
    });
    if (reply.body.code !== '200')
      throw new Error(`register failed: ${JSON.stringify(reply.body)}`);
    return { customerId: reply.body.data.customer_id, ...(await this.login(username, password)) };
  }

  /**
   * A captcha and its answer: the image is outlines no script reads, so the answer comes from the
   * operator API (`captcha-answer`, operator key only), as the end-to-end tests get it too.
   */
  async newCaptcha(): Promise<{ key: string; answer: string }> {
    const reply = await this.post<{ captcha_key: string; image: string }>('/api/register/captcha');
    const key = reply.body.data.captcha_key;
    const answer = await this.ops<{ answer: string }>('GET', '/merchant/api-ops/captcha-answer', {
      captcha_key: key,
    });
    if (answer.body.code !== '200')
      throw new Error(`no captcha answer: ${JSON.stringify(answer.body)}`);
    return { key, answer: answer.body.data.answer };
  }
}
