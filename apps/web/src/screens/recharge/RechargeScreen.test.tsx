import type { TopUpRow } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { onePage } from '../../test/fakes';
import { renderScreen } from '../../test/render-screen';
import RechargeScreen from './RechargeScreen';

const EXPORT_ANSWER = {
  file_name: 'transactions-2026-03-01.xlsx',
  content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  content_base64: btoa('PK'),
  rows: 2,
};

const row = (over: Partial<TopUpRow> = {}): TopUpRow => ({
  id: 1,
  amount: { amount: 25_000, currency: 'CNY' },
  method: 'bank_transfer',
  status: 'rejected',
  reason: 'No transfer received',
  proof_id: 'p1',
  created_at: '2026-01-01T00:00:00.000Z',
  decided_at: '2026-01-02T00:00:00.000Z',
  ...over,
});

function renderRecharge(language?: 'zh', exportAnswer: () => unknown = () => EXPORT_ANSWER) {
  const rows: TopUpRow[] = [row()];
  return renderScreen(<RechargeScreen />, {
    routeName: 'account.warehouse.recharge',
    path: '/account/warehouse/recharge',
    ...(language === undefined ? {} : { language }),
    answers: {
      '/merchant/api-recharge/list': () => onePage(rows),
      '/merchant/api-default/top-up-detail': (request) =>
        onePage(
          [
            {
              id: 5,
              kind: 'plan_fee',
              amount: { amount: -7100, currency: 'CNY' },
              balance_after: { amount: 92_900, currency: 'CNY' },
              reference: 'plan:1:activate',
              created_at: '2026-01-03T00:00:00.000Z',
            },
            {
              id: 4,
              kind: 'top_up',
              amount: { amount: 100_000, currency: 'CNY' },
              balance_after: { amount: 100_000, currency: 'CNY' },
              reference: 'demo opening top-up',
              created_at: '2026-01-01T00:00:00.000Z',
            },
          ].filter(
            (r) => request.query?.['kind'] === undefined || r.kind === request.query['kind'],
          ),
        ),
      '/merchant/api-recharge/transactions-export': exportAnswer,
      '/api/customer/uploadPicture': () => ({ id: 'up-7', url: '/x', mime: 'image/png', size: 3 }),
      '/merchant/api-recharge/create': (request) => {
        const created = row({ id: 2, status: 'pending', reason: null, decided_at: null });
        rows.unshift({
          ...created,
          amount: { amount: Number(request.body?.['amount']) * 100, currency: 'CNY' },
        });
        return created;
      },
    },
  });
}

