import type { Container } from 'inversify';
import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';

const ContainerContext = createContext<Container | undefined>(undefined);

export function ContainerProvider(props: { container: Container; children: ReactNode }) {
  return (
    <ContainerContext.Provider value={props.container}>{props.children}</ContainerContext.Provider>
  );
}

/** A service or store from the composition root, by its token. */
export function useInjection<T>(token: symbol): T {
  const container = useContext(ContainerContext);
  if (container === undefined) throw new Error('useInjection outside ContainerProvider');
  return container.get<T>(token);
}
