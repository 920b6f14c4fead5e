import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createContainer } from './container';
import { TOKENS } from './di-tokens';
import { bindSignedInGateways } from './signed-in-gateways';
import { fakeBrowser, memoryCookies, TEST_CONFIG } from './test/fakes';

const rootOnly = () =>
  createContainer({
    config: TEST_CONFIG,
    browser: fakeBrowser().browser,
    cookies: memoryCookies().store,
    http: () => ({ request: () => Promise.reject(new Error('no network in this test')) }),
  });

// What draws before a signed-in layout has: the login, the public screens, the router's shell
const BEFORE_A_LAYOUT = [
  'screens/login',
  'screens/register',
  'screens/public',
  'routing',
  'services',
  'stores',
  'components/PublicFrame.tsx',
  'components/LanguageToggle.tsx',
  'components/ScreenHost.tsx',
  'components/Toasts.tsx',
  'layout/RootShell.tsx',
  'main.tsx',
];
const source = (path: string): string[] => {
  const full = join(import.meta.dirname, path);
  if (path.endsWith('.tsx') || path.endsWith('.ts')) return [readFileSync(full, 'utf8')];
  return readdirSync(full)
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => readFileSync(join(full, name), 'utf8'));
};

describe('the two halves of the composition root', () => {
  it('bind every token between them, the signed-in half none the root binds', () => {
    const container = rootOnly();
    const signedIn = Object.entries(TOKENS).filter(([, token]) => !container.isBound(token));
    expect(signedIn.map(([name]) => name).sort()).toEqual(
      [
        'AsnGateway',
        'BillingGateway',
        'DashboardGateway',
        'DeveloperGateway',
        'InventoryGateway',
        'OrderFileChecker',
        'OrderGateway',
        'OrderUploadGateway',
        'OverdueGateway',
        'ProductGateway',
        'RmaGateway',
        'ServiceGateway',
        'SubAccountGateway',
        'TwoFactorGateway',
      ].sort(),
    );
    bindSignedInGateways(container);
    for (const [name, token] of Object.entries(TOKENS))
      expect(container.isBound(token), name).toBe(true);
    // a second layout drawing binds nothing twice
    bindSignedInGateways(container);
    expect(container.get(TOKENS.OrderGateway)).toBe(container.get(TOKENS.OrderGateway));
  });

  it('the root alone gives everything the login, the public screens and the shell ask for', () => {
    const container = rootOnly();
    const asked = new Set(
      BEFORE_A_LAYOUT.flatMap(source).flatMap((text) =>
        [...text.matchAll(/TOKENS\.(\w+)/g)].map((match) => match[1] ?? ''),
      ),
    );
    expect(asked.size).toBeGreaterThan(10);
    for (const name of asked) {
      const token = TOKENS[name as keyof typeof TOKENS];
      expect(container.isBound(token), name).toBe(true);
      expect(() => container.get(token), name).not.toThrow();
    }
  });
});
