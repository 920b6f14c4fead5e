// The order upload guide page (docs/guide/order-upload.md): a file checked in the browser with its
// problems, the result of an upload with an error row corrected in place, and the column mapping
// of a marketplace export.
import { sampleProductFields } from '../../sample-product.mjs';
import { BASE, call, loggedIn, shoot } from '../harness.mjs';

const HEADINGS = {
  en: [
    'Reference number',
    'Warehouse',
    'Shipping method',
    'Declared currency',
    'Recipient first name',
    'Recipient last name',
    'Phone',
    'Country (ISO code)',
    'State',
    'City',
    'Postcode',
    'Address line 1',
    'SKU',
    'Product name',
    'Product description',
    'Quantity',
    'Unit declared value',
  ],
  zh: [
    '参考号',
    '仓库',
    '运输方式',
    '申报币种',
    '收件人名',
    '收件人姓',
    '电话',
    '国家(二字码)',
    '州/省',
    '城市',
    '邮编',
    '地址1',
    'SKU编码',
    '产品名称',
    '产品描述',
    '数量',
    '单件申报价值',
  ],
};

/** An order file of the template: two good orders, a bad postcode, a quantity of 0. */
function orderFile(language, sku, run) {
  const row = (reference, { postcode = '10001', quantity = '2' } = {}) =>
    [
      reference,
      'Shenzhen',
      'US-STD',
      'USD',
      'Emma',
      'Smith',
      '2125550123',
      'US',
      'NY',
      'New York',
      postcode,
      '350 Fifth Avenue',
      sku,
      'Mug',
      'Coffee mug',
      quantity,
      '12.50',
    ].join(',');
  return [
    HEADINGS[language].join(','),
    row(`SHOP-${run}-1`),
    row(`SHOP-${run}-2`),
    row(`SHOP-${run}-3`, { postcode: '!!!' }),
    row(`SHOP-${run}-4`, { quantity: '0' }),
  ].join('\r\n');
}

/** An active product for the orders to name (the demo merchant's). */
async function seedProduct(request, token) {
  const sku = `MUG-U${Date.now().toString(36).toUpperCase()}`;
  const product = await call(request, 'POST', '/merchant/api-product/create', {
    token,
    form: sampleProductFields(sku, {
      name_en: 'Upload mug',
      name_zh: '上传杯',
      barcode: `69013${String(Date.now()).slice(-8)}`,
      submit: '1',
    }),
  });
  await call(request, 'POST', '/merchant/api-ops/approve-product', {
    operator: true,
    form: { product_id: String(product.id) },
  });
  return sku;
}

let sku;

/** Shoots the order upload area in one language; `browser` is a launched Chromium. */
export default async function orderUploadShots(browser, language) {
  const en = language === 'en';
  const { context, token, page } = await loggedIn(browser, language);
  sku ??= await seedProduct(context.request, token);
  const run = `${language}${Date.now().toString(36)}`.toUpperCase();
  const pick = en ? 'Choose a file' : '选择文件';

  await page.goto(`${BASE}/order/upload`);
  await page.getByLabel(pick, { exact: true }).setInputFiles({
    name: `orders-${language}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(orderFile(language, sku, run), 'utf8'),
  });
  const send = page.getByRole('button', { name: en ? 'Upload 4 rows' : '上传 4 行' });
  await send.waitFor();
  await shoot(page, 'order-upload-check', language, { fullPage: true });

  await send.click();
  const correct = page.getByRole('button', { name: en ? 'Correct row 4' : '修改第 4 行' });
  await correct.click();
  await page.getByRole('form').getByRole('textbox').first().waitFor();
  await shoot(page, 'order-upload-result', language, { fullPage: true });
  await page
    .getByRole('button', { name: en ? 'Cancel' : '取消', exact: true })
    .first()
    .click();

  await page.getByLabel(pick, { exact: true }).setInputFiles({
    name: 'marketplace-export.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `Order ID,Ship to first name,Ship to last name,Item SKU,Qty\r\nM-${run},Emma,Smith,${sku},1\r\n`,
      'utf8',
    ),
  });
  await page
    .getByRole('heading', { name: en ? 'Match the columns of your file' : '匹配文件的列' })
    .waitFor();
  await shoot(page, 'order-upload-mapping', language, { fullPage: true });
  await context.close();
}
