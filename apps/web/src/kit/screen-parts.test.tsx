import type { ValidationFieldIssue } from '@portal/domain';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PagedList } from '../lists/paged-list';
import { onePage, tableHttpClient } from '../test/fakes';
import { renderWithShell } from '../test/render';
import { ActionButtons, SaveButtons } from './Actions';
import { figureColumn, timeColumn } from './DataTable';
import { FormModel } from './form-model';
import { ItemRows } from './ItemRows';
import { LoadState, ScreenTitle, Section } from './Layout';
import {
  BatchResult,
  keywordSearch,
  selectColumn,
  TableSection,
  UploadProblem,
} from './ListScreen';
import { ListToolbar } from './ListToolbar';

const show = (element: React.ReactElement) =>
  renderWithShell(element, { http: tableHttpClient({}).http });

interface Values {
  readonly lines: readonly { readonly sku: string; readonly quantity: string }[];
}
const lineForm = () =>
  new FormModel<Values>({
    initial: () => ({ lines: [{ sku: 'MUG', quantity: '' }] }),
    validate: (values): ValidationFieldIssue[] => [
      ...(values.lines.length === 0 ? [{ field: 'lines', code: 'ASN.NO_PRODUCTS' }] : []),
      ...values.lines.flatMap((line, n) =>
        line.quantity === '' ? [{ field: `lines.${n}.quantity`, code: 'VALIDATION.REQUIRED' }] : [],
      ),
    ],
    payload: () => ({}),
  });

describe('ActionButtons', () => {
  it('one button per action; an action with a question runs only once it is confirmed', async () => {
    const onAct = vi.fn();
    show(
      <ActionButtons
        actions={['submit', 'delete']}
        label={(action) => `Do ${action}`}
        look={(action) => ({ name: `${action} ASN1` })}
        ask={(action) =>
          action === 'delete' ? { header: 'Delete', content: 'Sure?', confirm: 'Yes' } : undefined
        }
        onAct={onAct}
      />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'submit ASN1' }));
    expect(onAct).toHaveBeenLastCalledWith('submit');
    await user.click(screen.getByRole('button', { name: 'delete ASN1' }));
    expect(onAct).toHaveBeenCalledTimes(1);
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    expect(within(dialog).getByText('Sure?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(onAct).toHaveBeenLastCalledWith('delete');
  });
});

describe('SaveButtons', () => {
  it('the Enter button submits the form; the other saves itself; the verdict shows once tried', async () => {
    const form = lineForm();
    const onSave = vi.fn();
    show(
      <form onSubmit={(event) => (event.preventDefault(), onSave('enter'))}>
        <SaveButtons
          form={form}
          enter="draft"
          draft="UI.ASN.SAVE_DRAFT"
          submit="UI.ASN.SAVE_SUBMIT"
          className="buttons"
          verdict
          onSave={onSave}
        />
      </form>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save and submit' }));
    expect(onSave).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(onSave).toHaveBeenLastCalledWith('enter');
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => form.save('draft', vi.fn()));
    expect(screen.getByRole('alert').textContent).toContain('Form validation failed');
  });
});

describe('ItemRows', () => {
  it('shows each item by position with its error, removes and adds rows', async () => {
    const form = lineForm();
    show(
      <ItemRows
        form={form}
        field="lines"
        legend="Products"
        idPrefix="t-line"
        fields={[
          { key: 'sku', label: 'UI.ASN.LINE_SKU' },
          { key: 'quantity', label: 'UI.ASN.LINE_QUANTITY', inputMode: 'numeric' },
        ]}
        removeLabel="UI.ASN.REMOVE_LINE"
        addLabel="UI.ASN.ADD_LINE"
        add={() => form.addItem('lines', { sku: '', quantity: '' })}
        className="lines"
        rowClassName="line"
      />,
    );
    const user = userEvent.setup();
    const quantity = await screen.findByRole('textbox', { name: 'Quantity of product line 1' });
    await user.type(quantity, '2');
    await user.clear(quantity);
    expect(screen.getByRole('alert').textContent).toBe('This field is required!');
    await user.click(screen.getByRole('button', { name: 'Remove product line 1' }));
    expect(form.values.lines).toEqual([]);
    expect(screen.getByRole('alert').textContent).toBe(
      'The inbound notice must have at least one product.',
    );
    await user.click(screen.getByRole('button', { name: 'Add a product' }));
    expect(screen.getByRole('textbox', { name: 'SKU of product line 1' })).toBeTruthy();
  });
});

