import { checkPermissionOrThrow } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { TOKENS } from '../di-tokens';
import { useInjection } from '../di-context';

/**
 * The permission directive of platform-shell.md section 6: renders its children only when the
 * session's permissions hold an enabled entry with `tag`. No tag, or an empty permission list,
 * is a mistake in the page: it throws, and the screen's error boundary logs it.
 */
export const Permission = observer(function Permission(props: {
  tag: string | undefined;
  children: ReactNode;
}) {
  const session = useInjection(TOKENS.SessionStore);
  return checkPermissionOrThrow(props.tag, session.permissions) ? <>{props.children}</> : null;
});
