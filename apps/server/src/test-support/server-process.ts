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

// The real server as a child process, for the tests that kill it (durability of sessions, the
// billing job, webhook deliveries): one copy of the port probe, the scratch database and the
// start-and-wait, which those tests each carried before.

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

/** A data directory, and a throwaway PostgreSQL database when DATABASE_URL is set. */
export interface ScratchDatabase {
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  /** The database while no server holds it (PGlite's directory takes one process at a time). */
  withDatabase<T>(work: (handle: DatabaseHandle) => Promise<T>): Promise<T>;
  drop(): Promise<void>;
}

export async function scratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const adminUrl = process.env['DATABASE_URL'];
  let databaseUrl: string | undefined;
  let dropDatabase = async () => undefined as void;
  if (adminUrl) {
    const name = `${prefix.replace(/\W/g, '_')}_${randomBytes(6).toString('hex')}`;
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
  }
  return {
    dataDir,
    databaseUrl,
    async withDatabase(work) {
      const handle = databaseUrl ? connectPostgres(databaseUrl, 2) : await connectPglite(dataDir);
      try {
        return await work(handle);
      } finally {
        await handle.db.destroy();
      }
    },
    async drop() {
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface RunningServer {
  readonly child: ChildProcess;
  readonly base: string;
}

/**
 * Starts src/main.ts on the scratch database with `env` added and waits until it listens. Node
 * itself runs the server (tsx as a loader, not its CLI, which would put a second process between
 * the test and the server and take the SIGKILL in its place).
 */
export async function startServerProcess(
  scratch: ScratchDatabase,
  env: NodeJS.ProcessEnv,
  startTimeoutMs = 240_000,
): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      PATH: process.env['PATH'],
      HOME: process.env['HOME'],
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: scratch.dataDir,
      LOG_LEVEL: 'warn',
      ...(scratch.databaseUrl ? { DATABASE_URL: scratch.databaseUrl } : {}),
      ...env,
    },
    stdio: 'pipe',
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL'); // never leave a server behind
      reject(new Error(`no start within ${startTimeoutMs / 1000} s:\n${output}`));
    }, startTimeoutMs);
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

/** Sends a signal and waits for the process to end (at once when it already has). */
export const stopped = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
