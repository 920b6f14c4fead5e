import type { OrderChargeRow } from '@portal/contract';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import { moneyText } from '../../format/money';
import type { Column } from '../../kit/DataTable';
import { moneyColumn, timeColumn, warehouseColumn } from '../../kit/DataTable';
import { DateRangeProblem, dateRangeFilters } from '../../kit/date-range';
import { ListScreen } from '../../kit/ListScreen';
import type { FilterSpec } from '../../kit/ListToolbar';
import { useScreenModel } from '../../kit/use-screen';
import { CHARGE_LINE_KEYS, MOVE_KEYS, OrderChargesModel } from './order-charges-model';
import { QuotationButton, WaybillQuery } from './WaybillQuery';

const columns: readonly Column<OrderChargeRow>[] = [
  timeColumn('UI.ORDER_CHARGES.DATE', (row) => row.created_at),
  { header: 'UI.ORDER_CHARGES.ORDER_NO', cell: (row) => row.order_no },
  warehouseColumn('UI.ORDER_CHARGES.WAREHOUSE'),
  { header: 'UI.ORDER_CHARGES.CHANNEL', cell: (row) => row.channel },
  { header: 'UI.ORDER_CHARGES.MOVE', cell: (row, { t }) => t(MOVE_KEYS[row.kind]) },
  {
    header: 'UI.ORDER_CHARGES.BREAKDOWN',
    cell: (row, { t, language }) => {
      if (row.kind === 'refund') return null;
      if (row.lines === null) return t('UI.ORDER_CHARGES.BREAKDOWN_UNKNOWN');
      return (
        <ul className="charge-lines">
          {row.lines.map((line) => (
            <li key={line.kind}>
              {t(CHARGE_LINE_KEYS[line.kind])}: {moneyText(line.amount, language)}
            </li>
          ))}
        </ul>
      );
    },
  },
  moneyColumn('UI.ORDER_CHARGES.AMOUNT', (row) => row.amount),
  moneyColumn('UI.ORDER_CHARGES.BALANCE_AFTER', (row) => row.balance_after),
];

/** The totals of every row the filter keeps (not only the page shown). */
const Totals = observer(function Totals(props: { model: OrderChargesModel }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'zh' ? 'zh' : 'en';
  const totals = props.model.list.extra?.totals;
  if (totals === undefined || props.model.list.failed) return null;
  return (
    <dl className="order-charge-totals" aria-label={t('UI.ORDER_CHARGES.TOTALS')}>
      <dt>{t('UI.ORDER_CHARGES.TOTAL_CHARGED')}</dt>
      <dd id="order-charges-charged">{moneyText(totals.charged, language)}</dd>
      <dt>{t('UI.ORDER_CHARGES.TOTAL_REFUNDED')}</dt>
      <dd id="order-charges-refunded">{moneyText(totals.refunded, language)}</dd>
      <dt>{t('UI.ORDER_CHARGES.TOTAL_NET')}</dt>
      <dd id="order-charges-net">{moneyText(totals.net, language)}</dd>
    </dl>
  );
});

/**
 * /account/warehouse/order, the order charge details: what each submitted order took from the
 * balance by kind (freight, insurance, duty…) and what a cancel or an accepted interception
 * gave back, filtered by order number, warehouse, move and days, with the filter's totals; and
 * the billing extras the spec names beside it: the waybill query and the quotation download.
 */
const OrderChargesScreen = observer(function OrderChargesScreen() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'zh' ? 'zh' : 'en';
  const gateway = useInjection(TOKENS.BillingGateway);
  const user = useInjection(TOKENS.UserStore);
  const model = useScreenModel(() => new OrderChargesModel(gateway));
  const filters: FilterSpec[] = [
    {
      kind: 'search',
      filter: 'order_no',
      id: 'order-charges-search',
      label: 'UI.ORDER_CHARGES.SEARCH',
      placeholder: 'UI.ORDER_CHARGES.SEARCH_HINT',
    },
    {
      kind: 'select',
      filter: 'warehouse_id',
      id: 'order-charges-warehouse',
      label: 'UI.ORDER_CHARGES.WAREHOUSE',
      options: user.warehouseOptions(language),
    },
    {
      kind: 'select',
      filter: 'kind',
      id: 'order-charges-move',
      label: 'UI.ORDER_CHARGES.MOVE',
      options: Object.entries(MOVE_KEYS).map(([value, key]) => ({ value, text: t(key) })),
    },
    ...dateRangeFilters('order-charges', {
      from: 'UI.ORDER_CHARGES.START_DATE',
      to: 'UI.ORDER_CHARGES.END_DATE',
    }),
  ];
  return (
    <>
      <ListScreen
        list={model.list}
        title="UI.ORDER_CHARGES.TITLE"
        empty="UI.ORDER_CHARGES.EMPTY"
        className="order-charges"
        idPrefix="order-charges"
        columns={columns}
        filters={filters}
        before={<p className="screen-hint">{t('UI.ORDER_CHARGES.HINT')}</p>}
        above={
          <>
            <DateRangeProblem guard={model.dates} id="order-charges-date-problem" />
            <Totals model={model} />
          </>
        }
        tools={<QuotationButton gateway={gateway} />}
      />
      <WaybillQuery gateway={gateway} />
    </>
  );
});

export default OrderChargesScreen;
