import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { fieldRefusal, heldAnswer, QUOTES, serverFault } from './quote-fixtures';
import { loadHelpTexts } from './screens';
import ToolsScreen from './ToolsScreen';

// the screens' texts come with their lazy chunk, which a test that renders the screen skips
beforeAll(() => loadHelpTexts());

const FEES = '/merchant/api-tools/fees';

function renderTools(
  options: { language?: 'zh'; answers?: Parameters<typeof renderScreen>[1]['answers'] } = {},
) {
  return renderScreen(<ToolsScreen />, {
    routeName: 'tools',
    path: '/tools',
    ...(options.language === undefined ? {} : { language: options.language }),
    answers: { [FEES]: () => ({ quotes: QUOTES }), ...options.answers },
  });
}

type User = ReturnType<typeof userEvent.setup>;

/** The tool's own section: the fields of two tools share labels (country, weight, sides). */
const section = async (title: string) => within(await screen.findByRole('region', { name: title }));

async function typeIn(user: User, tool: string, values: Record<string, string>) {
  const part = await section(tool);
  for (const [label, value] of Object.entries(values))
    await user.type(part.getByRole('textbox', { name: label }), value);
  return part;
}

describe('ToolsScreen', { timeout: 20_000 }, () => {
  it('refuses a fee calculation without a country or a weight, and asks nothing', async () => {
    const { requests } = await renderTools();
    const user = userEvent.setup();
    const fees = await section('Fee calculator');
    await user.click(fees.getByRole('button', { name: 'Calculate' }));
    expect(await fees.findAllByText('This field is required!')).toHaveLength(2);
    expect(requests.some((r) => r.path === FEES)).toBe(false);
  });

  it('calculates every fee per channel, waiting with the button', async () => {
    const held = heldAnswer({ quotes: QUOTES });
    const { requests } = await renderTools({ answers: { [FEES]: held.answer } });
    const user = userEvent.setup();
    const fees = await typeIn(user, 'Fee calculator', {
      'Destination country (code)': 'DE',
      'Weight (kg)': '1.2',
      'Declared value': '20',
    });
    await user.click(fees.getByRole('checkbox', { name: 'Duty paid in advance (DDP)' }));
    await user.click(fees.getByRole('button', { name: 'Calculate' }));
    await waitFor(() =>
      expect(fees.getByRole('button', { name: 'Calculate' }).classList.contains('loading')).toBe(
        true,
      ),
    );
    held.release();
    const table = await screen.findByRole('table', { name: 'Fee calculator' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([
      'Channel',
      'Chargeable weight (g)',
      'Freight',
      'Insurance',
      'VAT',
      'Destination fee',
      'Duty',
      'Customs',
      'Remote surcharge',
      'Total',
      'Note',
    ]);
    const dhl = within(table).getByRole('row', { name: /DHL Paket Germany/ });
    expect(within(dhl).getByText('8.10 CNY')).toBeTruthy();
    expect(within(dhl).getByText('50.60 CNY')).toBeTruthy();
    expect(within(table).getByText('UK-RM does not ship to DE.')).toBeTruthy();
    expect(requests.find((r) => r.path === FEES)?.query).toMatchObject({
      country: 'DE',
      weight_kg: '1.2',
      currency: 'USD',
      declared_value: '20',
      duty_prepaid: '1',
    });
  });

  it('says when no channel serves the country', async () => {
    await renderTools({ answers: { [FEES]: () => ({ quotes: [] }) } });
    const user = userEvent.setup();
    const fees = await typeIn(user, 'Fee calculator', {
      'Destination country (code)': 'AQ',
      'Weight (kg)': '1',
    });
    await user.click(fees.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('No channel serves this country.')).toBeTruthy();
  });

  it('shows the server’s refusal beside its field', async () => {
    await renderTools({
      answers: {
        [FEES]: fieldRefusal('The shipping method XX is not available.', {
          field: 'channel',
          code: 'ORDER.CHANNEL_UNKNOWN',
          params: { channel: 'XX' },
        }),
      },
    });
    const user = userEvent.setup();
    const fees = await typeIn(user, 'Fee calculator', {
      'Destination country (code)': 'DE',
      'Weight (kg)': '1',
      'Channel (empty for all)': 'XX',
    });
    await user.click(fees.getByRole('button', { name: 'Calculate' }));
    expect(await fees.findByText('The shipping method XX is not available.')).toBeTruthy();
    expect(
      fees.getByRole('textbox', { name: 'Channel (empty for all)' }).getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('says why when the server fails the calculation', async () => {
    await renderTools({ answers: { [FEES]: serverFault('Server error, please try again.') } });
    const user = userEvent.setup();
    const fees = await typeIn(user, 'Fee calculator', {
      'Destination country (code)': 'DE',
      'Weight (kg)': '1',
    });
    await user.click(fees.getByRole('button', { name: 'Calculate' }));
    expect((await fees.findByRole('alert')).textContent).toBe('Server error, please try again.');
  });

  it('checks a postcode and an address with the domain’s rules, in the browser', async () => {
    const { requests } = await renderTools();
    const user = userEvent.setup();
    const address = await typeIn(user, 'Postcode and address check', {
      'Destination country (code)': 'de',
      Postcode: '1011',
      'Address line 1': 'Unter den Linden 1',
      'Shipping method (optional)': 'UK-RM',
    });
    await user.click(address.getByRole('button', { name: 'Check' }));
    // every refusal at once: the German postcode's pattern and the channel's countries
    const refused = await address.findByRole('alert');
    expect([...refused.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'No service for zip code',
      'Royal Mail Tracked 48 does not ship to DE.',
    ]);
    await user.clear(address.getByRole('textbox', { name: 'Postcode' }));
    await user.type(address.getByRole('textbox', { name: 'Postcode' }), '10115');
    await user.clear(address.getByRole('textbox', { name: 'Shipping method (optional)' }));
    await user.type(address.getByRole('textbox', { name: 'Shipping method (optional)' }), 'DE-DHL');
    await user.click(address.getByRole('button', { name: 'Check' }));
    expect((await address.findByRole('status')).textContent).toBe(
      'The postcode and address are accepted.',
    );
    expect(requests.some((r) => r.path === FEES)).toBe(false);
  });

  it('works out the volumetric and chargeable weight once every measure is typed', async () => {
    const user = userEvent.setup();
    await renderTools();
    const part = await typeIn(user, 'Volumetric weight', {
      'Length (cm)': '50',
      'Width (cm)': '40',
      'Height (cm)': '30',
    });
    expect(part.queryByRole('status')).toBeNull();
    await user.type(part.getByRole('textbox', { name: 'Weight (kg)' }), '2');
    expect((await part.findByRole('status')).textContent).toBe(
      'Volumetric weight 12.000 kg; chargeable weight 12.000 kg (divisor 5000).',
    );
    await user.clear(part.getByRole('textbox', { name: 'Width (cm)' }));
    await user.type(part.getByRole('textbox', { name: 'Width (cm)' }), '-4');
    expect(await part.findByRole('alert')).toBeTruthy();
  });

  it('checks an HS code’s format', async () => {
    await renderTools();
    const user = userEvent.setup();
    const hs = await typeIn(user, 'HS code check', { 'HS code': '6109' });
    await user.click(hs.getByRole('button', { name: 'Check' }));
    expect((await hs.findByRole('alert')).textContent).toBe('Invalid HS code');
    await user.type(hs.getByRole('textbox', { name: 'HS code' }), '1000');
    await user.click(hs.getByRole('button', { name: 'Check' }));
    expect((await hs.findByRole('status')).textContent).toBe('The HS code has a valid format.');
  });

  it('in Chinese: the tools, their rules and verdicts, and the fees in 元', async () => {
    await renderTools({ language: 'zh' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: '自助工具' })).toBeTruthy();
    const fees = await section('费用计算器');
    await user.click(fees.getByRole('button', { name: '计算' }));
    expect(await fees.findAllByText('此项为必填项！')).toHaveLength(2);
    await typeIn(user, '费用计算器', { '目的国家（代码）': 'DE', '重量（kg）': '1.2' });
    await user.click(fees.getByRole('button', { name: '计算' }));
    const table = await screen.findByRole('table', { name: '费用计算器' });
    expect(within(table).getByText('50.60 元')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: '偏远附加费' })).toBeTruthy();
    const hs = await typeIn(user, '海关编码检查', { 海关编码: '12' });
    await user.click(hs.getByRole('button', { name: '检查' }));
    expect(await hs.findByRole('alert')).toBeTruthy();
    await user.clear(hs.getByRole('textbox', { name: '海关编码' }));
    await user.type(hs.getByRole('textbox', { name: '海关编码' }), '61091000');
    await user.click(hs.getByRole('button', { name: '检查' }));
    expect((await hs.findByRole('status')).textContent).toBe('海关编码格式正确。');
  });
});
