import type { OrderUploadResult } from '@portal/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '../../di-tokens';
import { onePage } from '../../test/fakes';
import { renderScreen } from '../../test/render-screen';
import type { CheckSummary } from './check-file';
import { checkOrderFile, summaryOf } from './check-file';
import OrderUploadScreen from './OrderUploadScreen';
import type { OrderFileChecker } from './row-checker';
import { loadOrderUploadTexts } from './screens';
import { mixedResult, orderRow, templateCsv, uploadRow } from './upload-test-kit';
import { loadStorageTexts } from '../../i18n/area-texts';
import { loadOrderTexts } from '../order/screens';

beforeAll(() => Promise.all([loadOrderUploadTexts(), loadOrderTexts(), loadStorageTexts()]));

const TEXTS = {
  en: {
    pick: 'Choose a file',
    checking: /Checking the rows in your browser: 1 of 3/,
    checked: '3 rows checked in your browser: 3 orders, 1 rows with problems.',
    problem: 'Column “Quantity”: The quantity must be a whole number from 1 to 999.',
    send: 'Upload 3 rows',
    sendOne: 'Upload 1 rows',
    noErrors: 'No row is left with an error.',
    errorRows: 'Rows with errors',
    postcodeProblem: /Column “Postcode”:/,
    correct: 'Correct row 4',
    save: 'Save row',
    selectAll: 'Select all rows on this page',
    submit: 'Submit selected error rows',
    empty: 'No upload yet. Choose a file above to upload orders.',
    failed: 'The upload failed: Server unavailable',
    mapping: 'Match the columns of your file',
    offered: 'A saved mapping fits these headings and is filled in below.',
    orderIdSelect: 'Column “Order ID”',
    apply: 'Check with this mapping',
  },
  zh: {
    pick: '选择文件',
    checking: /正在浏览器中检查：1 \/ 3 行/,
    checked: '浏览器已检查 3 行：3 个订单，1 行有问题。',
    problem: '列“Quantity”：数量须为 1 至 999 之间的整数。',
    send: '上传 3 行',
    sendOne: '上传 1 行',
    noErrors: '没有剩余的错误行。',
    errorRows: '错误行',
    postcodeProblem: /列“Postcode”：/,
    correct: '修改第 4 行',
    save: '保存该行',
    selectAll: undefined,
    submit: '提交所选错误行',
    empty: '还没有上传记录。请在上方选择文件上传订单。',
    failed: '上传失败：Server unavailable',
    mapping: '匹配文件的列',
    offered: '已保存的匹配适用于这些表头，已在下方填好。',
    orderIdSelect: '列“Order ID”',
    apply: '按此匹配检查',
  },
} as const;

/** A checker whose progress the test moves: it stops after the first row until released. */
function heldChecker() {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const checker: OrderFileChecker = {
    async check(file, mapping, progress): Promise<CheckSummary> {
      progress(1, 3);
      await held;
      return summaryOf(await checkOrderFile(file, mapping, progress));
    },
  };
  return { checker, release };
}

const GOOD_AND_BAD = templateCsv([
  orderRow('A-1', 'MUG-1'),
  orderRow('A-2', 'MUG-2'),
  orderRow('A-3', 'MUG-3', { quantity: '0' }),
]);

const csvFile = (text: string, name = 'orders.csv') => new File([text], name, { type: 'text/csv' });

function renderUpload(
  options: {
    language?: 'zh';
    checker?: OrderFileChecker;
    upload?: () => unknown;
    history?: readonly ReturnType<typeof uploadRow>[];
    mappings?: () => unknown;
  } = {},
) {
  const result = mixedResult();
  return renderScreen(<OrderUploadScreen />, {
    routeName: 'order.upload',
    path: '/order/upload',
    answers: {
      '/merchant/api-orders/uploads': () => onePage(options.history ?? []),
      '/merchant/api-orders/upload': options.upload ?? (() => result),
      '/merchant/api-orders/upload-row-save': (): OrderUploadResult => ({
        ...result,
        upload: { ...result.upload, errors: 0, orders_created: 3, status: 'succeeded' },
        rows: result.rows.map((row) => ({ ...row, outcome: 'created', issues: [] })),
      }),
      '/merchant/api-orders/upload-rows-submit': () => result,
      '/merchant/api-orders/upload-mappings':
        options.mappings ?? (() => ({ list: [], offered_id: null })),
      '/merchant/api-orders/upload-mapping-save': () => ({
        id: 5,
        name: 'market.csv',
        columns: [],
        created_at: '2026-11-20T08:00:00.000Z',
      }),
    },
    ...(options.language === undefined ? {} : { language: options.language }),
    ...(options.checker === undefined
      ? {}
      : {
          before: (container) =>
            container
              .rebind(TOKENS.OrderFileChecker)
              .toConstantValue(options.checker as OrderFileChecker),
        }),
  });
}

