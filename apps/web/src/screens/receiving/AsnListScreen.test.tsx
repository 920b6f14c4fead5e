import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { onePage } from '../../test/fakes';
import { renderScreen } from '../../test/render-screen';
import AsnListScreen from './AsnListScreen';
import { ASN_TEST_USER, asnRow } from './asn-test-kit';

describe('AsnListScreen', () => {
  it('lists a server page with each row’s own actions, filters and runs a row action', async () => {
    const rows = [
      asnRow(1, 'draft', ['edit', 'submit', 'delete']),
      asnRow(2, 'awaiting_arrival', []),
    ];
    const { requests } = await renderScreen(<AsnListScreen />, {
      routeName: 'warehouse.receiving.list',
      user: ASN_TEST_USER,
      path: '/warehouse/receiving/list',
      answers: {
        '/merchant/api-asn/list': () => onePage(rows),
        '/merchant/api-asn/action': () => ({
          id: 1,
          asn_no: 'ASN00000001',
          status: 'pending_approval',
        }),
      },
    });
    const user = userEvent.setup();
    const draft = await screen.findByRole('row', { name: /ASN00000001/ });
    expect(within(draft).getByText('Draft')).toBeTruthy();
    expect(within(draft).getByRole('link', { name: 'Edit ASN00000001' })).toBeTruthy();
    const waiting = screen.getByRole('row', { name: /ASN00000002/ });
    expect(within(waiting).queryByRole('button')).toBeNull();
    expect(within(waiting).queryByRole('link', { name: 'Edit ASN00000002' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Status'), 'draft');
    await user.type(screen.getByLabelText('ASN number'), '0001');
    await waitFor(() =>
      expect(requests.at(-1)?.query).toMatchObject({ status: 'draft', keyword: '0001', page: '1' }),
    );

    await user.click(within(draft).getByRole('button', { name: 'Submit ASN00000001' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/merchant/api-asn/action')?.body).toEqual({
        id: '1',
        action: 'submit',
      }),
    );
  });
});
