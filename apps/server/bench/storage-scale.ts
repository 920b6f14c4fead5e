// `npm run bench:storage` in apps/server: the storage lists at scale. One merchant with 100,000
// products and 1,000,000 inventory log rows in an on-disk PGlite (seeded set-based with
// generate_series), then the first page of the product list and of the inventory log through the
// real HTTP endpoints, one request at a time. Figures go to bench/results/storage-scale.{json,md}.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connectPglite } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { DEMO_LOGINS, seedDemoData, seedReferenceData } from '../src/db/seed';

const PRODUCTS = 100_000;
const LOG_ROWS = 1_000_000;
const REQUESTS = 200;
const WARM_UP = 20;
const BUDGET_P95_MS = 50;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-storage-'));
  const handle = await connectPglite(dataDir);
  const { db } = handle;
  await migrateToLatest(db);
  await seedReferenceData(db);
  const { customerId } = await seedDemoData(db, new Date());
  const warehouse = await db
    .selectFrom('customer_warehouses')
    .select('warehouse_id')
    .where('customer_id', '=', customerId)
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  const started = performance.now();
  process.stderr.write(`bench: seeding ${PRODUCTS} products...\n`);
  await sql`
    insert into products (customer_id, sku, name, cn_name, status, price_cents, declared_cents,
      weight_centikg, length_mm10, width_mm10, height_mm10, customs_description, hs_code, origin,
      product_type, barcode_type, brand_type, created_at, updated_at)
    select ${customerId}, 'SKU-' || g, 'Product ' || g, '产品' || g,
      (array['draft','pending_approval','rejected','active','inactive'])[1 + g % 5],
      1250, 1250, 45, 1000, 1000, 1250, 'Ceramic mug', '69120000', 'China',
      'needs_box', 'generated', 'none', now() - (g || ' seconds')::interval, now()
    from generate_series(1, ${PRODUCTS}) as g`.execute(db);
  const first = await db
    .selectFrom('products')
    .select((eb) => eb.fn.min('id').as('id'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  const firstId = Number(first.id);
  process.stderr.write(`bench: seeding ${LOG_ROWS} inventory log rows...\n`);
  await sql`
    insert into inventory_log (customer_id, product_id, warehouse_id, cause, reference,
      on_hand_delta, reserved_delta, in_transit_delta, unqualified_delta, operator, created_at)
    select ${customerId}, ${firstId} + g % ${PRODUCTS}, ${warehouse.warehouse_id}, 'asn_received',
      'ASN' || lpad((g / 10)::text, 8, '0'), 1, 0, -1, 0, 'operator',
      now() - (g || ' seconds')::interval
    from generate_series(1, ${LOG_ROWS}) as g`.execute(db);
  // The counts moveStock keeps in its transaction, set the same way for the seeded rows.
  await sql`
    insert into inventory_log_counts (customer_id, warehouse_id, n)
    select customer_id, warehouse_id, count(*) from inventory_log group by 1, 2
    on conflict (customer_id, warehouse_id) do update set n = excluded.n`.execute(db);
  await sql`vacuum analyze`.execute(db);
  const seedSeconds = (performance.now() - started) / 1000;

  const config = { ...loadConfig({}), dataDir, webDist: join(dataDir, 'no-web') };
  const app = await buildApp({ config, db, logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${base}/api/login/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(DEMO_LOGINS.main).toString(),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;

  const cases = [
    {
      name: 'GET /merchant/api-product/list (first page, all statuses)',
      path: '/merchant/api-product/list?page=1&page_size=20',
    },
    {
      name: 'GET /merchant/api-product/list (first page, status=active)',
      path: '/merchant/api-product/list?page=1&page_size=20&status=active',
    },
    {
      name: 'GET /merchant/api-inventory/log (first page)',
      path: '/merchant/api-inventory/log?page=1&page_size=20',
    },
  ];
  const results = [];
  for (const c of cases) {
    process.stderr.write(`bench: ${c.name} (${REQUESTS} requests)...\n`);
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < WARM_UP + REQUESTS; i += 1) {
      const t0 = performance.now();
      const response = await fetch(`${base}${c.path}`, { headers: { token } });
      const body = (await response.json()) as {
        code: string;
        data: { total: number; list: unknown[] };
      };
      const elapsed = performance.now() - t0;
      if (body.code !== '200' || body.data.list.length !== 20)
        throw new Error(`${c.name}: ${JSON.stringify(body).slice(0, 200)}`);
      total = body.data.total;
      if (i >= WARM_UP) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    const p50 = Number(percentile(times, 50).toFixed(2));
    const p95 = Number(percentile(times, 95).toFixed(2));
    results.push({
      name: c.name,
      requests: REQUESTS,
      total,
      latencyMs: { p50, p95 },
      withinBudget: p95 <= BUDGET_P95_MS,
    });
  }
  await app.close();
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });

  const report = {
    benchmark: 'storage lists at scale: first pages over real HTTP, one request at a time',
    date: new Date().toISOString(),
    node: process.version,
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    database: 'PGlite on disk (the embedded default)',
    rows: { products: PRODUCTS, inventoryLog: LOG_ROWS },
    seedSeconds: Number(seedSeconds.toFixed(1)),
    warmUpRequests: WARM_UP,
    budgetP95Ms: BUDGET_P95_MS,
    results,
  };
  const root = fileURLToPath(new URL('../../../bench/results/', import.meta.url));
  writeFileSync(join(root, 'storage-scale.json'), `${JSON.stringify(report, null, 2)}\n`);
  const lines = [
    '# Storage lists at scale',
    '',
    `${report.date}, Node ${report.node}, ${report.cores} × ${report.cpu}, ${report.database}.`,
    `One merchant with ${PRODUCTS.toLocaleString('en')} products and ${LOG_ROWS.toLocaleString('en')} inventory log rows (seeded in ${report.seedSeconds} s with generate_series).`,
    `Each row: ${REQUESTS} sequential requests after ${WARM_UP} warm-up ones, over 127.0.0.1 through the real endpoint (token check, paging, count, page). Budget: p95 ≤ ${BUDGET_P95_MS} ms.`,
    '',
    '| request | total | p50 ms | p95 ms | within budget |',
    '| --- | ---: | ---: | ---: | --- |',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.total} | ${r.latencyMs.p50} | ${r.latencyMs.p95} | ${r.withinBudget ? 'yes' : 'no'} |`,
    ),
    '',
  ];
  writeFileSync(join(root, 'storage-scale.md'), lines.join('\n'));
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:storage failed: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
