import type { MessageCode, Result } from '@portal/domain';
import { err, message, ok } from '@portal/domain';

/**
 * A yes/no form field as the web and the CLI send it ('1', 'true', 'on', 'yes' or their
 * opposites, any case; missing is no); anything else is SERVER.INVALID_FIELD for that field.
 * Shared by every module that takes a flag (submit, low_stock, fba, ...).
 */
export function readFlag(
  input: Readonly<Record<string, string>>,
  name: string,
): Result<boolean, MessageCode> {
  const value = (input[name] ?? '').trim().toLowerCase();
  if (['1', 'true', 'on', 'yes'].includes(value)) return ok(true);
  if (['', '0', 'false', 'off', 'no'].includes(value)) return ok(false);
  return err(message('SERVER.INVALID_FIELD', { field: name }));
}
