import type { AddonRuleRow } from '@portal/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '../../di-tokens';
import type { SessionStore } from '../../stores/session-store';
import { onePage } from '../../test/fakes';
import { renderScreen, TEST_USER } from '../../test/render-screen';
import AddonRuleListScreen from './AddonRuleListScreen';
import { loadHelpTexts } from './screens';

// the screens' texts come with their lazy chunk, which a test that renders the screen skips
beforeAll(() => loadHelpTexts());

const RULE: AddonRuleRow = {
  id: 7,
  name: 'Photos for US orders',
  description: '',
  priority: 3,
  status: 'active',
  warehouse_ids: [1],
  warehouses: ['Shenzhen'],
  shipping_methods: [],
  skus: [],
  countries: ['US'],
  services: ['PHOTO'],
  actions: ['deactivate'],
  updated_at: '2026-11-20T08:30:00.000Z',
};

const LIST = '/merchant/api-rules/list';
const DELETE = '/merchant/api-rules/delete';

/** The list over a server that holds `rules` and deletes from them. */
function renderList(user?: typeof TEST_USER, language?: 'zh') {
  let rules = [RULE];
  return renderScreen(<AddonRuleListScreen />, {
    routeName: 'account.setting',
    path: '/account/setting',
    ...(language === undefined ? {} : { language }),
    ...(user === undefined ? {} : { user }),
    answers: {
      [LIST]: () => onePage(rules),
      [DELETE]: (request) => {
        rules = rules.filter((rule) => rule.id !== request.body?.['id']);
        return null;
      },
    },
  });
}

describe('AddonRuleListScreen: deleting a rule', () => {
  it.each([
    {
      language: undefined,
      button: 'Delete Photos for US orders',
      dialog: 'Delete the rule',
      confirm: 'Delete',
      cancel: 'Cancel',
      empty: 'No add-on rule yet',
    },
    {
      language: 'zh' as const,
      button: '删除 Photos for US orders',
      dialog: '删除规则',
      confirm: '删除',
      cancel: '取消',
      empty: '还没有增值规则',
    },
  ])('asks first, cancel keeps it, confirm deletes it ($language)', async (c) => {
    const { requests } = await renderList(undefined, c.language);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: c.button }));
    const dialog = await screen.findByRole('dialog', { name: c.dialog });
    expect(dialog.textContent).toContain('Photos for US orders');
    await user.click(within(dialog).getByRole('button', { name: c.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((r) => r.path === DELETE)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: c.button }));
    const again = await screen.findByRole('dialog', { name: c.dialog });
    await user.click(within(again).getByRole('button', { name: c.confirm }));
    expect(await screen.findByText(c.empty)).toBeTruthy();
    expect(requests.filter((r) => r.path === DELETE).map((r) => r.body)).toEqual([
      { id: 7, showMessage: '1' },
    ]);
  });

  it('hides Delete from a role that may view and edit rules but not delete them', async () => {
    // the user info brings a sub-account's grants; the login stored its login type
    const grants = [
      { tag: 'addonRule:view', enabled: true },
      { tag: 'addonRule:edit', enabled: true },
      { tag: 'addonRule:delete', enabled: false },
    ];
    const { container } = await renderList({
      ...TEST_USER,
      userInfo: { ...TEST_USER.userInfo, login_type: 'sub', permissions: grants as never },
    });
    await act(async () => {
      runInAction(() => (container.get<SessionStore>(TOKENS.SessionStore).loginType = 'sub'));
      await Promise.resolve();
    });
    expect(await screen.findByRole('button', { name: 'Edit Photos for US orders' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Photos for US orders' })).toBeNull();
  });
});
