import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { onePage } from '../../test/fakes';
import { renderScreen } from '../../test/render-screen';
import RmaListScreen from './RmaListScreen';
import { rmaDetail, rmaLine, rmaRow } from './rma-test-fixtures';

function renderList() {
  let submitted = false;
  const rows = () => [
    rmaRow({
      id: 2,
      rma_no: 'RMA00000002',
      status: 'processed',
      actions: [],
      back_to_shelf: false,
    }),
    submitted ? rmaRow({ status: 'awaiting_arrival', actions: [] }) : rmaRow(),
  ];
  return renderScreen(<RmaListScreen />, {
    routeName: 'warehouse.rma.list',
    path: '/warehouse/rma/list',
    answers: {
      '/merchant/api-rma/list': (request) => {
        const status = request.query?.['status'];
        const list = rows().filter((r) => status === undefined || r.status === status);
        return onePage(list);
      },
      '/merchant/api-rma/detail': () => rmaDetail({ lines: [rmaLine({ id: 5 })] }),
      '/merchant/api-rma/edit': () => {
        submitted = true;
        return { id: 1, rma_no: 'RMA00000001', status: 'awaiting_arrival' };
      },
    },
  });
}

describe('RmaListScreen', () => {
  it('shows each return with its translated status and exactly the actions it allows', async () => {
    await renderList();
    const draft = (await screen.findByRole('link', { name: 'RMA00000001' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(draft).getByText('Draft')).toBeTruthy();
    expect(
      within(draft)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit', 'Submit']);
    const processed = screen
      .getByRole('link', { name: 'RMA00000002' })
      .closest('tr') as HTMLElement;
    expect(within(processed).getByText('Processed')).toBeTruthy();
    expect(within(processed).getByText('Not back to shelf')).toBeTruthy();
    expect(within(processed).queryAllByRole('button')).toEqual([]);
  });

  it('filters by status', async () => {
    const { requests } = await renderList();
    await screen.findByRole('link', { name: 'RMA00000001' });
    await userEvent.setup().selectOptions(screen.getByLabelText('Status'), 'processed');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'RMA00000001' })).toBeNull());
    expect(requests.at(-1)?.query).toMatchObject({ status: 'processed', page: '1' });
  });

  it('submits a draft from its row with its saved values, then shows it awaiting arrival', async () => {
    const { requests } = await renderList();
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Submit RMA00000001' }));
    const draft = (await screen.findByRole('cell', { name: 'Awaiting arrival' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(draft).queryAllByRole('button')).toEqual([]);
    expect(requests.find((r) => r.path === '/merchant/api-rma/edit')?.body).toMatchObject({
      id: '1',
      lines: '[{"sku":"MUG-01","quantity":"2"}]',
      submit: '1',
    });
  });

  it('opens the edit route of a draft as an edit', async () => {
    const { router } = await renderList();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Edit RMA00000001' }));
    expect(router.state.location.pathname).toBe('/warehouse/rma/edit/1/edit');
  });
});
