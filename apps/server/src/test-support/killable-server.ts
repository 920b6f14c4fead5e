import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { DatabaseHandle } from '../db/connect';
import { connectPglite, connectPostgres } from '../db/connect';

// A real server process on a scratch database, to be killed with SIGKILL by the durability tests
// (durability.test.ts, billing-durability.test.ts, order-upload-durability.test.ts): on PGlite
// (a data directory) and, when DATABASE_URL is set, on a throwaway PostgreSQL database.

/** apps/server: where `src/main.ts` runs from. */
const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** The database the killed servers share: a data directory, and a PostgreSQL one when asked. */
export interface ScratchDatabase {
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  /** Drops the PostgreSQL database and removes the data directory. */
  readonly remove: () => Promise<void>;
}

export async function scratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), `portal-${prefix}-`));
  const adminUrl = process.env['DATABASE_URL'];
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (!adminUrl) return { dataDir, databaseUrl: undefined, remove: async () => removeDir() };
  const name = `portal_${prefix.replace(/\W/g, '_')}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: target.toString(),
    remove: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
      removeDir();
    },
  };
}

/** The database while no server holds it (PGlite's directory takes one process at a time). */
export async function withDatabase<T>(
  scratch: ScratchDatabase,
  work: (handle: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const handle = scratch.databaseUrl
    ? connectPostgres(scratch.databaseUrl, 2)
    : await connectPglite(scratch.dataDir);
  try {
    return await work(handle);
  } finally {
    await handle.db.destroy();
  }
}

export interface RunningServer {
  readonly child: ChildProcess;
  readonly base: string;
}

/** `src/main.ts` on the scratch database, once it says it listens; `env` adds settings. */
export async function startServer(
  scratch: ScratchDatabase,
  env: Readonly<Record<string, string>> = {},
  startWithinMs = 240_000,
): Promise<RunningServer> {
  const port = await freePort();
  const environment: NodeJS.ProcessEnv = {
    PATH: process.env['PATH'],
    HOME: process.env['HOME'],
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: scratch.dataDir,
    LOG_LEVEL: 'warn',
    ...(scratch.databaseUrl ? { DATABASE_URL: scratch.databaseUrl } : {}),
    ...env,
  };
  // node itself runs the server (tsx as a loader, not its CLI, which would put a second process
  // between the test and the server and take the SIGKILL in its place)
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: environment,
    stdio: 'pipe',
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL'); // never leave a server behind
      reject(new Error(`no start within ${startWithinMs / 1000} s:\n${output}`));
    }, startWithinMs);
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

/** Stops the server with the signal (SIGKILL by default) and waits for it to be gone. */
export const stopped = (child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL') =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
