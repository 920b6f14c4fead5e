import type { AddedService, AddonRuleRow } from '@portal/contract';
import { HttpRequestFailure } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { onePage } from '../../test/fakes';
import { renderScreen } from '../../test/render-screen';
import AddonRuleFormScreen from './AddonRuleFormScreen';
import { loadHelpTexts } from './screens';

// the screens' texts come with their lazy chunk, which a test that renders the screen skips
beforeAll(() => loadHelpTexts());

const SERVICES: AddedService[] = [
  {
    sp_code: 'LABEL',
    name: 'Relabelling',
    name_cn: '换标',
    unit: 'piece',
    unit_cn: '件',
    price: { amount: 100, currency: 'CNY' },
  },
  {
    sp_code: 'PHOTO',
    name: 'Product photos',
    name_cn: '产品拍照',
    unit: 'SKU',
    unit_cn: 'SKU',
    price: { amount: 1000, currency: 'CNY' },
  },
];

const SAVED: AddonRuleRow = {
  id: 3,
  name: 'Relabel for Germany',
  description: '',
  priority: 2,
  status: 'active',
  warehouse_ids: [1],
  warehouses: ['Shenzhen'],
  shipping_methods: ['DE-DHL'],
  skus: [],
  countries: ['DE'],
  services: ['LABEL'],
  actions: ['deactivate'],
  updated_at: '2026-11-20T08:30:00.000Z',
};

const CREATE = '/merchant/api-rules/create';
const UPDATE = '/merchant/api-rules/update';

/** The server's refusal: `issues` beside their wire fields, or none (a fault of its own). */
const refusal = (msg: string, issues?: { field: string; code: string }[]) => () =>
  new HttpRequestFailure('body', msg, {
    body: {
      code: issues === undefined ? '500' : '400',
      ask: 0,
      msg,
      alert: '',
      data: issues === undefined ? null : { issues },
    },
  });

function renderForm(
  options: {
    id?: number;
    language?: 'zh';
    answers?: Parameters<typeof renderScreen>[1]['answers'];
  } = {},
) {
  return renderScreen(<AddonRuleFormScreen />, {
    routeName: 'account.setting.rules',
    path:
      options.id === undefined
        ? '/account/setting/rules'
        : `/account/setting/rules?id=${options.id}`,
    ...(options.language === undefined ? {} : { language: options.language }),
    answers: {
      '/merchant/api-warehouse/added-services': () => onePage(SERVICES),
      '/merchant/api-rules/detail': () => SAVED,
      [CREATE]: () => SAVED,
      [UPDATE]: () => SAVED,
      ...options.answers,
    },
  });
}

type User = ReturnType<typeof userEvent.setup>;

/** A rule the domain accepts: Shenzhen, DHL to Germany, relabelling. */
async function fillValid(user: User, names = { shenzhen: 'Shenzhen', label: 'Relabelling' }) {
  await user.type(await screen.findByRole('textbox', { name: /Rule name|规则名称/ }), 'Relabel DE');
  await user.click(screen.getByRole('checkbox', { name: names.shenzhen }));
  await user.click(screen.getByRole('checkbox', { name: 'DE-DHL' }));
  await user.type(screen.getByRole('textbox', { name: /Recipient countries|收件国家/ }), 'de');
  await user.click(await screen.findByRole('checkbox', { name: names.label }));
}

const sent = (requests: { path: string }[], path: string) =>
  requests.some((request) => request.path === path);

