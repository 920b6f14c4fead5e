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

// The server as a merchant's requests meet it, killed with SIGKILL at moments the test does not
// choose by the answers it sees: every write that was acknowledged before the kill must be there
// after the restart. On PGlite (the data directory) and, when DATABASE_URL is set, on PostgreSQL.
const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const KILL_AFTER_MS = [350, 900, 1600];

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-durability-'));
  const adminUrl = process.env['DATABASE_URL'];
  if (!adminUrl) return;
  const name = `portal_durability_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  databaseUrl = target.toString();
  dropDatabase = async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
});

afterAll(async () => {
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

interface RunningServer {
  readonly child: ChildProcess;
  readonly base: string;
}

async function startServer(): Promise<RunningServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env['PATH'],
    HOME: process.env['HOME'],
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    OPERATOR_KEY: 'durability-test-operator-key',
    RATE_LIMIT_LOGIN_MAX: '1000000',
    RATE_LIMIT_ACCOUNT_MAX: '1000000',
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  // node itself runs the server (tsx as a loader, not its CLI, which would put a second process
  // between the test and the server and take the SIGKILL in its place)
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env,
    stdio: 'pipe',
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 90 s:\n${output}`)), 90_000);
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
  return { child, base: `http://127.0.0.1:${port}` };
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** Logs in over and over (each login writes a session) until the server stops answering. */
async function loginUntilKilled(base: string, acknowledged: string[]): Promise<void> {
  for (;;) {
    try {
      const response = await fetch(
        `${base}/api/login/login`,
        form({ username: 'demo', password: 'Demo1234' }),
      );
      const body = (await response.json()) as { code: string; data: { token?: string } };
      if (body.code === '200' && body.data.token) acknowledged.push(body.data.token);
    } catch {
      return; // the socket died with the server: whatever was not answered was never acknowledged
    }
  }
}

describe('acknowledged writes survive kill -9', () => {
  it(`keeps every acknowledged login session over ${KILL_AFTER_MS.length} kills`, async () => {
    const acknowledged: string[] = [];
    for (const delay of KILL_AFTER_MS) {
      const server = await startServer();
      const writers = Array.from({ length: 3 }, () => loginUntilKilled(server.base, acknowledged));
      await new Promise((resolve) => setTimeout(resolve, delay));
      await killed(server.child);
      await Promise.all(writers);
    }
    expect(acknowledged.length).toBeGreaterThan(0);
    const server = await startServer();
    try {
      const lost: string[] = [];
      for (const token of acknowledged) {
        const response = await fetch(`${server.base}/merchant/api-account/is-active`, {
          ...form({}),
          headers: { ...form({}).headers, token },
        });
        const body = (await response.json()) as { code: string };
        if (body.code !== '200') lost.push(token);
      }
      expect(lost).toEqual([]);
    } finally {
      await killed(server.child);
    }
  }, 400_000);
});
