import { readFile } from 'node:fs/promises';
import type { Language, MessageCode } from '@portal/domain';
import { ORDER_UPLOAD_COLUMNS } from '@portal/domain';
import { translate } from '@portal/i18n';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { DEMO, englishUiTextsShown, expectNoSeriousViolations, loginAs } from './helpers';
import { setUpStockViaApi } from './stock-steps';

// Issue 13's batch upload in the browser, in each language: a file of good and bad rows checked
// in the browser, sent, one bad row corrected in place, the error rows submitted, the rows still
// in error downloaded, corrected in the file and uploaded again; then a marketplace export with
// its own headings mapped once and the mapping offered for the next such file.

const LANGUAGES: readonly Language[] = ['en', 'zh'];
/** The demo merchant's warehouse as an order file names it. */
const WAREHOUSE = 'Shenzhen';

const quoted = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
const csvOf = (rows: readonly (readonly string[])[]) =>
  rows.map((row) => row.map(quoted).join(',')).join('\r\n') + '\r\n';

/** One order line of the template, all of it valid but what `cells` changes. */
const line = (reference: string, sku: string, cells: Record<string, string> = {}) => {
  const values: Record<string, string> = {
    reference_number: reference,
    warehouse: WAREHOUSE,
    shipping_method: 'US-STD',
    currency: 'USD',
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone: '2125550123',
    country: 'US',
    state: 'NY',
    city: 'New York',
    postcode: '10001',
    address_line1: '350 Fifth Avenue',
    insurance_agreement: '0',
    sku,
    product_name: 'Mug',
    description: 'Ceramic mug',
    quantity: '1',
    declared_value: '12.50',
    ...cells,
  };
  return ORDER_UPLOAD_COLUMNS.map((column) => values[column.field] ?? '');
};
const templateFile = (language: Language, rows: readonly (readonly string[])[]) =>
  csvOf([ORDER_UPLOAD_COLUMNS.map((column) => column[language]), ...rows]);

async function pick(page: Page, label: string, name: string, content: string) {
  await page.getByLabel(label, { exact: true }).setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(content, 'utf8'),
  });
}