describe('ListToolbar and list columns', () => {
  it('each control sets its filter from page 1; the tick column selects rows', async () => {
    const fetch = vi.fn(async () => onePage([{ id: 1, sku: 'MUG' }]));
    const list = new PagedList(fetch, (row: { id: number; sku: string }) => row.id);
    await list.load();
    const select = selectColumn(list, (row) => row.sku);
    show(
      <>
        <ListToolbar
          list={list}
          filters={[
            {
              kind: 'select',
              filter: 'status',
              id: 't-status',
              label: 'UI.ASN.STATUS_LABEL',
              options: [{ value: 'draft', text: 'Draft' }],
            },
            keywordSearch('t-keyword', 'UI.LIST.SEARCH', 'UI.ASN.SEARCH_HINT'),
            {
              kind: 'check',
              filter: 'low_stock',
              id: 't-low',
              label: 'UI.INVENTORY.LOW_STOCK_ONLY',
            },
          ]}
        />
        {select.cell(
          list.rows[0] as { id: number; sku: string },
          { t: (key: string) => key } as never,
        )}
      </>,
    );
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Status'), 'draft');
    await user.type(screen.getByLabelText('Search'), 'A');
    await user.click(screen.getByLabelText('Low stock only'));
    expect(fetch).toHaveBeenLastCalledWith({
      status: 'draft',
      keyword: 'A',
      low_stock: '1',
      page: '1',
      page_size: '20',
    });
    await user.click(screen.getByRole('checkbox', { name: 'UI.LIST.SELECT_ROW' }));
    expect(list.selectedKeys).toEqual([1]);
  });

  it('a figure column aligns right; a time column shows the local time', () => {
    const figure = figureColumn<{ n: number }>('H', (row) => row.n);
    expect(figure.align).toBe('right');
    expect(figure.cell({ n: 5 }, {} as never)).toBe(5);
    const time = timeColumn<{ at: string }>('H', (row) => row.at);
    expect(time.cell({ at: '2026-11-20T08:00:00.000Z' }, { language: 'en' } as never)).toMatch(
      /2026/,
    );
  });
});

describe('layout parts', () => {
  it('title, section, load state and problems', async () => {
    const retry = vi.fn();
    show(
      <>
        <ScreenTitle title="Notice" subtitle="ASN1" />
        <Section id="t-sec" title="Boxes" segment>
          <p>inside</p>
        </Section>
        <LoadState
          failed
          text="UI.ASN.LOAD_FAILED"
          retry={retry}
          back={{ to: '/x', text: 'UI.LIST.ALL' }}
        />
        <UploadProblem id="t-up" problem="Refused by the server" />
        <BatchResult
          outcome={{
            action: 'submit',
            succeeded: 1,
            failed: 1,
            failures: [{ id: 3, name: 'TEE', msg: 'No' }],
          }}
          header={(o) => `${o.action}: ${o.succeeded}/${o.failed}`}
          failure={(f) => `${f.name}: ${f.msg}`}
          onDismiss={vi.fn()}
        />
      </>,
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('NoticeASN1');
    expect(screen.getByRole('region', { name: 'Boxes' }).textContent).toContain('inside');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'All' }).getAttribute('href')).toBe('/x');
    expect(screen.getByText('Refused by the server').id).toBe('t-up');
    expect(screen.getByText('submit: 1/1')).toBeTruthy();
    expect(screen.getByText('TEE: No')).toBeTruthy();
  });
});

describe('TableSection', () => {
  it('a titled section whose paged table is named by the title', async () => {
    const list = new PagedList(
      async () => onePage([{ id: 1, batch: 'B-1' }]),
      (row: { id: number; batch: string }) => row.id,
    );
    show(
      <TableSection
        id="t-batches"
        title="Batches"
        empty="None"
        list={list}
        columns={[{ header: 'UI.INVENTORY.BATCH_NO', cell: (row) => row.batch }]}
      />,
    );
    await act(() => list.load());
    const table = await screen.findByRole('table', { name: 'Batches' });
    expect(within(table).getByText('B-1')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Batches' })).toBeTruthy();
  });
});
