import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../di-tokens';
import type { UserStore } from '../stores/user-store';
import { tableHttpClient } from '../test/fakes';
import { renderWithShell } from '../test/render';
import { TEST_USER } from '../test/render-screen';
import { DataTable, warehouseColumn } from './DataTable';

const rows = [
  { id: 1, warehouse_id: 1, warehouse: 'Shenzhen' },
  // a warehouse the merchant no longer lists keeps the name the server stored
  { id: 2, warehouse_id: 99, warehouse: 'Closed depot' },
];

async function renderTable(language: 'en' | 'zh') {
  const { http } = tableHttpClient({ '/merchant/api-account/user-info': () => TEST_USER });
  const shell = renderWithShell(
    <DataTable rows={rows} columns={[warehouseColumn('UI.ASN.WAREHOUSE')]} rowKey={(r) => r.id} />,
    { http, cookies: { language } },
  );
  await shell.container.get<UserStore>(TOKENS.UserStore).fetch();
  return shell;
}

describe('warehouseColumn', () => {
  it.each([
    ['zh', '深圳仓'],
    ['en', 'Shenzhen'],
  ] as const)('names a listed warehouse in %s as %s', async (language, name) => {
    await renderTable(language);
    expect(await screen.findByRole('cell', { name })).toBeTruthy();
  });

  it('falls back to the stored name for a warehouse the merchant no longer lists', async () => {
    await renderTable('zh');
    expect(await screen.findByRole('cell', { name: 'Closed depot' })).toBeTruthy();
  });
});
