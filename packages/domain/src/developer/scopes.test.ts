import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Role } from '../account/permissions';
import type { OpenApiArea, ScopeLevel, Scopes } from './scopes';
import {
  OPEN_API_AREAS,
  SCOPE_LEVELS,
  formatScopes,
  parseScopes,
  scopeAllows,
  scopeBeyondRole,
} from './scopes';

describe('parseScopes', () => {
  it.each<[string, Scopes | string]>([
    ['orders:read', { orders: 'read' }],
    [' Orders:WRITE , inventory:read ', { orders: 'write', inventory: 'read' }],
    ['orders:read,orders:write', { orders: 'write' }],
    ['orders:write,orders:read', { orders: 'write' }],
    ['orders:read,,', { orders: 'read' }],
    ['', 'DEVELOPER.SCOPES_REQUIRED'],
    [' , ', 'DEVELOPER.SCOPES_REQUIRED'],
    ['orders', 'DEVELOPER.SCOPE_UNKNOWN'],
    ['orders:admin', 'DEVELOPER.SCOPE_UNKNOWN'],
    ['billing:read', 'DEVELOPER.SCOPE_UNKNOWN'],
    ['orders:read:x', 'DEVELOPER.SCOPE_UNKNOWN'],
  ])('%j → %j', (text, expected) => {
    const parsed = parseScopes(text);
    if (typeof expected === 'string') expect(parsed.ok ? 'ok' : parsed.error.code).toBe(expected);
    else expect(parsed).toEqual({ ok: true, value: expected });
  });
});

describe('scopeAllows', () => {
  it.each<[Scopes, OpenApiArea, ScopeLevel, boolean]>([
    [{ orders: 'read' }, 'orders', 'read', true],
    [{ orders: 'read' }, 'orders', 'write', false],
    [{ orders: 'write' }, 'orders', 'read', true],
    [{ orders: 'write' }, 'orders', 'write', true],
    [{ orders: 'write' }, 'inventory', 'read', false],
    [{}, 'products', 'read', false],
  ])('%j allows %s:%s → %s', (scopes, area, need, allowed) => {
    expect(scopeAllows(scopes, area, need)).toBe(allowed);
  });
});

describe('scopeBeyondRole', () => {
  const custom = (...permissions: string[]): Role => ({ kind: 'custom', permissions });
  it.each<[Role | null, Scopes, string | undefined]>([
    [null, { orders: 'write', products: 'write' }, undefined],
    [{ kind: 'built_in', name: 'super_admin' }, { orders: 'write' }, undefined],
    [{ kind: 'built_in', name: 'operator' }, { orders: 'write', inventory: 'read' }, undefined],
    [custom('order:view'), { orders: 'read' }, undefined],
    [custom('order:view'), { orders: 'write' }, 'orders:write'],
    [custom('order:view', 'order:add'), { orders: 'write' }, 'orders:write'],
    [custom('order:view', 'order:add', 'order:edit'), { orders: 'write' }, undefined],
    [custom('order:view'), { orders: 'read', inbound: 'read' }, 'inbound:read'],
  ])('role %j and %j → %s', (role, scopes, beyond) => {
    expect(scopeBeyondRole(role, scopes)).toBe(beyond);
  });
});

const scopesArb: fc.Arbitrary<Scopes> = fc
  .dictionary(fc.constantFrom(...OPEN_API_AREAS), fc.constantFrom(...SCOPE_LEVELS))
  .filter((scopes) => Object.keys(scopes).length > 0);

describe('scope properties', () => {
  it('formatting then parsing gives the same scopes back', () => {
    fc.assert(
      fc.property(scopesArb, (scopes) => {
        expect(parseScopes(formatScopes(scopes))).toEqual({ ok: true, value: scopes });
      }),
    );
  });

  it('write covers read, and no scope allows an area it does not name', () => {
    fc.assert(
      fc.property(scopesArb, fc.constantFrom(...OPEN_API_AREAS), (scopes, area) => {
        if (scopeAllows(scopes, area, 'write')) expect(scopeAllows(scopes, area, 'read')).toBe(true);
        if (scopes[area] === undefined) expect(scopeAllows(scopes, area, 'read')).toBe(false);
      }),
    );
  });

  it('a role that grants everything is never exceeded; fewer scopes never exceed more', () => {
    fc.assert(
      fc.property(scopesArb, fc.constantFrom(...OPEN_API_AREAS), (scopes, dropped) => {
        expect(scopeBeyondRole({ kind: 'built_in', name: 'super_admin' }, scopes)).toBeUndefined();
        const role: Role = { kind: 'custom', permissions: ['order:view', 'asn:view'] };
        const fewer: Partial<Record<OpenApiArea, ScopeLevel>> = { ...scopes };
        delete fewer[dropped];
        if (scopeBeyondRole(role, scopes) === undefined) expect(scopeBeyondRole(role, fewer)).toBeUndefined();
      }),
    );
  });
});