// typing a whole rule takes a few seconds on a loaded machine
describe('AddonRuleFormScreen', { timeout: 20_000 }, () => {
  it('shows every rule beside its part when a save is tried with nothing chosen', async () => {
    const { requests } = await renderForm();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save and activate' }));
    expect(await screen.findByText('This field is required!')).toBeTruthy();
    expect(screen.getByText('Please choose at least one warehouse.')).toBeTruthy();
    expect(screen.getByText('Please add at least one condition.')).toBeTruthy();
    expect(screen.getByText('Please choose at least one service.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Rule name' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(sent(requests, CREATE)).toBe(false);
  });

  it.each([
    ['0', 'The priority must be a whole number from 1 (highest) to 9.'],
    ['10', 'The priority must be a whole number from 1 (highest) to 9.'],
    ['2.5', 'The priority must be a whole number from 1 (highest) to 9.'],
    ['', 'This field is required!'],
  ])('refuses the priority %j', async (priority, text) => {
    const { requests } = await renderForm();
    const user = userEvent.setup();
    await fillValid(user);
    const field = screen.getByRole('textbox', { name: 'Priority (1-9, 1 highest)' });
    await user.clear(field);
    if (priority !== '') await user.type(field, priority);
    await user.click(screen.getByRole('button', { name: 'Save and activate' }));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(sent(requests, CREATE)).toBe(false);
  });

  it('creates and activates a rule together, then goes back to the list', async () => {
    const { requests, router } = await renderForm();
    const user = userEvent.setup();
    await fillValid(user);
    await user.clear(screen.getByRole('textbox', { name: 'Priority (1-9, 1 highest)' }));
    await user.type(screen.getByRole('textbox', { name: 'Priority (1-9, 1 highest)' }), '2');
    await user.click(screen.getByRole('button', { name: 'Save and activate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/setting'));
    expect(requests.find((r) => r.path === CREATE)?.body).toEqual({
      name: 'Relabel DE',
      description: '',
      priority: '2',
      warehouse_ids: '1',
      shipping_methods: 'DE-DHL',
      skus: '',
      countries: 'de',
      services: 'LABEL',
      save_as: 'active',
      showMessage: '1',
    });
  });

  it('saves a new rule inactive with Save', async () => {
    const { requests, router } = await renderForm();
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/setting'));
    expect(requests.find((r) => r.path === CREATE)?.body).toMatchObject({ save_as: 'inactive' });
  });

  it('shows the server’s refusal beside its field and stays on the form', async () => {
    const { router } = await renderForm({
      answers: {
        [CREATE]: refusal('This warehouse is not active for your account', [
          { field: 'warehouse_ids', code: 'SERVER.WAREHOUSE_NOT_ACTIVE' },
        ]),
      },
    });
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save and activate' }));
    expect(await screen.findByText('This warehouse is not active for your account')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/setting/rules');
    expect((screen.getByRole('textbox', { name: 'Rule name' }) as HTMLInputElement).value).toBe(
      'Relabel DE',
    );
  });

  it('says why when the server fails the save without naming a field', async () => {
    const { router } = await renderForm({
      answers: { [CREATE]: refusal('The server could not answer. Please try again.') },
    });
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save and activate' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The server could not answer. Please try again.',
    );
    expect(router.state.location.pathname).toBe('/account/setting/rules');
  });

  it('edits a saved rule: its values in the form, its id sent, its status kept', async () => {
    const { requests, router } = await renderForm({ id: 3 });
    expect(await screen.findByRole('heading', { name: 'Edit add-on service rule' })).toBeTruthy();
    const name = screen.getByRole('textbox', { name: 'Rule name' }) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Relabel for Germany'));
    expect((screen.getByRole('checkbox', { name: 'Shenzhen' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByRole('checkbox', { name: 'DE-DHL' }) as HTMLInputElement).checked).toBe(
      true,
    );
    // an edit has one save: the status moves by Activate and Deactivate on the list
    expect(screen.queryByRole('button', { name: 'Save and activate' })).toBeNull();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Product photos' }));
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/setting'));
    expect(requests.find((r) => r.path === UPDATE)?.body).toMatchObject({
      id: 3,
      name: 'Relabel for Germany',
      services: 'LABEL,PHOTO',
    });
    expect(sent(requests, CREATE)).toBe(false);
  });

  it('in Chinese: the rules, the warehouses and services by their Chinese names', async () => {
    const { requests, router } = await renderForm({ language: 'zh' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: '新建增值服务规则' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '保存并启用' }));
    expect(await screen.findByText('此项为必填项！')).toBeTruthy();
    expect(screen.getByText('请至少选择一个仓库。')).toBeTruthy();
    expect(screen.getByText('请至少添加一个条件。')).toBeTruthy();
    expect(screen.getByText('请至少选择一项服务。')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: '优先级（1-9，1 最高）' }), '0');
    expect(await screen.findByText('优先级须为 1（最高）至 9 之间的整数。')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: '优先级（1-9，1 最高）' }));
    await user.type(screen.getByRole('textbox', { name: '优先级（1-9，1 最高）' }), '1');
    await fillValid(user, { shenzhen: '深圳仓', label: '换标' });
    await user.click(screen.getByRole('button', { name: '保存并启用' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/setting'));
    expect(requests.find((r) => r.path === CREATE)?.body).toMatchObject({
      priority: '1',
      warehouse_ids: '1',
      services: 'LABEL',
    });
  });

  it('in Chinese: the server’s refusal beside its field', async () => {
    await renderForm({
      language: 'zh',
      answers: {
        [CREATE]: refusal('该仓库尚未为您的账号开通', [
          { field: 'warehouse_ids', code: 'SERVER.WAREHOUSE_NOT_ACTIVE' },
        ]),
      },
    });
    const user = userEvent.setup();
    await fillValid(user, { shenzhen: '深圳仓', label: '换标' });
    await user.click(screen.getByRole('button', { name: '保存并启用' }));
    expect(await screen.findByText('该仓库尚未为您的账号开通')).toBeTruthy();
  });
});
