// The guide's settings page: the user centre, the address book, roles, add-on service rules,
// the help centre's freight inquiry and the tools' fee calculator.
import { call, loggedIn, shoot, BASE } from '../harness.mjs';

/** Per language: the screens' headings and the buttons the shots press. */
const TEXT = {
  en: {
    account: 'User centre',
    addresses: 'Address book',
    roles: 'Roles',
    rules: 'Add-on service rules',
    freight: 'Freight inquiry',
    ask: 'Get rates',
    country: 'Destination country (code)',
    weight: 'Weight (kg)',
    fees: 'Fee calculator',
    calculate: 'Calculate',
  },
  zh: {
    account: '用户中心',
    addresses: '地址管理',
    roles: '角色管理',
    rules: '增值服务规则',
    freight: '运费查询',
    ask: '查询运费',
    country: '目的国家（代码）',
    weight: '重量（kg）',
    fees: '费用计算器',
    calculate: '计算',
  },
};

/** An address, a custom role and two add-on rules of the demo merchant, made once. */
async function seed(request, token) {
  const info = await call(request, 'GET', '/merchant/api-account/user-info', { token });
  const warehouseId = String(info.userInfo.warehouse_id);
  await call(request, 'POST', '/merchant/api-setting/address-save', {
    token,
    form: {
      type: 'recipient',
      name: 'Ada Lovelace',
      address: '350 Fifth Avenue',
      country: 'US',
      city: 'New York',
      postcode: '10001',
      phone: '2125550123',
    },
  });
  await call(request, 'POST', '/merchant/api-subaccount/role-save', {
    token,
    form: {
      name: 'Packer',
      description: 'Orders and stock, no money',
      permissions: 'order:view,order:add,order:edit,inventory:view',
    },
  });
  const rules = [
    ['Relabel for Germany', '1', { shipping_methods: 'DE-DHL', countries: 'DE' }, 'LABEL'],
    ['Photos of new mugs', '5', { skus: 'MUG-CERAMIC-01' }, 'PHOTO,CHECK'],
  ];
  for (const [name, priority, conditions, services] of rules)
    await call(request, 'POST', '/merchant/api-rules/create', {
      token,
      form: {
        name,
        description: '',
        priority,
        warehouse_ids: warehouseId,
        shipping_methods: '',
        skus: '',
        countries: '',
        ...conditions,
        services,
        save_as: 'active',
      },
    });
}

let seeded = false;

/** Shoots this area in one language; `browser` is a launched Chromium. */
export default async function settingsShots(browser, language) {
  const t = TEXT[language];
  const { context, token, page } = await loggedIn(browser, language);
  if (!seeded) {
    await seed(context.request, token);
    seeded = true;
  }
  const heading = (name) => page.getByRole('heading', { name, level: 1 }).waitFor();

  await page.goto(`${BASE}/setting/user/account`);
  await heading(t.account);
  await shoot(page, 'settings-account', language);

  await page.goto(`${BASE}/setting/user/addressManage`);
  await heading(t.addresses);
  await page.getByRole('cell', { name: 'Ada Lovelace', exact: true }).waitFor();
  await shoot(page, 'settings-addresses', language);

  await page.goto(`${BASE}/setting/subAccount/role`);
  await page.getByRole('cell', { name: 'Packer', exact: true }).waitFor();
  await shoot(page, 'settings-roles', language, { fullPage: true });

  await page.goto(`${BASE}/account/setting`);
  await heading(t.rules);
  await page.getByRole('cell', { name: 'Relabel for Germany', exact: true }).waitFor();
  await shoot(page, 'settings-addon-rules', language);

  await page.goto(`${BASE}/help`);
  const freight = page.getByRole('region', { name: t.freight });
  await freight.getByLabel(t.country).fill('US');
  await freight.getByLabel(t.weight).fill('1.2');
  await freight.getByRole('button', { name: t.ask }).click();
  await freight.getByRole('table', { name: t.freight }).waitFor();
  await freight.scrollIntoViewIfNeeded();
  await shoot(page, 'settings-help-freight', language);

  await page.goto(`${BASE}/tools`);
  const fees = page.getByRole('region', { name: t.fees });
  await fees.getByLabel(t.country).fill('DE');
  await fees.getByLabel(t.weight).fill('1.2');
  await fees.getByRole('button', { name: t.calculate }).click();
  await fees.getByRole('table', { name: t.fees }).waitFor();
  await shoot(page, 'settings-tools-fees', language);
  await context.close();
}
