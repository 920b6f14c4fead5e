// Benchmark (not a test): rows per second that portal-check's library checks in 2,000-row order
// and product files (CSV and XLSX: reading, header mapping and every rule), on one core. The
// figures go to bench/results/checker.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { OrderFormInput } from '@portal/domain';
import { ORDER_UPLOAD_COLUMNS, PRODUCT_UPLOAD_COLUMNS } from '@portal/domain';
import { generateSampleOrders } from '@portal/domain/testing';
import { csvOf, workbookOf } from '../examples/generate';
import { checkFile } from '../src/index';
import type { FileKind } from '../src/index';

const ROWS = 2000;
const RUNS = 5;

/** Template rows of generated orders: one row per product line, order cells on the first. */
function orderRows(): Record<string, string>[] {
  const rows: Record<string, string>[] = [];
  const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
  generateSampleOrders(ROWS, 20261123).forEach(({ order }: { order: OrderFormInput }, index) => {
    order.products.forEach((line, position) => {
      if (rows.length >= ROWS) return;
      const r = order.recipient;
      const head: Record<string, string> =
        position > 0
          ? {}
          : {
              warehouse: order.warehouse,
              shipping_method: order.shippingMethod,
              currency: order.currency,
              first_name: r.firstName,
              last_name: r.lastName,
              company: text(r.company),
              phone: r.phone,
              email: text(r.email),
              country: r.country,
              state: text(r.state),
              city: r.city,
              postcode: r.postcode,
              address_line1: r.addressLine1,
              address_line2: text(r.addressLine2),
              house_number: text(r.houseNumber),
              id_number: text(r.idNumber),
              company_code: text(r.companyCode),
              passport_number: text(r.passportNumber),
              insured_value: text(order.insuredValue),
              insurance_agreement: order.insuranceAgreementAccepted ? '1' : '0',
              remote_surcharge_confirmation: text(order.remoteSurchargeConfirmation),
              sales_link: text(order.salesLink),
              cod_amount: text(order.codAmount),
            };
      rows.push({
        reference_number: `PO-${index + 1}`,
        ...head,
        sku: line.sku,
        product_name: line.name,
        description: line.description,
        quantity: text(line.quantity),
        declared_value: text(line.declaredValue),
      });
    });
  });
  return rows;
}

/** Product rows, every tenth with a defect the rules refuse. */
const productRows = (): Record<string, string>[] =>
  Array.from({ length: ROWS }, (_, i) => ({
    sku: `PRD-${String(i).padStart(5, '0')}`,
    name_en: 'Ceramic mug',
    name_zh: '陶瓷杯',
    price: '12.50',
    declared_value: '12.50',
    weight: '0.45',
    length: '10',
    width: '10',
    height: '12.5',
    customs_description: 'Ceramic mug',
    hs_code: i % 10 === 9 ? '12' : '69120000',
    origin: 'China',
    product_type: 'needs_box',
    barcode_type: 'generated',
    brand_type: 'none',
  }));

const tableOf = (
  columns: readonly { field: string; en: string }[],
  rows: Record<string, string>[],
) => [columns.map((c) => c.en), ...rows.map((row) => columns.map((c) => row[c.field] ?? ''))];

const cases: { kind: FileKind; format: 'csv' | 'xlsx'; bytes: Buffer }[] = [];
for (const [kind, table] of [
  ['orders', tableOf(ORDER_UPLOAD_COLUMNS, orderRows())],
  ['products', tableOf(PRODUCT_UPLOAD_COLUMNS, productRows())],
] as const) {
  cases.push({ kind, format: 'csv', bytes: Buffer.from(csvOf(table)) });
  cases.push({ kind, format: 'xlsx', bytes: workbookOf(table, 'xlsx') });
}

const figures = [];
for (const { kind, format, bytes } of cases) {
  const name = `${kind}.${format}`;
  const first = await checkFile(kind, name, bytes);
  if (!first.ok) throw new Error(`${name} refused: ${JSON.stringify(first.error)}`);
  const rows = first.value.length;
  const failing = first.value.filter((row) => row.issues.length > 0).length;
  const rates: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await checkFile(kind, name, bytes);
    rates.push(rows / ((performance.now() - started) / 1000));
  }
  rates.sort((a, b) => a - b);
  const median = Math.round(rates[Math.floor(RUNS / 2)] ?? 0);
  figures.push({
    file: name,
    bytes: bytes.length,
    rows,
    failingRows: failing,
    rowsPerSecond: { median, min: Math.round(rates[0] ?? 0), max: Math.round(rates.at(-1) ?? 0) },
  });
  console.log(
    `portal-check ${name}: ${median} rows/s (${rows} rows, ${bytes.length} bytes, ${failing} failing)`,
  );
}

const results = {
  benchmark: 'portal-check library (checkFile): read, map headers, apply every rule, one core',
  date: new Date().toISOString(),
  node: process.version,
  cpu: cpus()[0]?.model ?? 'unknown',
  runs: RUNS,
  files: figures,
};
const dir = fileURLToPath(new URL('../../../bench/results/', import.meta.url));
mkdirSync(dir, { recursive: true });
writeFileSync(`${dir}checker.json`, `${JSON.stringify(results, null, 2)}\n`);