describe.each(['en', 'zh'] as const)('OrderUploadScreen (%s)', (language) => {
  const text = TEXTS[language];
  const lang = language === 'zh' ? { language } : {};

  it(
    'shows the check’s progress, then the rows with problems by row and the file’s column',
    { timeout: 30_000 },
    async () => {
      const held = heldChecker();
      await renderUpload({ ...lang, checker: held.checker });
      const user = userEvent.setup();
      await user.upload(screen.getByLabelText(text.pick), csvFile(GOOD_AND_BAD));
      const progress = await screen.findByRole('progressbar');
      expect(progress.getAttribute('aria-valuenow')).toBe('33');
      expect(screen.getByText(text.checking)).toBeTruthy();
      await act(async () => held.release());
      expect(await screen.findByText(text.checked)).toBeTruthy();
      const row = screen.getByRole('row', { name: /A-3/ });
      expect(within(row).getByRole('cell', { name: '4' })).toBeTruthy();
      expect(within(row).getByText(text.problem)).toBeTruthy();
    },
  );

  it(
    'sends the file, then corrects an error row in place with the domain’s rules; the batch takes error rows only',
    { timeout: 30_000 },
    async () => {
      const { requests } = await renderUpload(lang);
      const user = userEvent.setup();
      await user.upload(screen.getByLabelText(text.pick), csvFile(GOOD_AND_BAD));
      await user.click(await screen.findByRole('button', { name: text.send }));
      const table = await screen.findByRole('table', { name: text.errorRows });
      // only the error row is listed: rows 2 and 3 became orders
      expect(within(table).getAllByRole('row')).toHaveLength(2);
      const row = within(table).getByRole('row', { name: /A-3/ });
      expect(within(row).getByText(text.postcodeProblem)).toBeTruthy();
      const upload = requests.find((r) => r.path === '/merchant/api-orders/upload');
      expect(upload?.method === 'POST' && upload.body).toEqual({
        save_as: 'pending_submit',
        auto_submit_abnormal: '0',
      });

      // select all, submit: only the error row 4 goes
      await user.click(within(table).getAllByRole('checkbox')[0] as HTMLElement);
      await user.click(screen.getByRole('button', { name: text.submit }));
      await waitFor(() =>
        expect(
          requests.find((r) => r.path === '/merchant/api-orders/upload-rows-submit'),
        ).toMatchObject({
          body: { id: '7', rows: '4' },
        }),
      );

      await user.click(await screen.findByRole('button', { name: text.correct }));
      const form = screen.getByRole('form', { name: text.correct });
      const postcode = within(form).getByRole('textbox');
      await user.clear(postcode);
      await user.type(postcode, '!!');
      await user.click(within(form).getByRole('button', { name: text.save }));
      // the domain refuses it: nothing sent, the problem beside the field
      expect(requests.some((r) => r.path === '/merchant/api-orders/upload-row-save')).toBe(false);
      expect(within(form).getByRole('alert')).toBeTruthy();
      await user.clear(postcode);
      await user.type(postcode, '10001');
      await user.click(within(form).getByRole('button', { name: text.save }));
      await waitFor(() =>
        expect(
          requests.find((r) => r.path === '/merchant/api-orders/upload-row-save'),
        ).toMatchObject({
          body: { id: '7', row: '4' },
        }),
      );
      const saved = requests.find((r) => r.path === '/merchant/api-orders/upload-row-save');
      const body = saved?.method === 'POST' ? saved.body : undefined;
      const cells = JSON.parse(typeof body?.cells === 'string' ? body.cells : '{}');
      expect(cells.postcode).toBe('10001');
      expect(await screen.findByText(text.noErrors)).toBeTruthy();
    },
  );

  it(
    'offers the saved mapping for a file with foreign headings and sends its id',
    { timeout: 30_000 },
    async () => {
      const saved = {
        id: 5,
        name: 'market.csv',
        columns: [
          { heading: 'Order ID', field: 'reference_number' },
          { heading: 'Item SKU', field: 'sku' },
        ],
        created_at: '2026-11-20T08:00:00.000Z',
      };
      const { requests } = await renderUpload({
        ...lang,
        mappings: () => ({ list: [saved], offered_id: 5 }),
      });
      const user = userEvent.setup();
      await user.upload(
        screen.getByLabelText(text.pick),
        csvFile('Order ID,Item SKU\nM-1,MUG-1\n', 'market.csv'),
      );
      expect(await screen.findByRole('heading', { name: text.mapping })).toBeTruthy();
      expect(screen.getByText(text.offered)).toBeTruthy();
      const select = screen.getByLabelText(text.orderIdSelect);
      expect((select as HTMLSelectElement).value).toBe('reference_number');
      await user.click(screen.getByRole('button', { name: text.apply }));
      await waitFor(() =>
        expect(
          requests.find((r) => r.path === '/merchant/api-orders/upload-mapping-save'),
        ).toMatchObject({
          body: { id: '5', name: 'market.csv' },
        }),
      );
      await user.click(await screen.findByRole('button', { name: text.sendOne }));
      await waitFor(() =>
        expect(requests.find((r) => r.path === '/merchant/api-orders/upload')).toMatchObject({
          body: { mapping_id: '5' },
        }),
      );
    },
  );

  it(
    'says when there is no upload yet, and says a failed upload',
    { timeout: 30_000 },
    async () => {
      await renderUpload({ ...lang, upload: () => new Error('Server unavailable') });
      expect(await screen.findByText(text.empty)).toBeTruthy();
      const user = userEvent.setup();
      await user.upload(screen.getByLabelText(text.pick), csvFile(GOOD_AND_BAD));
      await user.click(await screen.findByRole('button', { name: text.send }));
      expect(await screen.findByText(text.failed)).toBeTruthy();
    },
  );
});

