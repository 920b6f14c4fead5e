import type { OrderEntries } from '@portal/contract';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import type { Column } from '../../kit/DataTable';
import { DataTable, figureColumn, moneyColumn, timeColumn } from '../../kit/DataTable';
import { LoadState, ScreenTitle, Section } from '../../kit/Layout';
import { Remote } from '../../kit/remote';
import { useScreenModel, useWhenShown } from '../../kit/use-screen';
import { useScreenPlace } from '../../routing/screen-context';
import { ORDER_PATHS } from './order-paths';
import './order.css';

type StockEntry = OrderEntries['stock'][number];
type MoneyEntry = OrderEntries['money'][number];

// Catalog keys are written out whole so the catalog-key check sees each of them.
const CAUSE_KEYS: Readonly<Record<string, string>> = {
  order_reserved: 'UI.ORDER.ENTRIES.CAUSE_RESERVED',
  order_released: 'UI.ORDER.ENTRIES.CAUSE_RELEASED',
  order_shipped: 'UI.ORDER.ENTRIES.CAUSE_SHIPPED',
};
const KIND_KEYS: Readonly<Record<string, string>> = {
  charge: 'UI.ORDER.ENTRIES.KIND_CHARGE',
  adjustment: 'UI.ORDER.ENTRIES.KIND_REFUND',
};

/** A change of a count, signed (+2, -2), blank when nothing moved. */
const signed = (delta: number): string => (delta === 0 ? '' : delta > 0 ? `+${delta}` : `${delta}`);

const stockColumns: readonly Column<StockEntry>[] = [
  timeColumn('UI.ORDER.ENTRIES.AT', (row) => row.created_at),
  { header: 'UI.ORDER.FIELD.SKU', cell: (row) => row.sku },
  { header: 'UI.ORDER.ENTRIES.CAUSE', cell: (row, { t }) => t(CAUSE_KEYS[row.cause] ?? row.cause) },
  figureColumn('UI.ORDER.ENTRIES.ON_HAND', (row) => signed(row.on_hand_delta)),
  figureColumn('UI.ORDER.ENTRIES.RESERVED', (row) => signed(row.reserved_delta)),
  { header: 'UI.ORDER.ENTRIES.OPERATOR', cell: (row) => row.operator },
];

const moneyColumns: readonly Column<MoneyEntry>[] = [
  timeColumn('UI.ORDER.ENTRIES.AT', (row) => row.created_at),
  { header: 'UI.ORDER.ENTRIES.KIND', cell: (row, { t }) => t(KIND_KEYS[row.kind] ?? row.kind) },
  { header: 'UI.ORDER.ENTRIES.REFERENCE', cell: (row) => row.reference },
  moneyColumn('UI.ORDER.ENTRIES.AMOUNT', (row) => row.amount),
  moneyColumn('UI.ORDER.ENTRIES.BALANCE_AFTER', (row) => row.balance_after),
];

/**
 * An order's entry details (`/order/list/entryDetails/{id}`): what the order moved, as the stock
 * log and the ledger recorded it — each reservation, release and shipment of its units and each
 * charge and refund of its fees, oldest first. Neither spec says what the screen holds; these
 * two ledgers are the order's "entries" the rest of the portal keeps (the view has its history).
 */
const OrderEntriesScreen = observer(function OrderEntriesScreen() {
  const { t } = useTranslation();
  const gateway = useInjection(TOKENS.OrderGateway);
  const p = `order-entries-${useId().replace(/:/g, '')}`;
  const id = Number(useScreenPlace().params['id']);
  const record = useScreenModel(() => new Remote(() => gateway.entries(id)), id);
  // a kept-alive tab reads again when shown: the warehouse may have moved the order meanwhile
  useWhenShown(() => void record.load(), [record]);
  const entries = record.value;
  if (entries === undefined)
    return (
      <LoadState
        failed={record.failed}
        text="UI.ORDER.ENTRIES.LOAD_FAILED"
        retry={record.load}
        back={{ to: ORDER_PATHS.list, text: 'ROUTE.ORDER_LIST' }}
      />
    );
  return (
    <div className="screen order-screen">
      <ScreenTitle
        title={t('ROUTE.ORDER_ENTRY_DETAILS')}
        subtitle={<Link to={ORDER_PATHS.view(entries.id)}>{entries.order_no}</Link>}
      />
      <Section id={`${p}-stock`} title={t('UI.ORDER.ENTRIES.STOCK')} segment>
        {entries.stock.length === 0 ? (
          <p className="empty-state">{t('UI.ORDER.ENTRIES.NO_STOCK')}</p>
        ) : (
          <DataTable
            rows={entries.stock}
            columns={stockColumns}
            rowKey={(row) => `${row.created_at}-${row.sku}-${row.cause}`}
            aria-labelledby={`${p}-stock`}
          />
        )}
      </Section>
      <Section id={`${p}-money`} title={t('UI.ORDER.ENTRIES.MONEY')} segment>
        {entries.money.length === 0 ? (
          <p className="empty-state">{t('UI.ORDER.ENTRIES.NO_MONEY')}</p>
        ) : (
          <DataTable
            rows={entries.money}
            columns={moneyColumns}
            rowKey={(row) => row.reference}
            aria-labelledby={`${p}-money`}
          />
        )}
      </Section>
    </div>
  );
});

export default OrderEntriesScreen;
