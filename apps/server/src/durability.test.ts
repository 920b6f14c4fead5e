import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScratchDatabase } from './test-support/server-process';
import { scratchDatabase, startServerProcess, stopped } from './test-support/server-process';

// The server as a merchant's requests meet it, killed with SIGKILL at moments the test does not
// choose by the answers it sees: every write that was acknowledged before the kill must be there
// after the restart. On PGlite (the data directory) and, when DATABASE_URL is set, on PostgreSQL.
const KILL_AFTER_MS = [350, 900, 1600];

let scratch: ScratchDatabase;
beforeAll(async () => {
  scratch = await scratchDatabase('portal-durability');
});
afterAll(async () => {
  await scratch?.drop();
});

const startServer = () =>
  startServerProcess(
    scratch,
    {
      OPERATOR_KEY: 'durability-test-operator-key',
      RATE_LIMIT_LOGIN_MAX: '1000000',
      RATE_LIMIT_ACCOUNT_MAX: '1000000',
    },
    90_000,
  );

const killed = (child: Parameters<typeof stopped>[0]) => stopped(child, 'SIGKILL');

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
