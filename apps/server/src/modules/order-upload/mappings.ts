import type { OrderUploadMapping } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import type { OrderColumnMappingEntry, OrderMapping } from '@portal/domain';
import {
  message,
  offeredOrderMapping,
  orderMappingOf,
  orderMappingOfEntries,
  orderUploadFieldsOf,
  validateOrderColumnMapping,
  validateOrderMapping,
  widensMapping,
} from '@portal/domain';
import type { Outcome } from '../../envelope';
import { fail, invalidFields, succeed } from '../../envelope';
import type { Deps, InputFor, SessionContext } from '../../http/context';
import type { Database } from '../../db/schema';
import type { Selectable } from 'kysely';
import { ownMapping, ownMappings } from './repository';

type MappingRecord = Selectable<Database['order_upload_mappings']>;

const NO_MAPPING: OrderMapping = { fields: [], skip: [] };
/** A saved mapping as field rules, whichever form it was stored in (ADR 0072). */
const rulesOf = (row: MappingRecord): OrderMapping => orderMappingOf(row.columns) ?? NO_MAPPING;

/** The view's columns: each rule reading one column as `{ heading, field }` (what the form edits). */
const mappingView = (row: MappingRecord): OrderUploadMapping => ({
  id: row.id,
  name: row.name,
  columns: rulesOf(row).fields.flatMap((rule) =>
    rule.source.kind === 'column' ? [{ heading: rule.source.heading, field: rule.field }] : [],
  ),
  created_at: new Date(row.created_at).toISOString(),
});

/** JSON text of strings, or undefined. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The saved mappings; given the file's headings, the one that fits it best is offered. */
export async function listMappings(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'orderUpload.mappings'>,
): Promise<Outcome<{ list: OrderUploadMapping[]; offered_id: number | null }>> {
  const rows = await ownMappings(deps.db, session.customerId);
  const headings = input.headings.trim() === '' ? [] : parseJson(input.headings);
  if (!Array.isArray(headings) || headings.some((h) => typeof h !== 'string'))
    return invalidFields([
      { field: 'headings', ...message('SERVER.ORDER_UPLOAD_MAPPING_INVALID') },
    ]);
  const header = headings as string[];
  // A file in the template itself needs no mapping.
  const offered =
    header.length === 0 || orderUploadFieldsOf(header).includes('reference_number')
      ? undefined
      : offeredOrderMapping(
          rows.map((row) => ({ id: row.id, mapping: rulesOf(row) })),
          header,
        );
  return succeed({ list: rows.map(mappingView), offered_id: offered?.id ?? null });
}

/**
 * Saves a mapping (new, or replacing the merchant's own one of id), checked by the domain. A
 * mapping that reads a heading the one of id does not is saved as a new mapping instead: a wider
 * file never overwrites a narrower mapping, which stays offered for its own files.
 */
export async function saveMapping(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'orderUpload.mappingSave'>,
): Promise<Outcome<OrderUploadMapping>> {
  const parsed = parseJson(input.columns);
  // The field-rule form (ADR 0072), or the older list of { heading, field }.
  const rules = Array.isArray(parsed) ? undefined : orderMappingOf(parsed);
  const entries: OrderColumnMappingEntry[] | undefined =
    Array.isArray(parsed) &&
    parsed.every(
      (e: unknown) =>
        typeof e === 'object' &&
        e !== null &&
        typeof (e as { heading?: unknown }).heading === 'string' &&
        typeof (e as { field?: unknown }).field === 'string',
    )
      ? (parsed as OrderColumnMappingEntry[]).map((e) => ({
          heading: e.heading.trim(),
          field: e.field.trim(),
        }))
      : undefined;
  if (!entries && !rules)
    return invalidFields([{ field: 'columns', ...message('SERVER.ORDER_UPLOAD_MAPPING_INVALID') }]);
  const issues = rules
    ? validateOrderMapping(input.name, rules)
    : validateOrderColumnMapping(input.name, entries ?? []);
  if (issues.length > 0) return invalidFields(issues);
  const mapping = rules ?? orderMappingOfEntries(entries ?? []);
  const values = { name: input.name.trim(), columns: JSON.stringify(rules ?? entries) };
  if (input.id !== undefined) {
    const own = await ownMapping(deps.db, session.customerId, input.id);
    if (!own) return fail(API_CODES.notFound, 'SERVER.ORDER_UPLOAD_MAPPING_UNKNOWN');
    if (widensMapping(rulesOf(own), mapping))
      return saveMapping(deps, session, { name: input.name, columns: input.columns });
    const row = await deps.db
      .updateTable('order_upload_mappings')
      .set(values)
      .where('id', '=', own.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return succeed(mappingView(row), 'SERVER.ORDER_UPLOAD_MAPPING_SAVED');
  }
  const row = await deps.db
    .insertInto('order_upload_mappings')
    .values({ customer_id: session.customerId, ...values, created_at: deps.now() })
    .returningAll()
    .executeTakeFirstOrThrow();
  return succeed(mappingView(row), 'SERVER.ORDER_UPLOAD_MAPPING_SAVED');
}

export async function deleteMapping(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'orderUpload.mappingDelete'>,
): Promise<Outcome<null>> {
  const deleted = await deps.db
    .deleteFrom('order_upload_mappings')
    .where('id', '=', input.id)
    .where('customer_id', '=', session.customerId)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0)
    return fail(API_CODES.notFound, 'SERVER.ORDER_UPLOAD_MAPPING_UNKNOWN');
  return succeed(null);
}
