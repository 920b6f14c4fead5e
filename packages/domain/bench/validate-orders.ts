// Benchmark (not a test): rows per second that validateOrder checks with the full rule set, on one
// core (one Node thread), over 10,000 generated rows. Figures go to bench/results/domain-*.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { validateOrder } from '../src/index';
import { generateSampleOrders } from '../src/testing';

const ROWS = 10_000;
const RUNS = 7;
const rows = generateSampleOrders(ROWS, 20261121);

// One untimed pass warms the JIT, so the runs measure steady state.
let rejected = rows.filter((row) => validateOrder(row.order).length > 0).length;
const rates: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const started = performance.now();
  rejected = 0;
  for (const row of rows) if (validateOrder(row.order).length > 0) rejected += 1;
  rates.push(ROWS / ((performance.now() - started) / 1000));
}
rates.sort((a, b) => a - b);
const median = Math.round(rates[Math.floor(RUNS / 2)] ?? 0);

const results = {
  benchmark: 'validateOrder over generated order rows, full rule set, one core',
  date: new Date().toISOString(),
  node: process.version,
  cpu: cpus()[0]?.model ?? 'unknown',
  rows: ROWS,
  runs: RUNS,
  rejectedRows: rejected,
  rowsPerSecond: { median, min: Math.round(rates[0] ?? 0), max: Math.round(rates.at(-1) ?? 0) },
};
const dir = fileURLToPath(new URL('../../../bench/results/', import.meta.url));
mkdirSync(dir, { recursive: true });
writeFileSync(`${dir}domain-validate-orders.json`, `${JSON.stringify(results, null, 2)}\n`);
console.log(
  `validateOrder: ${median} rows/s median of ${RUNS} runs over ${ROWS} rows (${rejected} rejected)`,
);
