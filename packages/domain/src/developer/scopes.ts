import type { Role } from '../account/permissions';
import { mayDo } from '../account/permissions';
import type { MessageCode, Result } from '../shared/result';
import { err, message, ok } from '../shared/result';
import { DEVELOPER_CODES } from './codes';

/** The areas of the open API a certificate may be granted (issue 16). */
export const OPEN_API_AREAS = ['orders', 'inventory', 'products', 'inbound'] as const;
export type OpenApiArea = (typeof OPEN_API_AREAS)[number];

/** Read-only or read-write: `write` includes `read`. */
export const SCOPE_LEVELS = ['read', 'write'] as const;
export type ScopeLevel = (typeof SCOPE_LEVELS)[number];

/** A certificate's grants: one level per area it may call, no entry for an area it may not. */
export type Scopes = Readonly<Partial<Record<OpenApiArea, ScopeLevel>>>;

/**
 * Which portal permission area (ADR 0035) each open API area acts in: a sub-account may only
 * request a scope its role would let it use in the portal.
 */
export const PORTAL_AREA_OF: Readonly<Record<OpenApiArea, string>> = {
  orders: 'order',
  inventory: 'inventory',
  products: 'product',
  inbound: 'asn',
};

const isArea = (text: string): text is OpenApiArea =>
  (OPEN_API_AREAS as readonly string[]).includes(text);
const isLevel = (text: string): text is ScopeLevel =>
  (SCOPE_LEVELS as readonly string[]).includes(text);

/**
 * Scopes from their wire form, `orders:write,inventory:read`: blanks and repeats are dropped, the
 * higher level of a repeated area is kept. Refuses an empty list and any unknown tag.
 */
export function parseScopes(text: string): Result<Scopes, MessageCode> {
  const tags = text
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter((tag) => tag !== '');
  if (tags.length === 0) return err(message(DEVELOPER_CODES.scopesRequired));
  const scopes: Partial<Record<OpenApiArea, ScopeLevel>> = {};
  for (const tag of tags) {
    const [area = '', level = '', ...rest] = tag.split(':');
    if (rest.length > 0 || !isArea(area) || !isLevel(level))
      return err(message(DEVELOPER_CODES.scopeUnknown, { scope: tag }));
    scopes[area] = scopes[area] === 'write' ? 'write' : level;
  }
  return ok(scopes);
}

/** The wire form, areas in their fixed order, so equal scopes print equally. */
export const formatScopes = (scopes: Scopes): string =>
  OPEN_API_AREAS.flatMap((area) => {
    const level = scopes[area];
    return level === undefined ? [] : [`${area}:${level}`];
  }).join(',');

/** Whether the scopes let a call that needs `need` in `area` through (`write` covers `read`). */
export function scopeAllows(scopes: Scopes, area: OpenApiArea, need: ScopeLevel): boolean {
  const granted = scopes[area];
  if (granted === undefined) return false;
  return need === 'read' || granted === 'write';
}

/**
 * The first scope a sub-account's role would not let it use in the portal (`read` needs view,
 * `write` needs view, add and edit in the area), or undefined when every one is within the role.
 * The main account (role null) may request any.
 */
export function scopeBeyondRole(role: Role | null, scopes: Scopes): string | undefined {
  if (role === null) return undefined;
  for (const area of OPEN_API_AREAS) {
    const level = scopes[area];
    if (level === undefined) continue;
    const portalArea = PORTAL_AREA_OF[area];
    const actions = level === 'read' ? (['view'] as const) : (['view', 'add', 'edit'] as const);
    if (!actions.every((action) => mayDo(role, portalArea, action))) return `${area}:${level}`;
  }
  return undefined;
}
