#!/usr/bin/env node
// A throwaway PostgreSQL for running the server's tests and benchmarks against a real database.
//   node scripts/postgres.mjs start   installs PostgreSQL if needed (root only), creates a cluster
//                                     in a fresh temp dir on 127.0.0.1 and a free port, and prints
//                                     exactly one line: DATABASE_URL=postgres://...
//   node scripts/postgres.mjs stop    stops it and removes the temp dir.
// No dependencies: Node built-ins and the PostgreSQL binaries only. All chatter goes to stderr.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const STATE_FILE = join(tmpdir(), 'portal-postgres.json');
const USER = 'portal';
const DATABASE = 'portal';
const isRoot = process.getuid?.() === 0;

const log = (text) => process.stderr.write(`postgres.mjs: ${text}\n`);
const fail = (text) => {
  log(text);
  process.exit(1);
};

function findBinDir() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter(
      (v) =>
        existsSync(join(root, v, 'bin', 'pg_ctl')) && existsSync(join(root, v, 'bin', 'initdb')),
    )
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(root, versions[0], 'bin');
}

function ensureInstalled() {
  const found = findBinDir();
  if (found) return found;
  if (!isRoot)
    fail(
      'PostgreSQL is not installed (no pg_ctl/initdb under /usr/lib/postgresql/*/bin); run as root or install the "postgresql" package.',
    );
  log('installing PostgreSQL with apt-get (takes about a minute)...');
  for (const args of [['update'], ['install', '-y', 'postgresql']]) {
    const result = spawnSync('apt-get', args, {
      stdio: ['ignore', 2, 2],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) fail(`apt-get ${args.join(' ')} failed`);
  }
  return findBinDir() ?? fail('PostgreSQL installed but pg_ctl/initdb still not found');
}

/** PostgreSQL refuses to run as root: as root, every server command runs as the postgres user. */
function run(bin, command, args, env = {}) {
  const file = join(bin, command);
  const [exe, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  const result = spawnSync(exe, argv, { stdio: ['ignore', 2, 2], env: { ...process.env, ...env } });
  if (result.status !== 0) fail(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const readState = () =>
  existsSync(STATE_FILE) ? JSON.parse(readFileSync(STATE_FILE, 'utf8')) : undefined;
const urlOf = (state) => `postgres://${USER}:${state.password}@127.0.0.1:${state.port}/${DATABASE}`;

async function start() {
  const existing = readState();
  if (existing && existsSync(join(existing.dir, 'data', 'postmaster.pid'))) {
    log(`already running on port ${existing.port}`);
    process.stdout.write(`DATABASE_URL=${urlOf(existing)}\n`);
    return;
  }
  const bin = ensureInstalled();
  const dir = mkdtempSync(join(tmpdir(), 'portal-postgres-'));
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const password = randomBytes(18).toString('base64url');
  const pwfile = join(dir, 'pwfile');
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (isRoot)
    chownSync(
      pwfile,
      ...['-u', '-g'].map((f) => Number(execFileSync('id', [f, 'postgres']).toString().trim())),
    );
  const data = join(dir, 'data');
  run(bin, 'initdb', [
    '-D',
    data,
    '-U',
    USER,
    `--pwfile=${pwfile}`,
    '--auth=scram-sha-256',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  rmSync(pwfile);
  const port = await freePort();
  const state = { dir, port, password, bin };
  writeFileSync(STATE_FILE, JSON.stringify(state), { mode: 0o600 });
  run(bin, 'pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    'start',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`,
  ]);
  run(bin, 'createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', USER, DATABASE], {
    PGPASSWORD: password,
  });
  log(`started in ${dir} on 127.0.0.1:${port}`);
  process.stdout.write(`DATABASE_URL=${urlOf(state)}\n`);
}

function stop() {
  const state = readState();
  if (!state) return log('nothing to stop');
  if (existsSync(join(state.dir, 'data', 'postmaster.pid')))
    run(state.bin, 'pg_ctl', ['-D', join(state.dir, 'data'), '-m', 'fast', '-w', 'stop']);
  rmSync(state.dir, { recursive: true, force: true });
  rmSync(STATE_FILE, { force: true });
  log('stopped and removed');
}

const command = process.argv[2];
if (command === 'start') await start();
else if (command === 'stop') stop();
else fail('usage: node scripts/postgres.mjs start|stop');