for (const language of LANGUAGES) {
  test(`upload, correct in place, submit, download and re-import the error rows; a mapping offered again (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const text = (code: string, params?: MessageCode['params']) =>
      translate(language, params === undefined ? code : { code, params });
    const heading = (field: string) =>
      ORDER_UPLOAD_COLUMNS.find((column) => column.field === field)?.[language] ?? field;
    const stamp = `${language}${Date.now().toString(36)}`.toUpperCase();
    const sku = `UPL${stamp}`;
    await setUpStockViaApi(request, sku, 20, 20);

    await loginAs(page, DEMO);
    if (language === 'zh') {
      await page.getByRole('button', { name: 'Switch language' }).click();
      await expect(page.getByRole('button', { name: text('UI.HEADER.RECHARGE') })).toBeVisible();
    }
    await page.goto('/order/upload');
    await expect(
      page.getByRole('heading', { name: text('ROUTE.ORDER_UPLOAD'), level: 1 }),
    ).toBeVisible();

    // two good orders, a bad postcode (fixed in place) and a quantity of 0 (fixed in the file)
    const [good1, good2, badPostcode, badQuantity] = ['G1', 'G2', 'BP', 'BQ'].map(
      (suffix) => `E2E-${stamp}-${suffix}`,
    ) as [string, string, string, string];
    const first = templateFile(language, [
      line(good1, sku),
      line(good2, sku),
      line(badPostcode, sku, { postcode: '!!!' }),
      line(badQuantity, sku, { quantity: '0' }),
    ]);
    await pick(page, text('UI.ORDER_UPLOAD.PICK'), `orders-${stamp}.csv`, first);
    // the browser's check: 4 rows, 4 orders, 2 with problems, each by its row and the file's column
    await expect(
      page.getByText(text('UI.ORDER_UPLOAD.CHECKED', { rows: 4, orders: 4, errors: 2 })),
    ).toBeVisible();
    await page.getByRole('button', { name: text('UI.ORDER_UPLOAD.SEND', { rows: 4 }) }).click();

    const errors = page.getByRole('table', { name: text('UI.ORDER_UPLOAD.RESULT.ERROR_ROWS') });
    await expect(errors.getByRole('row')).toHaveCount(3);
    const postcodeRow = errors.getByRole('row', { name: new RegExp(badPostcode) });
    await expect(postcodeRow.getByRole('cell').nth(1)).toHaveText('4');
    await expect(
      postcodeRow.getByText(
        new RegExp(
          `${text('UI.ORDER_UPLOAD.RESULT.PROBLEM', { column: heading('postcode'), message: '' })}.+`,
        ),
      ),
    ).toBeVisible();
    await expectNoSeriousViolations(page, { include: '#main-content' });

    // the bad postcode corrected in place
    await postcodeRow
      .getByRole('button', { name: text('UI.ORDER_UPLOAD.RESULT.CORRECT_ROW', { row: 4 }) })
      .click();
    const form = page.getByRole('form', {
      name: text('UI.ORDER_UPLOAD.RESULT.CORRECT_ROW', { row: 4 }),
    });
    await form.getByLabel(heading('postcode')).fill('10001');
    await form.getByRole('button', { name: text('UI.ORDER_UPLOAD.RESULT.SAVE_ROW') }).click();
    await expect(errors.getByRole('row')).toHaveCount(2);

    // the error rows submitted again as they are: the quantity of 0 is still refused
    const quantityRow = errors.getByRole('row', { name: new RegExp(badQuantity) });
    await errors.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: text('UI.ORDER_UPLOAD.RESULT.SUBMIT') }).click();
    await expect(
      page.getByText(text('UI.ORDER_UPLOAD.RESULT.ACTION_DONE', { count: 1, left: 1 })),
    ).toBeVisible();
    await expect(quantityRow).toBeVisible();

    // the rows still in error as a file with an error column
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text('UI.ORDER_UPLOAD.RESULT.DOWNLOAD') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const errorFile = await readFile(await download.path(), 'utf8');
    expect(errorFile).toContain(badQuantity);
    expect(errorFile).not.toContain(good1);
    expect(errorFile).toContain(text('SERVER.ORDER_UPLOAD_ERROR_COLUMN'));

    // corrected in the file and uploaded again: the last order is created, nothing twice
    const fixed = errorFile.replace(
      new RegExp(`(${badQuantity}[^\\r\\n]*?),0,12\\.5`),
      '$1,1,12.5',
    );
    expect(fixed).not.toBe(errorFile);
    await pick(page, text('UI.ORDER_UPLOAD.PICK'), `fixed-${stamp}.csv`, fixed);
    await page.getByRole('button', { name: text('UI.ORDER_UPLOAD.SEND', { rows: 1 }) }).click();
    await expect(page.getByText(text('UI.ORDER_UPLOAD.RESULT.NO_ERRORS'))).toBeVisible();
    const history = page.getByRole('table', { name: text('UI.ORDER_UPLOAD.HISTORY.TITLE') });
    await expect(history.getByRole('row', { name: new RegExp(`fixed-${stamp}`) })).toBeVisible();

    // a marketplace export: its own headings, one row per line, the address on the first row only
    // (a Chinese marketplace's export has Chinese headings: the zh screen then shows no English)
    const foreign =
      language === 'en'
        ? ['Order ID', 'Ship to first name', 'Ship to last name', 'Item SKU', 'Qty']
        : ['订单编号', '收货人名字', '收货人姓氏', '商品编码', '件数'];
    const exportFile = (reference: string) =>
      csvOf([foreign, [reference, 'Ada', 'Lovelace', sku, '1'], [reference, '', '', sku, '2']]);
    await pick(
      page,
      text('UI.ORDER_UPLOAD.PICK'),
      `market-${stamp}.csv`,
      exportFile(`MK1-${stamp}`),
    );
    await expect(
      page.getByRole('heading', { name: text('UI.ORDER_UPLOAD.MAPPING.TITLE') }),
    ).toBeVisible();
    const fields = ['reference_number', 'first_name', 'last_name', 'sku', 'quantity'];
    for (const [index, name] of foreign.entries())
      await page
        .getByLabel(text('UI.ORDER_UPLOAD.MAPPING.HEADING', { heading: name }))
        .selectOption(fields[index] as string);
    await page.getByRole('button', { name: text('UI.ORDER_UPLOAD.MAPPING.APPLY') }).click();
    await expect(
      page.getByRole('button', { name: text('UI.ORDER_UPLOAD.SEND', { rows: 2 }) }),
    ).toBeVisible();
    await page.getByRole('button', { name: text('UI.ORDER_UPLOAD.CANCEL') }).click();

    // the next file with those headings: the saved mapping is offered, filled in
    await pick(
      page,
      text('UI.ORDER_UPLOAD.PICK'),
      `market2-${stamp}.csv`,
      exportFile(`MK2-${stamp}`),
    );
    await expect(page.getByText(text('UI.ORDER_UPLOAD.MAPPING.OFFERED'))).toBeVisible();
    await expect(
      page.getByLabel(text('UI.ORDER_UPLOAD.MAPPING.HEADING', { heading: foreign[3] as string })),
    ).toHaveValue('sku');
    if (language === 'zh') await expect.poll(() => englishUiTextsShown(page)).toEqual([]);
  });
}