describe('RechargeScreen', () => {
  it('uploads the proof through the HttpClient, then asks for the top-up naming it', async () => {
    const { requests } = await renderRecharge();
    const rejected = (await screen.findByText('No transfer received')).closest('tr') as HTMLElement;
    expect(within(rejected).getByText('Rejected')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit top-up request' }));
    const proof = screen.getByLabelText('Transfer proof (JPG, PNG or GIF, at most 2 MB)');
    await waitFor(() => expect(proof.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Please attach the transfer proof')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Amount (CNY)' }), '300');
    await user.upload(proof, new File(['png'], 'proof.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Submit top-up request' }));
    await waitFor(() => expect(screen.getAllByRole('cell', { name: 'Pending' })).toHaveLength(1));
    const upload = requests.find((r) => r.path === '/api/customer/uploadPicture');
    expect(upload !== undefined && 'files' in upload && Object.keys(upload.files ?? {})).toEqual([
      'file',
    ]);
    expect(requests.find((r) => r.path === '/merchant/api-recharge/create')?.body).toEqual({
      amount: '300',
      method: 'bank_transfer',
      proof: 'up-7',
    });
  });

  it('refuses an amount with three decimals before calling', async () => {
    const { requests } = await renderRecharge();
    const amount = await screen.findByRole('textbox', { name: 'Amount (CNY)' });
    const user = userEvent.setup();
    await user.type(amount, '1.234');
    await user.click(screen.getByRole('button', { name: 'Submit top-up request' }));
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(requests.some((r) => r.path === '/merchant/api-recharge/create')).toBe(false);
  });

  it('lists every movement of the balance with its type, filtered by type', async () => {
    const { requests } = await renderRecharge();
    const fee = (await screen.findByRole('cell', { name: 'plan:1:activate' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(fee).getByText('Plan fee')).toBeTruthy();
    expect(within(fee).getByText('-71.00 CNY')).toBeTruthy();
    expect(within(fee).getByText('929.00 CNY')).toBeTruthy();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'top_up');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'plan:1:activate' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'demo opening top-up' })).toBeTruthy();
    expect(
      requests.some(
        (r) => r.path === '/merchant/api-default/top-up-detail' && r.query?.['kind'] === 'top_up',
      ),
    ).toBe(true);
  });

  it('speaks Chinese', async () => {
    await renderRecharge('zh');
    expect(await screen.findByRole('button', { name: '提交充值申请' })).toBeTruthy();
    expect(await screen.findByRole('cell', { name: '已驳回' })).toBeTruthy();
  });

  it('filters the transactions by days, and refuses a start after the end before calling', async () => {
    const { requests } = await renderRecharge();
    await screen.findByRole('cell', { name: 'plan:1:activate' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-02' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-31' } });
    await waitFor(() =>
      expect(
        requests.some(
          (r) =>
            r.path === '/merchant/api-default/top-up-detail' &&
            r.query?.['start_date'] === '2026-01-02' &&
            r.query['end_date'] === '2026-01-31',
        ),
      ).toBe(true),
    );
    const sent = requests.length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-01' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The start date must not be after the end date.',
    );
    expect(requests.length).toBe(sent);
  });

  it('exports the filtered transactions as XLSX, busy while it runs', async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    let release: (value: unknown) => void = () => undefined;
    const { requests } = await renderRecharge(undefined, () => new Promise((r) => (release = r)));
    await screen.findByRole('cell', { name: 'plan:1:activate' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'top_up');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'plan:1:activate' })).toBeNull());
    const button = screen.getByRole('button', { name: 'Export XLSX' });
    await user.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    release(EXPORT_ANSWER);
    await waitFor(() => expect(saved).toEqual(['transactions-2026-03-01.xlsx']));
    expect(button.getAttribute('aria-busy')).toBe('false');
    expect(
      requests.find((r) => r.path === '/merchant/api-recharge/transactions-export')?.query,
    ).toEqual({ kind: 'top_up' });
    click.mockRestore();
  });

  it('says the export failed when the server does not answer a file', async () => {
    await renderRecharge(undefined, () => new Error('network down'));
    await screen.findByRole('cell', { name: 'plan:1:activate' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export XLSX' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Data export failed, please retry later.',
    );
  });

  it('exports in Chinese too', async () => {
    await renderRecharge('zh');
    expect(await screen.findByRole('button', { name: '导出 XLSX' })).toBeTruthy();
    expect(screen.getByLabelText('开始日期')).toBeTruthy();
  });

  // The browser's own file input read "Choose File / No file chosen" on the Chinese screen (seen
  // in the money guide's screenshots): the proof is chosen through a button in the screen's
  // language, which names the file chosen.
  it('offers the transfer proof through a button in Chinese and names the file chosen', async () => {
    await renderRecharge('zh');
    const proof = await screen.findByLabelText('转账凭证（JPG、PNG 或 GIF，不超过 2 MB）');
    expect(screen.getByLabelText('选择文件')).toBe(proof);
    expect(screen.getByText('选择文件').className).toBe('ui button');
    await userEvent.setup().upload(proof, new File(['png'], 'proof.png', { type: 'image/png' }));
    expect((await screen.findByText('已选择：proof.png')).getAttribute('role')).toBe('status');
  });
});
