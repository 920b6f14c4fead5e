import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import { KYSELY_DEBTS, SERVER_MODULES_NOT_YET_MOVED } from '../eslint.config.mjs';

/**
 * One shape for the server modules (docs/adr/0068-server-modules-on-ports.md, after ADR 0008):
 * `routes.ts` maps contract ids to use cases; `use-cases.ts` exports a factory taking only the
 * ports it uses; `repository.ts` holds the module's repository interface and its Kysely adapter;
 * views map rows to the contract. No file but a repository talks to Kysely or opens a transaction
 * (the UnitOfWork port does), and each moved module has use-case tests on strict fakes.
 */
const modules = fileURLToPath(new URL('../apps/server/src/modules/', import.meta.url));

const moduleNames = readdirSync(modules, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name)
  .sort();

/** A module's source files (tests and the fakes beside them apart), relative to the module. */
const sourcesOf = (name: string) =>
  readdirSync(join(modules, name)).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'fakes.ts',
  );
const read = (name: string, file: string) => readFileSync(join(modules, name, file), 'utf8');
const isRepository = (file: string) => /(^|-)repository\.ts$/.test(file);
const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/**
 * Modules without a table of their own, so without a repository: help asks the order module's
 * parcel quote, through a port its routes bind.
 */
const WITHOUT_REPOSITORY = ['help'];

/**
 * Modules of this workspace's engineers that keep the first shape of ADR 0008 (free functions
 * taking `deps`) until their move, simplest first; the test below checks each still differs, so
 * the list is exact and only shrinks.
 */
const STILL_ON_DEPS = [
  'asn',
  'billing',
  'customer',
  'ops',
  'plan',
  'product',
  'recharge',
  'rma',
  'settings-user',
];

/** What keeps a module from the one shape, as readable sentences (empty: in shape). */
function shapeProblems(name: string): string[] {
  const has = (file: string) => existsSync(join(modules, name, file));
  const problems: string[] = [];
  if (!has('routes.ts')) problems.push('has no routes.ts');
  if (!has('use-cases.ts')) problems.push('has no use-cases.ts');
  else {
    const useCases = read(name, 'use-cases.ts');
    if (!new RegExp(`export function ${camel(name)}UseCases\\(`).test(useCases))
      problems.push(`use-cases.ts exports no factory ${camel(name)}UseCases(ports)`);
    if (/\bdeps: Deps\b|\bdeps\.db\b/.test(useCases))
      problems.push('use-cases.ts takes the whole Deps instead of the ports it uses');
  }
  if (!WITHOUT_REPOSITORY.includes(name)) {
    if (!has('repository.ts')) problems.push('has no repository.ts');
    else {
      const repository = read(name, 'repository.ts');
      if (!/export (interface|type) \w+Repository\b/.test(repository))
        problems.push('repository.ts states no repository interface');
      if (!/export (const|function) kysely\w+Repository\b/.test(repository))
        problems.push('repository.ts has no Kysely adapter kysely…Repository');
    }
  }
  for (const file of sourcesOf(name).filter((f) => !isRepository(f))) {
    const text = read(name, file);
    if (/from 'kysely'/.test(text)) problems.push(`${file} imports Kysely`);
    // A use case asks the unit of work for its transaction (ADR 0068), never Kysely or the
    // retrying helper under it (ADR 0061).
    if (/\.transaction\(\)|\binTransaction\(/.test(text))
      problems.push(`${file} opens a transaction itself`);
    if (/\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql`/.test(text))
      problems.push(`${file} runs a query`);
  }
  const tests = readdirSync(join(modules, name)).filter((f) => f.endsWith('.test.ts'));
  const onFakes = tests.filter((f) => !read(name, f).includes('startTestApp'));
  if (!onFakes.includes('use-cases.test.ts'))
    problems.push('has no use-cases.test.ts running without a database');
  return problems;
}

describe('the one shape of the server modules', () => {
  const moved = moduleNames.filter(
    (name) => !SERVER_MODULES_NOT_YET_MOVED.includes(name) && !STILL_ON_DEPS.includes(name),
  );

  it('knows every module: moved, still on deps, or left to its engineers', () => {
    expect(moduleNames.length).toBeGreaterThan(15);
    expect([...moved, ...STILL_ON_DEPS, ...SERVER_MODULES_NOT_YET_MOVED].sort()).toEqual(
      moduleNames,
    );
    expect(moved).toEqual(
      expect.arrayContaining(['dashboard', 'exchange-rate', 'help', 'news', 'sub-account']),
    );
  });

  it.each(moduleNames.filter((name) => !SERVER_MODULES_NOT_YET_MOVED.includes(name)))(
    '%s is in shape, or listed as still to move',
    (name) => {
      const problems = shapeProblems(name);
      if (STILL_ON_DEPS.includes(name)) expect(problems).not.toEqual([]);
      else expect(problems).toEqual([]);
    },
  );

  it('finds the problems it looks for on a module of the first shape', () => {
    expect(shapeProblems('customer')).toEqual(
      expect.arrayContaining([
        'use-cases.ts exports no factory customerUseCases(ports)',
        'use-cases.ts takes the whole Deps instead of the ports it uses',
        'use-cases.ts opens a transaction itself',
      ]),
    );
  });

  it('lists as Kysely debts only files that still import it, in modules that are not exempt', () => {
    const root = fileURLToPath(new URL('../', import.meta.url));
    for (const file of KYSELY_DEBTS) {
      expect(readFileSync(join(root, file), 'utf8'), file).toMatch(/from 'kysely'/);
      const moduleName = file.split('/')[4] ?? '';
      expect(SERVER_MODULES_NOT_YET_MOVED, file).not.toContain(moduleName);
    }
  });

  // ADR 0068: one helper turns a stored time into ISO text (modules/shared/iso-time.ts).
  it('writes the ISO time helper once, outside the modules left to their engineers', () => {
    const copies = moduleNames
      .filter((name) => !SERVER_MODULES_NOT_YET_MOVED.includes(name))
      .flatMap((name) =>
        sourcesOf(name)
          .filter((file) => /const iso = /.test(read(name, file)))
          .map((file) => `${name}/${file}`),
      );
    expect(copies).toEqual([]);
  });
});
