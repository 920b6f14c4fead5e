import type { PlanLogRow } from '@portal/contract';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Header } from 'semantic-ui-react';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import { localTime } from '../../format/local-time';
import { moneyText } from '../../format/money';
import type { Column } from '../../kit/DataTable';
import { PagedTable } from '../../kit/DataTable';
import { useScreenModel } from '../../kit/use-screen';
import { planLogList, planPaths } from './plan-model';

const ACTION_KEYS: Readonly<Record<PlanLogRow['action'], string>> = {
  activate: 'UI.PLAN.LOG_ACTION_ACTIVATE',
  edit: 'UI.PLAN.LOG_ACTION_EDIT',
  extra_purchase: 'UI.EXTRA.LOG_ACTION',
};

const columns: readonly Column<PlanLogRow>[] = [
  { header: 'UI.PLAN.LOG_DATE', cell: (row, { language }) => localTime(row.created_at, language) },
  {
    header: 'UI.PLAN.WAREHOUSE',
    cell: (row, { language }) => (language === 'zh' ? row.warehouse_cn_name : row.warehouse_name),
  },
  {
    header: 'UI.PLAN.LOG_ACTION',
    cell: (row, { t }) => t(ACTION_KEYS[row.action]),
  },
  { header: 'UI.PLAN.STORAGE', cell: (row) => row.storage_cbm, align: 'right' },
  { header: 'UI.PLAN.SKU_COUNT', cell: (row) => row.sku_count, align: 'right' },
  { header: 'UI.PLAN.PLAN_ITEMS', cell: (row) => row.plan_items, align: 'right' },
  {
    header: 'UI.PLAN.FEE',
    cell: (row, { t, language }) =>
      `${moneyText(row.fee, language)} (${t(row.charged ? 'UI.PLAN.LOG_CHARGED' : 'UI.PLAN.LOG_NOT_CHARGED')})`,
  },
  {
    header: 'UI.PLAN.LOG_EFFECTIVE',
    cell: (row, { t, language }) =>
      row.effective_at === null
        ? t('UI.PLAN.LOG_AT_FIRST_CYCLE_END')
        : localTime(row.effective_at, language),
  },
];

/** Plan usage details: every activation and edit, newest first. */
const PlanLogScreen = observer(function PlanLogScreen() {
  const { t } = useTranslation();
  const gateway = useInjection(TOKENS.BillingGateway);
  const list = useScreenModel(() => planLogList(gateway));
  useEffect(() => void list.load(), [list]);
  return (
    <div className="screen plan-log-screen">
      <Header as="h1">{t('UI.PLAN.LOG_TITLE')}</Header>
      <Link to={planPaths.list()}>{t('UI.PLAN.TITLE')}</Link>
      <PagedTable
        list={list}
        columns={columns}
        empty={t('UI.PLAN.LOG_EMPTY')}
        idPrefix="plan-log"
      />
    </div>
  );
});

export default PlanLogScreen;
