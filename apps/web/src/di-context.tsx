import type { Container } from 'inversify';
import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';
import type { Token } from './di-tokens';

const ContainerContext = createContext<Container | undefined>(undefined);

export function ContainerProvider(props: { container: Container; children: ReactNode }) {
  return (
    <ContainerContext.Provider value={props.container}>{props.children}</ContainerContext.Provider>
  );
}

/** The composition root, to bind what a lazily loaded part of the app brings with it. */
export function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (container === undefined) throw new Error('useContainer outside ContainerProvider');
  return container;
}

/** What the composition root bound to `token`, typed by the token. */
export const resolve = <T,>(container: Container, token: Token<T>): T => container.get<T>(token);

/** A service or store from the composition root, by its token (typed by it). */
export function useInjection<T>(token: Token<T>): T {
  return resolve(useContainer(), token);
}