describe('OrderUploadScreen leaving', () => {
  it('asks before leaving while error rows remain unsaved', { timeout: 30_000 }, async () => {
    const { router } = await renderScreen(<OrderUploadScreen />, {
      routeName: 'order.upload',
      path: '/order/upload?id=7',
      answers: {
        '/merchant/api-orders/uploads': () => onePage([uploadRow()]),
        '/merchant/api-orders/upload-result': () => mixedResult(),
      },
    });
    await screen.findByRole('table', { name: 'Rows with errors' });
    await act(async () => {
      await router.navigate('/order/list');
    });
    expect(
      await screen.findByText(
        'Some uploaded orders still have errors and are not saved. Leave this page anyway?',
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/order/upload');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/list'));
  });
});

describe('OrderUploadScreen history', () => {
  it(
    'lists each upload with its file, who, figures and status, and opens a past result',
    { timeout: 30_000 },
    async () => {
      const { requests } = await renderScreen(<OrderUploadScreen />, {
        routeName: 'order.upload',
        path: '/order/upload?id=7',
        answers: {
          '/merchant/api-orders/uploads': () => onePage([uploadRow()]),
          '/merchant/api-orders/upload-result': () => mixedResult(),
        },
      });
      const history = await screen.findByRole('table', { name: 'Upload history' });
      const row = within(history).getByRole('row', { name: /orders\.csv/ });
      expect(within(row).getByText('demo')).toBeTruthy();
      expect(within(row).getByText('Error')).toBeTruthy();
      expect(await screen.findByRole('heading', { name: /Result of orders\.csv/ })).toBeTruthy();
      expect(requests.find((r) => r.path === '/merchant/api-orders/upload-result')?.query).toEqual({
        id: '7',
      });
    },
  );
});
