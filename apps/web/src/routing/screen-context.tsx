import type { RouteParams, RouteRecord } from '@portal/domain';
import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';

/** Which route a screen instance shows: kept-alive screens each keep their own path and params. */
export interface ScreenPlace {
  readonly path: string;
  readonly route: RouteRecord;
  readonly params: RouteParams;
}

const ScreenContext = createContext<ScreenPlace | undefined>(undefined);

export function ScreenPlaceProvider(props: { place: ScreenPlace; children: ReactNode }) {
  return <ScreenContext.Provider value={props.place}>{props.children}</ScreenContext.Provider>;
}

export function useScreenPlace(): ScreenPlace {
  const place = useContext(ScreenContext);
  if (place === undefined) throw new Error('useScreenPlace outside a screen');
  return place;
}

/** The screen place when inside one (kit pieces used outside screens get undefined). */
export const useOptionalScreenPlace = (): ScreenPlace | undefined => useContext(ScreenContext);
