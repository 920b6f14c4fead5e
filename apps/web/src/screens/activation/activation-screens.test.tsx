import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionLoginType } from '@portal/domain';
import type { ReactElement } from 'react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import type { SessionStore } from '../../stores/session-store';
import { renderScreen } from '../../test/render-screen';
import ActivationScreen from './ActivationScreen';
import EnterpriseScreen from './EnterpriseScreen';
import TipScreen from './TipScreen';

const PROGRESS = {
  status: 'passed',
  urlcode: '201',
  type: 'enterprise',
  reason: null,
  submitted_at: '2026-11-20T08:00:00.000Z',
  review_due_at: null,
  balance: { amount: 0, currency: 'USD' },
  warehouses: [],
};

/** Logs the session in as `loginType` before the screen's first render, as a login would have. */
function LoggedInAs(props: { loginType: SessionLoginType; children: ReactElement }) {
  const session = useInjection<SessionStore>(TOKENS.SessionStore);
  useState(() =>
    session.acceptLogin({
      token: 'T',
      username: 'demo',
      customer_id: 1,
      login_type: props.loginType,
      expires_at: '2026-12-01T00:00:00.000Z',
    }),
  );
  return props.children;
}

const renderAs = (
  loginType: SessionLoginType,
  [routeName, path, , element]: (typeof SCREENS)[number],
  answers: Parameters<typeof renderScreen>[1]['answers'] = {},
) =>
  renderScreen(<LoggedInAs loginType={loginType}>{element}</LoggedInAs>, {
    routeName,
    path,
    answers,
    user: null,
  });

const SCREENS: readonly (readonly [string, string, string, ReactElement])[] = [
  [
    'activation.enterprise',
    '/activation/enterprise',
    'Enterprise activation',
    <EnterpriseScreen />,
  ],
  ['activation.tip', '/activation/tip', 'Activation status', <TipScreen />],
];

describe('activation screens are never empty', () => {
  it.each(SCREENS)(
    'a sub-account on %s is told the main account activates the company (no call it would be refused)',
    async (...entry) => {
      const { requests } = await renderAs('sub', entry);
      expect(await screen.findByRole('heading', { name: entry[2] })).toBeTruthy();
      expect(screen.getByText('The main account activates the company')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Check again' })).toBeTruthy();
      expect(requests.map((r) => r.path)).not.toContain('/api/customer/activeOver');
    },
  );

  it.each(SCREENS)(
    'when the progress cannot be loaded, %s says so and tries again',
    async (...entry) => {
      let fail = true;
      await renderAs('main', entry, {
        '/api/customer/activeOver': () => (fail ? new Error('refused') : PROGRESS),
        '/merchant/api-account/warehouses': () => [],
      });
      expect(await screen.findByText('The activation status could not be loaded.')).toBeTruthy();
      fail = false;
      await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('heading', { name: entry[2] })).toBeTruthy();
      expect(screen.queryByText('The activation status could not be loaded.')).toBeNull();
    },
  );

  it('the top-up step quotes the customer ID it asks the merchant to quote', async () => {
    await renderAs('main', SCREENS[0]!, {
      '/api/customer/activeOver': () => PROGRESS,
      '/merchant/api-account/warehouses': () => [],
    });
    expect(await screen.findByText(/quoting your customer ID/)).toBeTruthy();
    const note = document.querySelector('.customer-id-note');
    expect(note?.textContent).toContain('Customer ID: 1');
    expect(note?.querySelector('.customer-id')?.textContent).toBe('1');
  });

  it.each([
    ['under_review', false],
    ['rejected', false],
    ['topped_up', true],
    ['active', true],
  ] as const)(
    'the tip screen at %s shows the warehouses waiting for approval: %s (the domain rule: identity passed)',
    async (status, waiting) => {
      await renderAs('main', SCREENS[1]!, {
        '/api/customer/activeOver': () => ({
          ...PROGRESS,
          status,
          warehouses: [
            {
              id: 7,
              warehouse_id: 3,
              name: 'LA West',
              cn_name: '',
              status: 'pending',
              reason: null,
              applied_at: '2026-11-20T08:00:00.000Z',
            },
          ],
        }),
      });
      expect(await screen.findByRole('button', { name: 'Check again' })).toBeTruthy();
      expect(screen.queryByText('Waiting for the warehouse to be approved') !== null).toBe(waiting);
      expect(screen.queryByText('LA West — Pending') !== null).toBe(waiting);
    },
  );

  it('a sub-account on the identity step is offered no identity form', async () => {
    await renderAs('sub', [
      'activation.activation',
      '/activation/activation',
      'Account activation',
      <ActivationScreen />,
    ]);
    expect(await screen.findByText('The main account activates the company')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
  });
});
