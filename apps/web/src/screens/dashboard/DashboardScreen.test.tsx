import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onePage } from '../../test/fakes';
import { resolve } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import { renderScreen, TEST_USER } from '../../test/render-screen';
import DashboardScreen from './DashboardScreen';
import type { ChartLibrary } from './chart-library';
import { ChartLibraryLoader } from './chart-library';
import type { DashboardChart } from './dashboard-charts';

// happy-dom draws no canvas: the chart library is replaced by a recorder of what the screen asked
// it to draw (draw-chart.ts, the only module that imports Chart.js, is what the app loads)
const drawn = {
  charts: [] as { chart: DashboardChart; animate: boolean; locale: string }[],
  destroyed: 0,
};
const recorder: ChartLibrary = {
  drawChart: (_canvas, chart, options) => {
    drawn.charts.push({ chart, animate: options.animate, locale: options.locale });
    return { destroy: () => (drawn.destroyed += 1) };
  },
};
let loadLibrary: () => Promise<ChartLibrary> = () => Promise.resolve(recorder);

beforeEach(() => {
  loadLibrary = () => Promise.resolve(recorder);
  drawn.charts = [];
  drawn.destroyed = 0;
});
afterEach(() => vi.unstubAllGlobals());

const D = '/merchant/api-default';
const dates = Array.from({ length: 30 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`);
const FIGURES = {
  [`${D}/top-left-account`]: () => ({
    amount: { amount: 123_456, currency: 'CNY' },
    arrears_orders: 1,
  }),
  [`${D}/order-breakdown`]: () => ({
    total: 6,
    rows: [
      { key: 'abnormal', count: 3 },
      { key: 'processing', count: 2 },
      { key: 'shipped', count: 1 },
    ],
  }),
  [`${D}/logistics-breakdown`]: () => ({
    total: 5,
    rows: [
      { key: 'DHL-EXP', count: 1 },
      { key: 'US-STD', count: 4 },
    ],
  }),
  [`${D}/dashboard-Abnormal-Orders`]: () => ({
    total: 3,
    rows: [
      { key: 'insufficient_funds', count: 1 },
      { key: 'insufficient_stock', count: 2 },
    ],
  }),
  [`${D}/order-detail-chart`]: () => ({
    dates,
    counts: dates.map((_, i) => (i === 29 ? 4 : i === 28 ? 2 : 0)),
  }),
  [`${D}/order-detail-list`]: () =>
    onePage([
      {
        id: 7,
        order_no: 'SO00007',
        status: 'abnormal',
        channel: 'US-STD',
        warehouse_id: 1,
        abnormal_reason: 'insufficient_stock',
        created_at: '2026-10-30T08:00:00.000Z',
      },
    ]),
  [`${D}/top-list`]: () => [
    { sku: 'MUG-RED', quantity: 7 },
    { sku: 'CAP-BLUE', quantity: 3 },
  ],
  [`${D}/top-up-detail`]: () =>
    onePage([
      {
        id: 1,
        kind: 'top_up',
        amount: { amount: 100_000, currency: 'CNY' },
        balance_after: { amount: 100_000, currency: 'CNY' },
        reference: 'seed',
        created_at: '2026-10-01T08:00:00.000Z',
      },
    ]),
};

const NOTHING = {
  ...FIGURES,
  [`${D}/order-breakdown`]: () => ({ total: 0, rows: [] }),
  [`${D}/logistics-breakdown`]: () => ({ total: 0, rows: [] }),
  [`${D}/dashboard-Abnormal-Orders`]: () => ({ total: 0, rows: [] }),
  [`${D}/order-detail-chart`]: () => ({ dates, counts: dates.map(() => 0) }),
  [`${D}/order-detail-list`]: () => onePage([]),
  [`${D}/top-list`]: () => [],
  [`${D}/top-up-detail`]: () => onePage([]),
};

const renderDashboard = (answers: Record<string, () => unknown>, language?: 'zh') =>
  renderScreen(
    <ChartLibraryLoader.Provider value={() => loadLibrary()}>
      <DashboardScreen />
    </ChartLibraryLoader.Provider>,
    {
      routeName: 'dashboard',
      path: '/dashboard',
      answers,
      ...(language === undefined ? {} : { language }),
    },
  );

/** The figure table of a chart, by its caption: a screen reader reaches it, hidden or shown. */
const figureRows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

const drawnChart = (name: string) => drawn.charts.find((c) => c.chart.name === name)?.chart;

describe('DashboardScreen', () => {
  it('draws each figure as a named chart with its figures as text, in English', async () => {
    await renderDashboard(FIGURES);
    const names = [
      'Orders per day',
      'Orders by status',
      'Orders by logistics channel',
      'Abnormal orders',
      'Top 5 stock-out SKUs',
    ];
    for (const name of names) expect(await screen.findByRole('img', { name })).toBeTruthy();
    await waitFor(() => expect(drawn.charts.map((c) => c.chart.name).sort()).toEqual(names.sort()));

    expect(figureRows('Orders by status')).toEqual(['Abnormal3', 'Processing2', 'Shipped1']);
    expect(figureRows('Orders by logistics channel')).toEqual(['DHL-EXP1', 'US-STD4']);
    expect(figureRows('Abnormal orders')).toEqual(['Insufficient Fund1', 'Insufficient Stock2']);
    expect(figureRows('Top 5 stock-out SKUs')).toEqual(['MUG-RED7', 'CAP-BLUE3']);
    expect(figureRows('Orders per day').at(-1)).toBe('30 Oct 20264');
    expect(
      within(screen.getByRole('table', { name: 'Orders by status' })).getByRole('columnheader', {
        name: 'Orders',
      }),
    ).toBeTruthy();

    // the canvas draws what the table says, in the reader's language
    expect(drawnChart('Orders by status')).toMatchObject({
      labels: ['Abnormal', 'Processing', 'Shipped'],
      values: [3, 2, 1],
      tone: 'neutral',
    });
    expect(drawnChart('Top 5 stock-out SKUs')).toMatchObject({
      labels: ['MUG-RED', 'CAP-BLUE'],
      values: [7, 3],
      horizontal: true,
      tone: 'alert',
    });
    expect(drawn.charts.every((c) => c.locale === 'en')).toBe(true);

    // the other figures: totals, balance, the latest orders with their status label
    const status = screen.getByRole('region', { name: 'Orders by status' });
    expect(within(status).getByText('6')).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Order details' });
    expect(within(details).getByText('Orders in the last 30 days')).toBeTruthy();
    expect(within(details).getByRole('row', { name: 'SO00007 Abnormal' })).toBeTruthy();
    const finance = screen.getByRole('region', { name: 'Finance' });
    expect(finance.textContent).toContain('1234.56 CNY');
    // the account movements' table has its headers (axe td-has-header from 3 rows on)
    expect(
      within(finance)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Movement', 'Amount']);
  });

  it('draws in Chinese: names, statuses, reasons and days in the reader’s language', async () => {
    await renderDashboard(FIGURES, 'zh');
    expect(await screen.findByRole('img', { name: '订单状态分布' })).toBeTruthy();
    for (const name of ['每日订单数', '物流渠道分布', '异常订单统计', '缺货 SKU 前五名'])
      expect(screen.getByRole('img', { name })).toBeTruthy();
    expect(figureRows('订单状态分布')).toEqual(['异常3', '处理中2', '已发货1']);
    expect(figureRows('异常订单统计')).toEqual(['余额不足1', '库存不足2']);
    expect(figureRows('每日订单数').at(-1)).toBe('2026年10月30日4');
    expect(
      within(screen.getByRole('table', { name: '缺货 SKU 前五名' })).getByRole('columnheader', {
        name: '缺货件数',
      }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(drawnChart('订单状态分布')?.labels).toEqual(['异常', '处理中', '已发货']),
    );
    expect(drawn.charts.every((c) => c.locale === 'zh-CN')).toBe(true);
    expect(screen.getByRole('button', { name: '以表格显示数字' })).toBeTruthy();
  });

  it('shows the figures as tables on request, from the keyboard', async () => {
    await renderDashboard(FIGURES);
    const toggle = await screen.findByRole('button', { name: 'Figures as tables' });
    const table = () => screen.getByRole('table', { name: 'Orders by status' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(table().closest('.visually-hidden')).not.toBeNull();
    toggle.focus();
    await userEvent.setup().keyboard('{Enter}');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(table().closest('.visually-hidden')).toBeNull();
  });

  it('draws without animation when the reader asks for reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
    }));
    await renderDashboard(FIGURES);
    await waitFor(() => expect(drawn.charts).toHaveLength(5));
    expect(drawn.charts.every((c) => !c.animate)).toBe(true);
  });

  it('shows the figures as tables when the chart library cannot be loaded', async () => {
    loadLibrary = () => Promise.reject(new Error('chunk failed'));
    await renderDashboard(FIGURES);
    const table = await screen.findByRole('table', { name: 'Orders by status' });
    await waitFor(() => expect(table.closest('.visually-hidden')).toBeNull());
    expect(screen.queryByRole('img', { name: 'Orders by status' })).toBeNull();
    expect(figureRows('Orders by status')).toEqual(['Abnormal3', 'Processing2', 'Shipped1']);
  });

  it.each([
    [
      'en',
      undefined,
      ['No orders yet', 'No shipments yet', 'No abnormal orders', 'No SKU is out of stock'],
    ],
    ['zh', 'zh', ['暂无订单', '暂无发货', '暂无异常订单', '暂无缺货 SKU']],
  ] as const)(
    '%s: says there is nothing to draw and loads no chart',
    async (_, language, texts) => {
      await renderDashboard(NOTHING, language);
      for (const text of texts)
        expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
      expect(screen.queryByRole('img')).toBeNull();
      expect(drawn.charts).toEqual([]);
    },
  );

  it.each([
    ['en', undefined, 'The dashboard could not be loaded. Try again.'],
    ['zh', 'zh', '仪表盘加载失败，请重试。'],
  ] as const)('%s: says when the figures could not be loaded', async (_, language, text) => {
    await renderDashboard(
      { ...FIGURES, [`${D}/order-breakdown`]: () => new Error('offline') },
      language,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('destroys its charts when it leaves the page', async () => {
    const { view } = await renderDashboard(FIGURES);
    await waitFor(() => expect(drawn.charts).toHaveLength(5));
    view.unmount();
    expect(drawn.destroyed).toBe(5);
  });

  it("asks for each figure once, for the user's warehouse, when the user's details come in", async () => {
    const { container, requests } = await renderScreen(
      <ChartLibraryLoader.Provider value={() => loadLibrary()}>
        <DashboardScreen />
      </ChartLibraryLoader.Provider>,
      {
        routeName: 'dashboard',
        path: '/dashboard',
        user: null,
        answers: { '/merchant/api-account/user-info': () => TEST_USER, ...FIGURES },
      },
    );
    const figureCalls = () => requests.filter((r) => r.path.startsWith(D));
    // no figures for no warehouse while the user's details are on their way
    expect(screen.getByRole('status')).toBeDefined();
    expect(figureCalls()).toEqual([]);
    await act(async () => {
      await resolve(container, TOKENS.UserStore).fetch();
    });
    await screen.findByRole('region', { name: 'Finance' });
    const paths = figureCalls().map((r) => r.path);
    expect(paths.sort()).toEqual(Object.keys(FIGURES).sort());
    const breakdown = figureCalls().find((r) => r.path === `${D}/order-breakdown`);
    expect(breakdown?.query).toEqual({ warehouse_id: '1' });
  });
});
