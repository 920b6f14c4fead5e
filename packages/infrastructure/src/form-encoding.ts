import type { FormFields } from '@portal/domain';
import { flattenFormFields } from '@portal/domain';

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';

/**
 * `fields` as an application/x-www-form-urlencoded string (UTF-8, space as '+'), flattened the
 * way the domain's flattenFormFields documents (`ids[0]=5`, `to[city]=X`). Used for both the GET
 * query and the POST body, so the server reads both alike.
 */
export function encodeFormFields(fields: FormFields | undefined): string {
  return new URLSearchParams(
    flattenFormFields(fields).map(([name, value]) => [name, value]),
  ).toString();
}
