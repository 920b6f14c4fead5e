import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import RmaViewScreen from './RmaViewScreen';
import { rmaDetail, rmaLine } from './rma-test-fixtures';

const DETAIL = rmaDetail({
  id: 4,
  rma_no: 'RMA00000004',
  warehouse_id: 2,
  status: 'processed',
  actions: [],
  tracking_numbers: ['JD0001', 'JD0002'],
  lines: [rmaLine({ quantity: 3, received: 3, qualified: 2, unqualified: 1, disposed: 1 })],
});

function renderView(language?: 'zh') {
  return renderScreen(<RmaViewScreen />, {
    routeName: 'warehouse.rma.view',
    path: '/warehouse/rma/view/4',
    params: { id: '4' },
    language,
    answers: { '/merchant/api-rma/detail': () => DETAIL },
  });
}

describe('RmaViewScreen', () => {
  it('shows the status, the disposal and each line with its quantities', async () => {
    await renderView();
    expect(await screen.findByText('Status: Processed')).toBeTruthy();
    expect(screen.getByText('Germany')).toBeTruthy();
    expect(screen.getByText('JD0001, JD0002')).toBeTruthy();
    expect(screen.getByText('Back to shelf')).toBeTruthy();
    const line = screen.getByRole('table', { name: 'Products' });
    expect(
      within(line)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['MUG-01', '3', '3', '2', '1', '1']);
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy as a new return' })).toBeTruthy();
  });

  it('shows it in Chinese when the language is zh', async () => {
    await renderView('zh');
    expect(await screen.findByText('状态：已处理')).toBeTruthy();
    expect(screen.getByText('德国仓')).toBeTruthy();
    expect(screen.getByText('重新上架')).toBeTruthy();
  });
});
