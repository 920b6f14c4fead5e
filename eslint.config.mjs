// Lint for the whole workspace. Besides the usual rules it encodes the dependency arrows of
// docs/architecture (shared/architecture.md): each package may import only what it points at.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import kyselyOnlyInRepositories from './tooling/eslint-rules/kysely-only-in-repositories.mjs';
import noRelativeImportLeavingPackage from './tooling/eslint-rules/no-relative-import-leaving-package.mjs';

/**
 * Pure libraries the domain may use: data and algorithms with no IO, no framework and no global
 * state (see docs/adr/0002-domain-purity-allowlist.md). Everything else non-relative is refused.
 */
export const DOMAIN_ALLOWED_LIBRARIES = ['libphonenumber-js', 'ipaddr.js'];

const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const allowed = DOMAIN_ALLOWED_LIBRARIES.map(escape).join('|');

/** Forbids importing the named workspace packages (and their sub-paths). */
const forbidPackages = (names, why) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: `^(${names.map(escape).join('|')})(/.*)?$`,
          message: why,
        },
      ],
    },
  ],
});

const SERVER_REFUSED = ['@portal/web', '@portal/infrastructure', 'react', 'mobx', 'axios'];
const WORKSPACE_PACKAGES = [
  '@portal/domain',
  '@portal/contract',
  '@portal/i18n',
  '@portal/infrastructure',
  '@portal/spreadsheet',
  '@portal/checker',
  '@portal/web',
  '@portal/server',
];
/**
 * Where the server may talk to Kysely (ADR 0068): repositories, the db layer and test support.
 * Everything else asks a repository, and starts a transaction through the UnitOfWork port.
 */
export const KYSELY_ALLOWED = [
  'apps/server/src/**/repository.ts',
  'apps/server/src/**/*-repository.ts',
  'apps/server/src/db/**',
  'apps/server/src/test-support/**',
  'apps/server/**/*.test.ts',
];

/**
 * Adapters of ports that live outside the modules: the composition root that opens the database,
 * the FileStore and rate-limit store adapters, and the session lookup every request makes. Each is
 * an adapter (a repository in all but name) of the layer it serves (ADR 0008's layers).
 */
export const KYSELY_ADAPTERS_OUTSIDE_MODULES = [
  'apps/server/src/app.ts',
  'apps/server/src/http/context.ts',
  'apps/server/src/http/rate-limit-store.ts',
  'apps/server/src/http/session-lookup.ts',
  'apps/server/src/files/database-file-store.ts',
  'apps/server/src/files/file-store-from-config.ts',
];

/**
 * Modules other engineers were changing while the one shape landed (ADR 0068): they move next, in
 * the same way, and are exempt as a whole until then so their work merges cleanly.
 */
export const SERVER_MODULES_NOT_YET_MOVED = [
  'order',
  'order-upload',
  'developer',
  'auth',
  'registration',
];

/**
 * Files of the moved modules that still query outside their repository, each to move into it
 * (listed so none is added unseen; the one-shape test in tooling/ checks the list stays exact).
 */
export const KYSELY_DEBTS = [
  'apps/server/src/modules/asn/asn-form.ts',
  'apps/server/src/modules/asn/asn-view.ts',
  'apps/server/src/modules/asn/ops-use-cases.ts',
  'apps/server/src/modules/billing/billing-job.ts',
  'apps/server/src/modules/billing/billing-scheduler.ts',
  'apps/server/src/modules/billing/owed-reminders.ts',
  'apps/server/src/modules/plan/extra-purchase.ts',
  'apps/server/src/modules/product/product-form.ts',
  'apps/server/src/modules/product/product-moves.ts',
  'apps/server/src/modules/recharge/credit.ts',
  'apps/server/src/modules/recharge/waiting-orders.ts',
  'apps/server/src/modules/rma/rma-form.ts',
  'apps/server/src/modules/rma/rma-view.ts',
  'apps/server/src/modules/settings-user/notify-merchant.ts',
  'apps/server/src/modules/settings-user/preferences.ts',
  'apps/server/src/modules/shared/activation.ts',
  'apps/server/src/modules/shared/webhook-outbox.ts',
];

/** The workspace's own rules (tooling/eslint-rules), one plugin object shared by every block. */
const portal = {
  rules: {
    'no-relative-import-leaving-package': noRelativeImportLeavingPackage,
    'kysely-only-in-repositories': kyselyOnlyInRepositories,
  },
};

