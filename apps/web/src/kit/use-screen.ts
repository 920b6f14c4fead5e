import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useScreenPlace } from '../routing/screen-context';

/**
 * A screen's model, created once for the screen's life (kept-alive tabs keep it while hidden), or
 * anew when `key` changes (another record in the same place).
 */
export function useScreenModel<M>(create: () => M, key?: unknown): M {
  const [state, setState] = useState(() => ({ key, model: create() }));
  if (Object.is(state.key, key)) return state.model;
  const next = { key, model: create() };
  setState(next);
  return next.model;
}

/**
 * Whether this screen's pane is the one shown: kept-alive tabs stay mounted while hidden, so a
 * screen reloads its data when it is shown again, and reads the query only while it is shown.
 */
export function useActivePane(): { readonly active: boolean; readonly search: string } {
  const place = useScreenPlace();
  const location = useLocation();
  const active = location.pathname === place.path;
  return { active, search: active ? location.search : '' };
}

/** Runs `show` whenever the pane is shown (first render included), e.g. to read a list again. */
export function useWhenShown(show: () => void, deps: readonly unknown[]): void {
  const { active } = useActivePane();
  useEffect(() => {
    if (active) show();
  }, [active, ...deps]);
}
