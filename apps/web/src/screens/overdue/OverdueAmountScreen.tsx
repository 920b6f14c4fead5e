import type { OwedChargeRow } from '@portal/contract';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Header, Message } from 'semantic-ui-react';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import { localTime } from '../../format/local-time';
import { moneyText } from '../../format/money';
import type { Column } from '../../kit/DataTable';
import { PagedTable } from '../../kit/DataTable';
import { useScreenModel } from '../../kit/use-screen';
import { CHARGE_KIND_TEXT, owedList } from './overdue-model';

const columns: readonly Column<OwedChargeRow>[] = [
  { header: 'UI.OVERDUE.DUE_AT', cell: (row, { language }) => localTime(row.due_at, language) },
  {
    header: 'UI.OVERDUE.WAREHOUSE',
    cell: (row, { language }) => (language === 'zh' ? row.warehouse_cn_name : row.warehouse_name),
  },
  { header: 'UI.OVERDUE.KIND', cell: (row, { t }) => t(CHARGE_KIND_TEXT[row.kind]) },
  { header: 'UI.OVERDUE.CYCLE', cell: (row) => row.cycle, align: 'right' },
  {
    header: 'UI.OVERDUE.AMOUNT',
    cell: (row, { language }) => moneyText(row.amount, language),
    align: 'right',
  },
];

/** Amounts owed: charges the balance missed, the total, and how to pay them (a top-up). */
const OverdueAmountScreen = observer(function OverdueAmountScreen() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'zh' ? 'zh' : 'en';
  const gateway = useInjection(TOKENS.OverdueGateway);
  const list = useScreenModel(() => owedList(gateway));
  useEffect(() => void list.load(), [list]);
  const summary = list.extra;
  return (
    <div className="screen overdue-amount-screen">
      <Header as="h1">{t('UI.OVERDUE.AMOUNT_TITLE')}</Header>
      {summary && (
        <dl className="overdue-summary">
          <dt>{t('UI.OVERDUE.OWED')}</dt>
          <dd id="overdue-owed">{moneyText(summary.owed, language)}</dd>
          <dt>{t('UI.OVERDUE.BALANCE')}</dt>
          <dd id="overdue-balance">{moneyText(summary.balance, language)}</dd>
          <dt>{t('UI.OVERDUE.ARREARS_ORDERS')}</dt>
          <dd id="overdue-arrears">{summary.arrears_orders}</dd>
        </dl>
      )}
      <Message info>
        <p>{t('UI.OVERDUE.HOW_TO_PAY')}</p>
        <Link id="overdue-recharge" to="/account/warehouse/recharge">
          {t('UI.OVERDUE.RECHARGE')}
        </Link>
      </Message>
      <PagedTable
        list={list}
        columns={columns}
        empty={t('UI.OVERDUE.NONE_OWED')}
        idPrefix="overdue-amount"
      />
    </div>
  );
});

export default OverdueAmountScreen;