/** What a library used outside the apps never needs: UI, state, DI, HTTP frameworks, databases. */
const UI_AND_SERVER = ['react', 'mobx', 'inversify', 'axios', 'fastify', 'kysely', 'pg'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.api-dts/**',
      '**/data/**',
      'coverage/**',
      'reports/**',
      '.stryker-tmp/**',
      'bench/results/**',
      'docs/api/**',
      '.test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Type-aware rules (issue 11): the type checker sees what syntax cannot, such as a promise
    // nobody awaits, a method passed without its object, or an object turned into "[object Object]".
    files: [
      'packages/*/src/**/*.{ts,tsx}',
      'apps/server/{src,bench,scripts}/**/*.ts',
      'apps/web/{src,e2e,bench}/**/*.{ts,tsx}',
    ],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Async functions without await are the house style for ports implemented synchronously.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // The web's MobX models and stores are made with `autoBind: true` (ADR 0009), so passing
    // `model.save` as a handler keeps its object; the rule cannot see that binding.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
  {
    // Tests, end-to-end specs and benchmarks read untyped JSON answers on purpose.
    files: ['**/*.test.{ts,tsx}', 'apps/web/e2e/**', '**/bench/**', '**/test-support/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // `getByLabelText(…) as HTMLInputElement` says what the test expects to find.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
  {
    // Packages meet only through their names, so the arrows below see every crossing.
    files: ['packages/**/*.{ts,tsx,mjs,js}', 'apps/**/*.{ts,tsx,mjs,js}'],
    plugins: { portal },
    rules: { 'portal/no-relative-import-leaving-package': 'error' },
  },
  {
    // ADR 0068: only repositories and the db layer talk to Kysely (an import rule, not a file-name
    // rule: a query in a file of any name needs the import).
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      ...KYSELY_ALLOWED,
      ...KYSELY_ADAPTERS_OUTSIDE_MODULES,
      ...SERVER_MODULES_NOT_YET_MOVED.map((name) => `apps/server/src/modules/${name}/**`),
      ...KYSELY_DEBTS,
    ],
    plugins: { portal },
    rules: { 'portal/kysely-only-in-repositories': 'error' },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?!\\.{1,2}/)(?!(${allowed})(/.*)?$)`,
              message:
                'packages/domain is pure: only relative imports and the pure libraries in DOMAIN_ALLOWED_LIBRARIES (no UI, IO, framework, node built-in or sibling package).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/src/**/*.ts', 'packages/i18n/src/**/*.ts'],
    rules: forbidPackages(
      [
        '@portal/infrastructure',
        '@portal/web',
        '@portal/server',
        '@portal/contract',
        '@portal/i18n',
      ],
      'contract and i18n point only at @portal/domain.',
    ),
  },
  {
    // The routes subpath is what the web loads on every page: the schema library and the schema
    // modules may be imported there as types only (docs/adr/0003-endpoint-schemas-typebox.md).
    files: ['packages/contract/src/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(typebox|\\.\\./(endpoints|schemas|data|endpoint)|@portal/(?!domain$))(/.*)?$',
              allowTypeImports: true,
              message:
                'contract/routes stays schema-free at run time: import schemas as types only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/infrastructure/src/**/*.ts'],
    rules: forbidPackages(
      ['@portal/web', '@portal/server', 'kysely', 'fastify', 'react', 'mobx'],
      'infrastructure holds browser adapters: it points at domain, contract and i18n only.',
    ),
  },
  {
    files: ['apps/server/**/*.ts'],
    ignores: ['apps/server/**/*.test.ts'],
    rules: forbidPackages(
      [...SERVER_REFUSED, '@portal/checker'],
      'the server never imports the web app, the browser adapters or the command-line checker.',
    ),
  },
  {
    // Only the server's tests may run the checker, to prove both give the same verdicts.
    files: ['apps/server/**/*.test.ts'],
    rules: forbidPackages(
      SERVER_REFUSED,
      'the server never imports the web app or the browser adapters.',
    ),
  },
  {
    files: ['packages/spreadsheet/src/**/*.ts'],
    rules: forbidPackages(
      [...WORKSPACE_PACKAGES.filter((name) => name !== '@portal/domain'), ...UI_AND_SERVER],
      'spreadsheet reads files on the server side: it points only at @portal/domain.',
    ),
  },
  {
    files: ['packages/checker/src/**/*.ts'],
    rules: forbidPackages(
      [
        ...WORKSPACE_PACKAGES.filter(
          (name) => !['@portal/domain', '@portal/i18n', '@portal/spreadsheet'].includes(name),
        ),
        ...UI_AND_SERVER,
      ],
      'the checker points only at @portal/domain, @portal/i18n and @portal/spreadsheet.',
    ),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: forbidPackages(
      ['@portal/server', 'kysely', 'fastify', '@electric-sql/pglite', 'pg'],
      'the web app never imports the server or its database.',
    ),
  },
);
