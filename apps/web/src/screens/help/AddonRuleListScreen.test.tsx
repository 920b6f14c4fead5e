import type { AddonRuleRow } from '@portal/contract';
import { HttpRequestFailure } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { onePage } from '../../test/fakes';
import { renderScreen } from '../../test/render-screen';
import AddonRuleListScreen from './AddonRuleListScreen';
import { loadHelpTexts } from './screens';

// the screens' texts come with their lazy chunk, which a test that renders the screen skips
beforeAll(() => loadHelpTexts());

const RELABEL_DE: AddonRuleRow = {
  id: 3,
  name: 'Relabel for Germany',
  description: 'DHL parcels to Germany get new labels',
  priority: 1,
  status: 'inactive',
  warehouse_ids: [1],
  warehouses: ['Shenzhen'],
  shipping_methods: ['DE-DHL'],
  skus: [],
  countries: ['DE'],
  services: ['LABEL'],
  actions: ['activate'],
  updated_at: '2026-11-20T08:30:00.000Z',
};

const PHOTOS: AddonRuleRow = {
  ...RELABEL_DE,
  id: 4,
  name: 'Photos of shoes',
  description: '',
  priority: 5,
  status: 'active',
  shipping_methods: [],
  skus: ['SHOE-1', 'SHOE-2'],
  countries: [],
  services: ['PHOTO'],
  actions: ['deactivate'],
};

const LIST = '/merchant/api-rules/list';
const ACTION = '/merchant/api-rules/action';

const serverFault = () =>
  new HttpRequestFailure('body', 'Server error', {
    body: { code: '500', ask: 0, msg: 'Server error', alert: '', data: null },
  });

function renderList(
  options: { language?: 'zh'; answers?: Parameters<typeof renderScreen>[1]['answers'] } = {},
) {
  return renderScreen(<AddonRuleListScreen />, {
    routeName: 'account.setting',
    path: '/account/setting',
    ...(options.language === undefined ? {} : { language: options.language }),
    answers: {
      [LIST]: () => onePage([RELABEL_DE, PHOTOS]),
      [ACTION]: () => ({ ...RELABEL_DE, status: 'active', actions: ['deactivate'] }),
      ...options.answers,
    },
  });
}

describe('AddonRuleListScreen', () => {
  it('shows the loader until the rules arrive', async () => {
    let answer: (page: unknown) => void = () => undefined;
    await renderList({ answers: { [LIST]: () => new Promise((resolve) => (answer = resolve)) } });
    expect(await screen.findByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    answer(onePage([RELABEL_DE]));
    expect(await screen.findByText('Relabel for Germany')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('says there is no rule yet, and offers to create one', async () => {
    const { router } = await renderList({ answers: { [LIST]: () => onePage([]) } });
    expect(await screen.findByText('No add-on rule yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'New rule' }));
    expect(router.state.location.pathname).toBe('/account/setting/rules');
  });

  it('lists each rule with its conditions, "Any" where none is set, and its status', async () => {
    await renderList();
    const table = await screen.findByRole('table');
    const cells = (name: RegExp) =>
      within(within(table).getByRole('row', { name }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(/Relabel for Germany/).slice(0, 8)).toEqual([
      '1',
      'Relabel for Germany',
      'Shenzhen',
      'DE-DHL',
      'Any',
      'DE',
      'LABEL',
      'Inactive',
    ]);
    expect(cells(/Photos of shoes/).slice(0, 8)).toEqual([
      '5',
      'Photos of shoes',
      'Shenzhen',
      'Any',
      'SHOE-1, SHOE-2',
      'Any',
      'PHOTO',
      'Active',
    ]);
    // each button names its action and its rule, so a screen reader tells them apart
    expect(screen.getByRole('button', { name: 'Activate Relabel for Germany' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deactivate Photos of shoes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Photos of shoes' })).toBeTruthy();
  });

  it('activates a rule and reads the list again', async () => {
    const { requests } = await renderList();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Activate Relabel for Germany' }));
    await waitFor(() => expect(requests.filter((r) => r.path === LIST)).toHaveLength(2));
    expect(requests.find((r) => r.path === ACTION)?.body).toEqual({
      id: 3,
      action: 'activate',
      showMessage: '1',
    });
  });

  it('opens a rule’s form from its Edit button', async () => {
    const { router } = await renderList();
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Edit Relabel for Germany' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/account/setting/rules?id=3',
    );
  });

  it('says when the rules could not be read, and reads them again on Try again', async () => {
    let fail = true;
    await renderList({
      answers: { [LIST]: () => (fail ? serverFault() : onePage([PHOTOS])) },
    });
    expect(await screen.findByText('The list could not be loaded.')).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Photos of shoes')).toBeTruthy();
    expect(screen.queryByText('The list could not be loaded.')).toBeNull();
  });

  it('keeps the list as it was when an activation is refused', async () => {
    const { requests } = await renderList({ answers: { [ACTION]: serverFault } });
    const user = userEvent.setup();
    const activate = await screen.findByRole('button', { name: 'Activate Relabel for Germany' });
    await user.click(activate);
    await waitFor(() => expect(activate.classList.contains('loading')).toBe(false));
    expect(requests.filter((r) => r.path === LIST)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Activate Relabel for Germany' })).toBeTruthy();
  });

  it('in Chinese: the headings, statuses, "any" and the buttons', async () => {
    await renderList({ language: 'zh' });
    expect(await screen.findByRole('heading', { name: '增值服务规则' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '优先级（1-9，1 最高）' })).toBeTruthy();
    const row = screen.getByRole('row', { name: /Photos of shoes/ });
    expect(within(row).getByText('启用')).toBeTruthy();
    expect(within(row).getAllByText('不限')).toHaveLength(2);
    expect(screen.getByRole('button', { name: '启用 Relabel for Germany' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '编辑 Relabel for Germany' })).toBeTruthy();
  });

  it('in Chinese: says there is no rule yet', async () => {
    await renderList({ language: 'zh', answers: { [LIST]: () => onePage([]) } });
    expect(await screen.findByText('还没有增值规则')).toBeTruthy();
    expect(screen.getByRole('button', { name: '新建规则' })).toBeTruthy();
  });
});
