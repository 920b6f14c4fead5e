import type { SessionStore as SessionStorePort } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ContainerProvider } from '../di-context';
import { TOKENS } from '../di-tokens';
import { tableHttpClient } from '../test/fakes';
import { testContainer } from '../test/test-container';
import { Permission } from './Permission';

function renderWith(permissions: { tag: string; enabled: boolean }[], tag: string | undefined) {
  const { container } = testContainer({ http: tableHttpClient({}).http });
  container.get<SessionStorePort>(TOKENS.SessionStorage).set('permissions', permissions);
  return render(
    <ContainerProvider container={container}>
      <Permission tag={tag}>
        <button type="button">Create order</button>
      </Permission>
    </ContainerProvider>,
  );
}

describe('Permission', () => {
  it('keeps the element for an enabled entry with the tag', () => {
    renderWith([{ tag: 'order.create', enabled: true }], 'order.create');
    expect(screen.getByRole('button', { name: 'Create order' })).toBeTruthy();
  });

  it.each([
    ['a disabled entry', [{ tag: 'order.create', enabled: false }]],
    ['another tag only', [{ tag: 'order.delete', enabled: true }]],
  ])('removes the element for %s', (_case, permissions) => {
    renderWith(permissions, 'order.create');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([
    ['no tag', [{ tag: 'order.create', enabled: true }], undefined],
    ['an empty permission list', [], 'order.create'],
  ])('is an error with %s', (_case, permissions, tag) => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWith(permissions, tag)).toThrow();
    quiet.mockRestore();
  });
});
