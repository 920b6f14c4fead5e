import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import WarehouseApplicationsScreen from './WarehouseApplicationsScreen';
import { canApply, choicesOf } from './warehouse-applications-model';

const WAREHOUSES = [
  { value: 1, name: 'Shenzhen', cn_name: '深圳仓' },
  { value: 2, name: 'LA West', cn_name: '洛杉矶西仓' },
  { value: 3, name: 'London', cn_name: '伦敦仓' },
];
const application = (warehouse_id: number, status: string, reason: string | null = null) => ({
  id: warehouse_id * 10,
  warehouse_id,
  name: WAREHOUSES[warehouse_id - 1]?.name ?? '',
  cn_name: WAREHOUSES[warehouse_id - 1]?.cn_name ?? '',
  status,
  reason,
  applied_at: '2026-11-20T08:00:00.000Z',
});
const progress = (applications: unknown[]) => ({
  status: 'active',
  urlcode: '200',
  type: 'enterprise',
  reason: null,
  submitted_at: '2026-11-20T08:00:00.000Z',
  review_due_at: null,
  balance: { amount: 0, currency: 'CNY' },
  warehouses: applications,
});

describe('warehouse choices', () => {
  it.each([
    [undefined, true],
    ['pending', false],
    ['approved', false],
    ['not_approved', true],
  ])('an application %s may apply: %s', (status, expected) => {
    const apps = status === undefined ? [] : [application(1, status)];
    const [choice] = choicesOf(WAREHOUSES.slice(0, 1), apps);
    expect(choice !== undefined && canApply(choice)).toBe(expected);
  });
});

function renderApplications(language?: 'zh') {
  let applications = [application(1, 'approved'), application(3, 'not_approved', 'No capacity')];
  return renderScreen(<WarehouseApplicationsScreen />, {
    routeName: 'account.warehouse.notActivated',
    path: '/account/warehouse/notActivated',
    ...(language === undefined ? {} : { language }),
    answers: {
      '/merchant/api-account/warehouses': () => WAREHOUSES,
      '/api/customer/activeOver': () => progress(applications),
      '/api/customer/activeWarehouse': () => {
        applications = [...applications, application(2, 'pending')];
        return progress(applications);
      },
    },
  });
}

describe('WarehouseApplicationsScreen', () => {
  it('shows each warehouse with its decision and applies for another', async () => {
    const { requests } = await renderApplications();
    const table = await screen.findByRole('table', { name: 'Warehouses not activated' });
    const london = within(table).getByText('London').closest('tr');
    expect(london?.textContent).toContain('Not approved');
    expect(london?.textContent).toContain('No capacity');
    expect(within(table).getByRole('button', { name: 'Apply again London' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /Shenzhen/ })).toBeNull();
    await userEvent.setup().click(within(table).getByRole('button', { name: 'Apply LA West' }));
    await waitFor(() =>
      expect(within(table).getByText('LA West').closest('tr')?.textContent).toContain(
        'Pending review',
      ),
    );
    expect(requests.find((r) => r.path === '/api/customer/activeWarehouse')?.query).toEqual({
      warehouse_id: '2',
    });
    // the header's selector is read again after the apply
    expect(
      requests.filter((r) => r.path === '/merchant/api-account/user-info').length,
    ).toBeGreaterThan(1);
  });

  it('speaks Chinese', async () => {
    await renderApplications('zh');
    const table = await screen.findByRole('table', { name: '未开通仓库' });
    expect(within(table).getByText('洛杉矶西仓')).toBeTruthy();
    expect(within(table).getByRole('button', { name: '申请 洛杉矶西仓' })).toBeTruthy();
  });
});
