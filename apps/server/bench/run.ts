// `npm run bench` in apps/server: the merchant API against a bare Fastify route, in one run on
// this machine, over 127.0.0.1 only, a fixed number of requests each, then it stops by itself.
// Figures go to bench/results/server.json and server.md at the repository root.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connectPglite } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { DEMO_LOGINS, seedDemoData, seedReferenceData } from '../src/db/seed';

const CONNECTIONS = 10;
const form = { 'content-type': 'application/x-www-form-urlencoded' };

interface Case {
  readonly name: string;
  readonly path: string;
  readonly method: 'GET' | 'POST';
  readonly amount: number;
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

async function measure(base: string, c: Case) {
  const result = await autocannon({
    url: `${base}${c.path}`,
    method: c.method,
    connections: CONNECTIONS,
    amount: c.amount,
    timeout: 30,
    ...(c.headers ? { headers: c.headers } : {}),
    ...(c.body ? { body: c.body } : {}),
  });
  if (result.errors > 0 || result.non2xx > 0)
    throw new Error(`${c.name}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  return {
    name: c.name,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
  };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const handle = await connectPglite(dataDir);
  await migrateToLatest(handle.db);
  await seedReferenceData(handle.db);
  await seedDemoData(handle.db, new Date());
  const limitless = { max: 1_000_000_000, windowMs: 60_000 };
  const config = {
    ...loadConfig({}),
    dataDir,
    webDist: join(dataDir, 'no-web'),
    // The limits stay in the request path (one counter upsert per call); only their ceilings go.
    rateLimits: {
      login: limitless,
      registrationAccount: limitless,
      registration: limitless,
      upload: limitless,
    },
  };
  const app = await buildApp({ config, db: handle.db, logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });

  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({
    code: '200',
    ask: true,
    msg: 'Success',
    alert: '',
    data: null,
  }));
  const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });

  const login = await fetch(`${base}/api/login/login`, {
    method: 'POST',
    headers: form,
    body: new URLSearchParams(DEMO_LOGINS.main).toString(),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;

  const cases: readonly [string, Case][] = [
    [bareBase, { name: 'bare Fastify route', path: '/bare', method: 'GET', amount: 20_000 }],
    [
      base,
      {
        name: 'POST /api/login/login (scrypt)',
        path: '/api/login/login',
        method: 'POST',
        amount: 400,
        headers: form,
        body: new URLSearchParams(DEMO_LOGINS.main).toString(),
      },
    ],
    [
      base,
      {
        name: 'GET /merchant/api-account/get-sessionid',
        path: `/merchant/api-account/get-sessionid?token=${token}`,
        method: 'GET',
        amount: 5_000,
      },
    ],
    [
      base,
      {
        name: 'GET /merchant/api-account/user-info',
        path: '/merchant/api-account/user-info',
        method: 'GET',
        amount: 5_000,
        headers: { token },
      },
    ],
  ];
  const rows = [];
  for (const [url, c] of cases) {
    process.stderr.write(`bench: ${c.name} (${c.amount} requests)...\n`);
    rows.push(await measure(url, c));
  }
  await app.close();
  await bare.close();
  await handle.db.destroy();
  rmSync(dataDir, { recursive: true, force: true });

  const bareRate = rows[0]?.requestsPerSecond ?? 1;
  const results = rows.map((r) => ({
    ...r,
    ratioToBare: Number((r.requestsPerSecond / bareRate).toFixed(3)),
  }));
  const report = {
    benchmark: 'merchant API vs a bare Fastify route, autocannon over 127.0.0.1',
    date: new Date().toISOString(),
    node: process.version,
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    database: 'PGlite on disk (the embedded default), rate-limit counters in the database',
    connections: CONNECTIONS,
    results,
  };
  const root = fileURLToPath(new URL('../../../bench/results/', import.meta.url));
  writeFileSync(join(root, 'server.json'), `${JSON.stringify(report, null, 2)}\n`);
  const table = [
    '| call | requests | req/s | p50 ms | p99 ms | ratio to bare |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.requests} | ${r.requestsPerSecond} | ${r.latencyMs.p50} | ${r.latencyMs.p99} | ${r.ratioToBare} |`,
    ),
  ];
  const md = [
    '# Server benchmark',
    '',
    `${report.benchmark}; ${report.date}; Node ${report.node}; ${report.cores} × ${report.cpu};`,
    `${report.database}; ${CONNECTIONS} connections; a fixed number of requests per call.`,
    '',
    ...table,
    '',
    'Login is bound by scrypt (N=2^14, about 16 MB and tens of milliseconds of CPU per hash) by',
    'design. get-sessionid and user-info each look the session up in the database; user-info also',
    'reads the merchant and its warehouses. PGlite runs queries on one connection in this process,',
    'so these figures are for one embedded instance; PostgreSQL with several instances scales out.',
    '',
  ].join('\n');
  writeFileSync(join(root, 'server.md'), md);
  process.stdout.write(`${md}\n`);
}

await main();
