/**
 * Every request is application/x-www-form-urlencoded (platform-shell.md section 7), so structured
 * payloads are flattened into name/value pairs the way `qs` (and PHP) write them, which form
 * parsers on the server side read back without configuration:
 *
 * - `{ a: 1 }` → `a=1`; booleans → `true` / `false`; `null` → an empty value; `undefined` is left out.
 * - lists use indices: `{ ids: [5, 6] }` → `ids[0]=5`, `ids[1]=6`; an empty list is left out.
 * - objects nest with brackets: `{ to: { city: 'X' } }` → `to[city]=X`, at any depth
 *   (`items[0][sku]=A`); an empty object is left out.
 */
export type FormValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly FormValue[]
  | { readonly [name: string]: FormValue };

/** The fields of a query or a POST body. */
export type FormFields = Readonly<Record<string, FormValue>>;

export type FormPair = readonly [name: string, value: string];

function flattenInto(name: string, value: FormValue, pairs: FormPair[]): void {
  if (value === undefined) return;
  if (value === null) {
    pairs.push([name, '']);
  } else if (typeof value === 'object') {
    // A list's entries are its indices, so lists and objects nest alike.
    for (const [key, item] of Object.entries(value)) flattenInto(`${name}[${key}]`, item, pairs);
  } else {
    pairs.push([name, String(value)]);
  }
}

/** The name/value pairs of `fields`, in their order; percent-encoding is the transport's job. */
export function flattenFormFields(fields: FormFields | undefined): FormPair[] {
  const pairs: FormPair[] = [];
  for (const [name, value] of Object.entries(fields ?? {})) flattenInto(name, value, pairs);
  return pairs;
}
