import type { ManagersData, NewsItem } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { onePage } from '../../test/fakes';
import { renderScreen } from '../../test/render-screen';
import HelpScreen from './HelpScreen';
import { fieldRefusal, heldAnswer, QUOTES, serverFault } from './quote-fixtures';
import { loadHelpTexts } from './screens';

// the screens' texts come with their lazy chunk, which a test that renders the screen skips
beforeAll(() => loadHelpTexts());

const FREIGHT = '/merchant/api-help/freight';

const NEWS: NewsItem[] = [
  {
    id: 1,
    title: 'Christmas cut-off dates',
    title_cn: '圣诞节截单时间',
    href: 'https://news.example/en/1',
    href_cn: 'https://news.example/zh/1',
    isLink: true,
    isNew: true,
    published_at: '2026-11-20T08:30:00.000Z',
  },
];

const MANAGERS: ManagersData = {
  account_manager: { id: 1, name: 'Alice Wang', cn_name: '王丽' },
  regional_manager: null,
  sales_manager: { id: 3, name: 'Bob Li', cn_name: '' },
};

function renderHelp(
  options: { language?: 'zh'; answers?: Parameters<typeof renderScreen>[1]['answers'] } = {},
) {
  return renderScreen(<HelpScreen />, {
    routeName: 'help',
    path: '/help',
    ...(options.language === undefined ? {} : { language: options.language }),
    answers: {
      '/merchant/api-news/list': () => ({ ...onePage(NEWS), unread: 1 }),
      '/api/customer/getManager': () => MANAGERS,
      [FREIGHT]: () => ({ quotes: QUOTES }),
      ...options.answers,
    },
  });
}

type User = ReturnType<typeof userEvent.setup>;

async function ask(user: User, country: string, weight: string, button = 'Get rates') {
  const form = (await screen.findByRole('button', { name: button })).closest('form');
  const fields = within(form as HTMLElement).getAllByRole('textbox');
  // country, weight, channel, then the sides, as the form lays them out
  if (country !== '') await user.type(fields[0] as HTMLElement, country);
  if (weight !== '') await user.type(fields[1] as HTMLElement, weight);
  await user.click(screen.getByRole('button', { name: button }));
}

describe('HelpScreen', { timeout: 20_000 }, () => {
  it('shows the FAQ, the articles, the announcements and the managers', async () => {
    await renderHelp();
    expect(await screen.findByRole('heading', { name: 'Help centre' })).toBeTruthy();
    expect(screen.getByText('Why can I not create an order for my warehouse?')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'From product to first shipment' })).toBeTruthy();
    const news = await screen.findByRole('link', { name: 'Christmas cut-off dates' });
    expect(news.getAttribute('href')).toBe('https://news.example/en/1');
    expect(await screen.findByText('Alice Wang')).toBeTruthy();
    expect(screen.getByText('Not assigned')).toBeTruthy();
    expect(screen.getByText('Bob Li')).toBeTruthy();
  });

  it('says when there is no announcement', async () => {
    await renderHelp({
      answers: { '/merchant/api-news/list': () => ({ ...onePage([]), unread: 0 }) },
    });
    expect(await screen.findByText('No announcement')).toBeTruthy();
  });

  it('refuses an inquiry without a country or a weight, and asks nothing', async () => {
    const { requests } = await renderHelp();
    const user = userEvent.setup();
    await ask(user, '', '');
    expect(await screen.findAllByText('This field is required!')).toHaveLength(2);
    expect(
      screen
        .getByRole('textbox', { name: 'Destination country (code)' })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(requests.some((r) => r.path === FREIGHT)).toBe(false);
  });

  it('refuses a weight that is not above 0, and one side without the others', async () => {
    const { requests } = await renderHelp();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Length (cm)' }), '30');
    await ask(user, 'DE', '0');
    const weight = screen.getByRole('textbox', { name: 'Weight (kg)' });
    await waitFor(() => expect(weight.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('textbox', { name: 'Width (cm)' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(requests.some((r) => r.path === FREIGHT)).toBe(false);
  });

  it('asks the rate cards and lists each channel’s price or why it cannot carry', async () => {
    const held = heldAnswer({ quotes: QUOTES });
    const { requests } = await renderHelp({ answers: { [FREIGHT]: held.answer } });
    const user = userEvent.setup();
    await ask(user, 'DE', '1.2');
    // the button waits with the inquiry
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Get rates' }).classList.contains('loading')).toBe(
        true,
      ),
    );
    held.release();
    const table = await screen.findByRole('table', { name: 'Freight inquiry' });
    const dhl = within(table).getByRole('row', { name: /DHL Paket Germany/ });
    expect(
      within(dhl)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['DHL Paket Germany (DE-DHL)', '1200', '42.50 CNY', '50.60 CNY', '']);
    expect(within(table).getByText('UK-RM does not ship to DE.')).toBeTruthy();
    expect(requests.find((r) => r.path === FREIGHT)?.query).toMatchObject({
      country: 'DE',
      weight_kg: '1.2',
      channel: '',
    });
  });

  it('says when no channel serves the country', async () => {
    await renderHelp({ answers: { [FREIGHT]: () => ({ quotes: [] }) } });
    await ask(userEvent.setup(), 'AQ', '1');
    expect(await screen.findByText('No channel serves this country.')).toBeTruthy();
  });

  it('shows the server’s refusal beside its field', async () => {
    await renderHelp({
      answers: {
        [FREIGHT]: fieldRefusal('The shipping method XX is not available.', {
          field: 'channel',
          code: 'ORDER.CHANNEL_UNKNOWN',
          params: { channel: 'XX' },
        }),
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Channel (empty for all)' }), 'XX');
    await ask(user, 'DE', '1');
    const channel = screen.getByRole('textbox', { name: 'Channel (empty for all)' });
    await waitFor(() => expect(channel.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The shipping method XX is not available.')).toBeTruthy();
  });

  it('says why when the server fails the inquiry', async () => {
    await renderHelp({ answers: { [FREIGHT]: serverFault('Server error, please try again.') } });
    await ask(userEvent.setup(), 'DE', '1');
    expect((await screen.findByRole('alert')).textContent).toBe('Server error, please try again.');
    expect(screen.queryByRole('table', { name: 'Freight inquiry' })).toBeNull();
  });

  it('in Chinese: the texts, the rules, the managers’ Chinese names and the prices in 元', async () => {
    await renderHelp({ language: 'zh' });
    expect(await screen.findByRole('heading', { name: '帮助中心' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: '圣诞节截单时间' })).toBeTruthy();
    expect(await screen.findByText('王丽')).toBeTruthy();
    // a manager without a Chinese name keeps the English one
    expect(screen.getByText('Bob Li')).toBeTruthy();
    expect(screen.getByText('未分配')).toBeTruthy();
    const user = userEvent.setup();
    await ask(user, '', '', '查询运费');
    expect(await screen.findAllByText('此项为必填项！')).toHaveLength(2);
    await ask(user, 'DE', '1.2', '查询运费');
    const table = await screen.findByRole('table', { name: '运费查询' });
    expect(within(table).getByText('42.50 元')).toBeTruthy();
    expect(within(table).getByText('UK-RM 不支持寄往 DE。')).toBeTruthy();
  });
});
