import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, TINY_PNG } from './test-support/multipart';

// Issue 17, "kept in the suite": two server processes behind one PostgreSQL, as behind a load
// balancer. A session made on one works on the other, a picture uploaded through one is served by
// the other (the database file store, ADR 0042), and the per-client rate limit and the login
// throttle count across both. Each instance has its own data folder, so nothing is shared but the
// database. Skipped when PostgreSQL is not running (no DATABASE_URL), like the other PG tests.
const adminUrl = process.env['DATABASE_URL'];
const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const LOGIN_LIMIT = 12;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

interface Instance {
  readonly child: ChildProcess;
  readonly base: string;
  readonly dataDir: string;
}

async function startInstance(databaseUrl: string): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-two-instances-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      PATH: process.env['PATH'],
      HOME: process.env['HOME'],
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      OPERATOR_KEY: 'two-instances-test-operator-key',
      RATE_LIMIT_LOGIN_MAX: String(LOGIN_LIMIT),
      BILLING_INTERVAL_MS: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: 'pipe',
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 120 s:\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  return { child, base: `http://127.0.0.1:${port}`, dataDir };
}

const stopped = (instance: Instance) =>
  new Promise<void>((resolve) => {
    rmSync(instance.dataDir, { recursive: true, force: true });
    const { child } = instance;
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

interface Envelope<T = unknown> {
  readonly code: string;
  readonly msg: string | string[];
  readonly data: T;
}

async function post<T = unknown>(
  instance: Instance,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(`${instance.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

async function get<T = unknown>(instance: Instance, path: string, token: string) {
  const response = await fetch(`${instance.base}${path}`, { headers: { token } });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

let a: Instance;
let b: Instance;
let dropDatabase: () => Promise<void> = async () => undefined;

describe.skipIf(!adminUrl)('two instances on one PostgreSQL', () => {
  beforeAll(async () => {
    const name = `portal_two_instances_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(adminUrl ?? '');
    target.pathname = `/${name}`;
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
    // one after the other, as a rolling start does: the first applies the migrations
    a = await startInstance(target.toString());
    b = await startInstance(target.toString());
  }, 300_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map(stopped));
    await dropDatabase();
  }, 60_000);

  it('takes a session made on one instance on the other', async () => {
    const login = await post<{ token: string }>(a, '/api/login/login', {
      username: 'demo',
      password: 'Demo1234',
    });
    expect(login.body.code).toBe('200');
    const { token } = login.body.data;
    const info = await get<{ userInfo: { username: string } }>(
      b,
      '/merchant/api-account/user-info',
      token,
    );
    expect(info.body.code).toBe('200');
    expect(info.body.data.userInfo.username).toBe('demo');
    // and a logout on the other ends it on the first
    expect((await post(b, '/api/login/loginout', {}, { token })).body.code).toBe('200');
    expect((await get(a, '/merchant/api-account/user-info', token)).body.code).toBe('401');
  }, 60_000);

  it('serves a picture uploaded through one instance from the other', async () => {
    const login = await post<{ token: string }>(b, '/api/login/login', {
      username: 'demo',
      password: 'Demo1234',
    });
    const { token } = login.body.data;
    const body = multipartBody(TINY_PNG, 'photo.png', 'image/png');
    const uploaded = await fetch(`${a.base}/api/customer/uploadPicture`, {
      method: 'POST',
      headers: { ...body.headers, token },
      body: body.payload,
    });
    const answer = (await uploaded.json()) as Envelope<{ url: string }>;
    expect(answer.code).toBe('200');
    const served = await fetch(`${b.base}${answer.data.url}`, { headers: { token } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(TINY_PNG)).toBe(true);
    // an id nobody uploaded is the 404 envelope on either
    const unknown = await fetch(`${b.base}/merchant/api-customer/picture?id=${'0'.repeat(32)}`, {
      headers: { token },
    });
    expect(((await unknown.json()) as Envelope).code).toBe('404');
  }, 60_000);

  it('counts the per-client rate limit across both instances', async () => {
    const codes: string[] = [];
    for (let i = 0; i <= LOGIN_LIMIT; i += 1) {
      const reply = await post(i % 2 ? b : a, '/api/login/loginson', {
        username: `nobody${i}`,
        password: 'Wrong1234',
        customer_id: '1',
      });
      codes.push(reply.body.code);
    }
    // each instance saw only half the calls: only a shared count reaches the limit
    expect(codes.slice(0, LOGIN_LIMIT).every((code) => code !== '429')).toBe(true);
    expect(codes[LOGIN_LIMIT]).toBe('429');
  }, 120_000);

  it('makes a guesser wait on one instance for failures made on the other', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 8 && !codes.includes('429'); i += 1) {
      const reply = await post(i % 2 ? b : a, '/api/login/login', {
        username: 'demo',
        password: 'Wrong1234',
      });
      codes.push(reply.body.code);
    }
    // three free failures, the fourth sets a wait the next attempt meets, whichever instance
    expect(codes.slice(0, 4)).toEqual(['401', '401', '401', '401']);
    expect(codes).toContain('429');
    expect(codes.length).toBeLessThanOrEqual(6);
  }, 120_000);
});
