import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../di-tokens';
import { PrintContainer } from '../../layout/PrintContainer';
import type { AppStore } from '../../stores/app-store';
import { modulesOfSvg, readCode128 } from '../../kit/code128-test-reader';
import { renderScreen } from '../../test/render-screen';
import AsnViewScreen from './AsnViewScreen';
import { ASN_TEST_USER, FINISHED_ASN } from './asn-test-kit';

function renderView(detail = FINISHED_ASN, language?: 'zh') {
  return renderScreen(
    <>
      <AsnViewScreen />
      <PrintContainer />
    </>,
    {
      routeName: 'warehouse.receiving.view',
      user: ASN_TEST_USER,
      language,
      path: `/warehouse/receiving/view/${detail.id}`,
      params: { id: String(detail.id) },
      answers: {
        '/merchant/api-asn/detail': () => detail,
        '/merchant/api-asn/action': () => ({
          id: detail.id,
          asn_no: detail.asn_no,
          status: 'draft',
        }),
      },
    },
  );
}

describe('AsnViewScreen', () => {
  it('shows the status, every field, the lines with received figures, the boxes and the fees', async () => {
    await renderView();
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Status: Finished');
    const lines = screen.getByRole('table', { name: 'Products' });
    const mug = within(lines).getByRole('row', { name: /MUG-01/ });
    expect(
      within(mug)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['MUG-01', '20', '19', '18', '1']);
    const boxes = screen.getByRole('table', { name: 'Boxes' });
    expect(within(boxes).getAllByRole('row')).toHaveLength(4);
    expect(within(boxes).getByText('Box 3 / 3')).toBeTruthy();
    const box2 = within(boxes).getByRole('row', { name: /Box 2 \/ 3/ });
    expect(within(box2).getAllByRole('cell')[2]?.textContent).toBe('8');
    expect(screen.getByText('120.50 CNY')).toBeTruthy();
    expect(screen.getByText('15.00 CNY')).toBeTruthy();
    expect(screen.getByText('2.70 CNY')).toBeTruthy();
    expect(screen.getByText('1Z999AA10123456784, JD0001')).toBeTruthy();
    expect(screen.getByText('FBA ONT8, San Bernardino')).toBeTruthy();
    expect(screen.getByText('Priority (urgent)')).toBeTruthy();
    // a finished notice offers no merchant action
    expect(screen.queryByRole('button', { name: /Submit|Delete|Move to draft/ })).toBeNull();
  });

  it('names the warehouse in Chinese on a Chinese screen (issue 10, item 6)', async () => {
    await renderView(FINISHED_ASN, 'zh');
    expect(await screen.findByText('洛杉矶西仓')).toBeTruthy();
    expect(screen.queryByText('LA West')).toBeNull();
  });

  it('prints one label per box into the print container, then opens the print dialog', async () => {
    const { container, browser } = await renderView();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Print box labels' }));
    const labels = screen.getAllByRole('article', { hidden: true });
    expect(labels.map((label) => label.getAttribute('aria-label'))).toEqual([
      'ASN00000012-001',
      'ASN00000012-002',
      'ASN00000012-003',
    ]);
    expect(labels[0]?.textContent).toContain('Box 1 / 3');
    expect(labels[0]?.textContent).toContain('LA West');
    // each label carries its own box's quantity, also where two boxes share a SKU
    expect(labels.map((label) => within(label).getByText(/^\d+$/).textContent)).toEqual([
      '12',
      '8',
      '10',
    ]);
    // the barcode scans back to the ASN number and box number (issue 10, item 11)
    const barcodes = labels.map((label) => within(label).getByRole('img', { hidden: true }));
    expect(barcodes.map((svg) => svg.getAttribute('aria-label'))).toEqual([
      'ASN00000012-001',
      'ASN00000012-002',
      'ASN00000012-003',
    ]);
    expect(barcodes.map((svg) => readCode128(modulesOfSvg(svg)))).toEqual([
      'ASN00000012-001',
      'ASN00000012-002',
      'ASN00000012-003',
    ]);
    expect(container.get<AppStore>(TOKENS.AppStore).printContent).not.toBeNull();
    expect(browser.calls.prints).toBe(0);
    act(() => browser.runDelays());
    expect(browser.calls.prints).toBe(1);
  });

  it('offers exactly the actions of the detail and runs one through the action endpoint', async () => {
    const { requests } = await renderView({
      ...FINISHED_ASN,
      status: 'pending_approval',
      actions: ['moveToDraft', 'delete'],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move to draft ASN00000012' }));
    expect(screen.queryByRole('button', { name: 'Submit ASN00000012' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(requests.find((r) => r.path === '/merchant/api-asn/action')?.body).toEqual({
      id: '12',
      action: 'moveToDraft',
    });
  });
});
