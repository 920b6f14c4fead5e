// File access for src/validation/third-party-fixtures.test.ts: the domain's sources keep no Node
// types (ADR 0002), so reading the stored fixtures and writing the figures live here.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** One of test-data/validator-js's JSON files. */
export const readValidatorJsFixtures = (file) =>
  JSON.parse(readFileSync(join(packageRoot, 'test-data', 'validator-js', file), 'utf8'));

/** Whether the run asks for the report (ADDRESS_FIXTURES_REPORT=1). */
export const addressFixturesReportWanted = () => process.env.ADDRESS_FIXTURES_REPORT === '1';

/** Writes bench/results/address-fixtures.md at the repository's root. */
export const writeAddressFixturesReport = (text) =>
  writeFileSync(join(packageRoot, '..', '..', 'bench', 'results', 'address-fixtures.md'), text);
