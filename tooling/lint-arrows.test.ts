import { describe, expect, it } from 'vitest';

import { lintMessages as restrictedImportErrors } from './lint-messages';

describe('the domain purity rule', () => {
  it.each([
    ["import { observable } from 'mobx';"],
    ["import React from 'react';"],
    ["import { injectable } from 'inversify';"],
    ["import axios from 'axios';"],
    ["import { Kysely } from 'kysely';"],
    ["import Fastify from 'fastify';"],
    ["import { readFileSync } from 'node:fs';"],
    ["import { readFileSync } from 'fs';"],
    ["import { ENDPOINTS } from '@portal/contract';"],
    ["import { en } from '@portal/i18n';"],
    ["export { x } from 'lodash';"],
  ])('refuses %s', async (source) => {
    const errors = await restrictedImportErrors('packages/domain/src/violation.ts', source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('packages/domain is pure');
  });

  it.each([
    ["import { x } from './x';"],
    ["import { y } from '../shell/y';"],
    ["import { isValidPhoneNumber } from 'libphonenumber-js/max';"],
    ["import { parsePhoneNumberFromString } from 'libphonenumber-js';"],
    ["import { parsePhoneNumberFromString } from 'libphonenumber-js/min';"],
  ])('allows %s', async (source) => {
    expect(await restrictedImportErrors('packages/domain/src/fine.ts', source)).toEqual([]);
  });

  it('does not apply to the domain tests, which may use vitest and fast-check', async () => {
    const source = "import { it } from 'vitest';\nimport fc from 'fast-check';";
    expect(await restrictedImportErrors('packages/domain/src/fine.test.ts', source)).toEqual([]);
  });
});

describe('the arrows between the other packages', () => {
  it.each([
    ['packages/contract/src/a.ts', "import { x } from '@portal/infrastructure';"],
    ['packages/i18n/src/a.ts', "import { x } from '@portal/contract';"],
    ['packages/infrastructure/src/a.ts', "import { x } from '@portal/server';"],
    ['apps/server/src/a.ts', "import { x } from '@portal/web';"],
    ['apps/server/src/a.ts', "import { x } from '@portal/infrastructure';"],
    ['apps/web/src/a.ts', "import { x } from '@portal/server/src/app';"],
    ['apps/web/src/a.ts', "import { Kysely } from 'kysely';"],
  ])('%s refuses %s', async (filePath, source) => {
    expect(await restrictedImportErrors(filePath, source)).toHaveLength(1);
  });

  it.each([
    ['packages/contract/src/a.ts', "import { x } from '@portal/domain';"],
    ['packages/infrastructure/src/a.ts', "import { x } from '@portal/contract';"],
    ['apps/server/src/a.ts', "import { x } from '@portal/i18n';"],
    ['apps/web/src/a.ts', "import { x } from '@portal/infrastructure';"],
  ])('%s allows %s', async (filePath, source) => {
    expect(await restrictedImportErrors(filePath, source)).toEqual([]);
  });
});

describe('relative imports stay inside their package', () => {
  const leavingErrors = (filePath: string, source: string) =>
    restrictedImportErrors(filePath, source, 'portal/no-relative-import-leaving-package');

  it.each([
    ['packages/domain/src/a.ts', "import { ENDPOINTS } from '../../contract/src/index';"],
    ['packages/domain/src/shell/a.ts', "export * from '../../../i18n/src/index';"],
    ['apps/web/src/a.ts', "import { buildApp } from '../../server/src/app';"],
    ['apps/web/src/screens/x/a.tsx', "const app = import('../../../../server/src/app');"],
    ['apps/server/src/a.ts', "import { x } from '../../../packages/domain/src/index';"],
  ])('%s refuses %s', async (filePath, source) => {
    const errors = await leavingErrors(filePath, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('import another package by its name');
  });

  it.each([
    ['packages/domain/src/shell/a.ts', "import { x } from '../shared/result';"],
    ['apps/web/src/screens/x/a.tsx', "import { y } from '../../components/y';"],
    ['apps/web/e2e/a.spec.ts', "import { z } from '../src/format/local-time';"],
    ['apps/server/bench/a.ts', "import { buildApp } from '../src/app';"],
  ])('%s allows %s', async (filePath, source) => {
    expect(await leavingErrors(filePath, source)).toEqual([]);
  });
});
