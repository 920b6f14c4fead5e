import type { PermissionAction } from '@portal/domain';
import { actionOfVerb, screenNeed, sessionMay } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { TOKENS } from '../di-tokens';
import { useInjection } from '../di-context';
import { useOptionalScreenPlace } from '../routing/screen-context';

// a screen's area, worked out once per route (each row of a list asks for its buttons)
const areas = new Map<string, string | undefined>();
const areaOf = (routeName: string): string | undefined => {
  if (!areas.has(routeName)) {
    const need = screenNeed(routeName);
    areas.set(routeName, need.kind === 'grant' ? need.area : undefined);
  }
  return areas.get(routeName);
};

/**
 * Whether the session may take an action in an area (ADR 0035). `action` is a permission or a
 * button's verb (`cancel`, `delete`); the area defaults to the one of the screen shown (its
 * route name), so kit pieces hide what a role may not use without each screen naming its area.
 * The main account may do everything; the server refuses the rest anyway.
 */
export function usePermitted(): (action: string, area?: string) => boolean {
  const session = useInjection(TOKENS.SessionStore);
  const place = useOptionalScreenPlace();
  const screenArea = place?.route.name === undefined ? undefined : areaOf(place.route.name);
  return (action, area) => {
    const where = area ?? screenArea;
    if (where === undefined) return true;
    const verb = ['view', 'add', 'edit', 'delete'].includes(action)
      ? (action as PermissionAction)
      : actionOfVerb(action);
    return sessionMay(
      { loginType: session.loginType, permissions: session.permissions },
      { kind: 'grant', area: where, action: verb },
    );
  };
}

/** The permission directive as a component: its children only when the role allows the action. */
export const Permitted = observer(function Permitted(props: {
  action: PermissionAction;
  area?: string;
  children: ReactNode;
}) {
  const permitted = usePermitted();
  return permitted(props.action, props.area) ? <>{props.children}</> : null;
});
