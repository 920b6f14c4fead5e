import type { MessageCode, Result } from '../shared/result';
import { err, message, ok } from '../shared/result';
import { SHELL_MESSAGE } from './message-codes';
import type { SessionPermission } from './session-types';

/**
 * The permission directive's rule (platform-shell.md section 6): the element stays only when
 * the list holds an entry with this tag and `enabled` true. No tag, or an empty list, is a
 * mistake in the page and is reported as an error rather than silently hiding the element.
 */
export function checkPermission(
  tag: string | undefined,
  permissions: readonly SessionPermission[],
): Result<boolean, MessageCode> {
  if (tag === undefined || tag.trim() === '') {
    return err(message(SHELL_MESSAGE.PERMISSION_VALUE_REQUIRED));
  }
  if (permissions.length === 0) return err(message(SHELL_MESSAGE.PERMISSION_LIST_EMPTY));
  return ok(permissions.some((entry) => entry.tag === tag && entry.enabled === true));
}

/** Thrown by checkPermissionOrThrow; `code` is the message code of the mistake. */
export class PermissionCheckError extends Error {
  readonly code: string;

  constructor(code: string) {
    super(code);
    this.name = 'PermissionCheckError';
    this.code = code;
  }
}

/** The throwing variant, for a directive that must fail loudly while rendering. */
export function checkPermissionOrThrow(
  tag: string | undefined,
  permissions: readonly SessionPermission[],
): boolean {
  const checked = checkPermission(tag, permissions);
  if (!checked.ok) throw new PermissionCheckError(checked.error.code);
  return checked.value;
}
