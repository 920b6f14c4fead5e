import type { LedgerRow } from '@portal/contract';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Header, Icon, Message } from 'semantic-ui-react';
import type { BillingGateway } from '../../gateways/billing-gateway';
import { localTime } from '../../format/local-time';
import { moneyText } from '../../format/money';
import type { Column } from '../../kit/DataTable';
import { PagedTable } from '../../kit/DataTable';
import { DateRangeProblem, dateRangeFilters } from '../../kit/date-range';
import type { FilterSpec } from '../../kit/ListToolbar';
import { ListToolbar } from '../../kit/ListToolbar';
import { saveFile } from '../../kit/save-file';
import { useScreenModel, useWhenShown } from '../../kit/use-screen';
import { TransactionsModel } from './transactions-model';

/** The ledger's kinds as the server names them, with their labels. */
export const KIND_KEYS: Readonly<Record<string, string>> = {
  top_up: 'UI.RECHARGE.KIND_TOP_UP',
  charge: 'UI.RECHARGE.KIND_CHARGE',
  refund: 'UI.RECHARGE.KIND_REFUND',
  plan_fee: 'UI.RECHARGE.KIND_PLAN_FEE',
  extra_purchase: 'UI.RECHARGE.KIND_EXTRA_PURCHASE',
  storage_fee: 'UI.RECHARGE.KIND_STORAGE_FEE',
  overdue_fee: 'UI.RECHARGE.KIND_OVERDUE_FEE',
  adjustment: 'UI.RECHARGE.KIND_ADJUSTMENT',
};

const columns: readonly Column<LedgerRow>[] = [
  { header: 'UI.RECHARGE.DATE', cell: (row, { language }) => localTime(row.created_at, language) },
  { header: 'UI.RECHARGE.KIND', cell: (row, { t }) => t(KIND_KEYS[row.kind] ?? row.kind) },
  {
    header: 'UI.RECHARGE.AMOUNT',
    cell: (row, { language }) => moneyText(row.amount, language),
    align: 'right',
  },
  {
    header: 'UI.RECHARGE.BALANCE_AFTER',
    cell: (row, { language }) => moneyText(row.balance_after, language),
    align: 'right',
  },
  { header: 'UI.RECHARGE.REFERENCE', cell: (row) => row.reference },
];

/**
 * Every movement of the balance (the ledger, so its rows sum to the balance), newest first, by
 * type and days; where the header's balance "Details" link leads. The export saves the same
 * filtered rows as XLSX.
 */
export const TransactionsTable = observer(function TransactionsTable(props: {
  gateway: BillingGateway;
}) {
  const { t } = useTranslation();
  const model = useScreenModel(() => new TransactionsModel(props.gateway));
  const { list } = model;
  useWhenShown(() => void list.load(), [list]);
  const filters: FilterSpec[] = [
    {
      kind: 'select',
      filter: 'kind',
      id: 'transactions-kind-filter',
      label: 'UI.RECHARGE.KIND',
      options: Object.entries(KIND_KEYS).map(([kind, key]) => ({ value: kind, text: t(key) })),
    },
    ...dateRangeFilters('transactions', {
      from: 'UI.RECHARGE.START_DATE',
      to: 'UI.RECHARGE.END_DATE',
    }),
  ];
  const exportList = async () => {
    const file = await model.exportList();
    if (file !== undefined) saveFile(file.body, file.name);
  };
  const problem = model.exportProblem;
  return (
    <section aria-labelledby="transactions-title">
      <Header as="h2" size="small" id="transactions-title">
        {t('UI.RECHARGE.TRANSACTIONS')}
      </Header>
      <ListToolbar list={list} filters={filters}>
        <Button
          type="button"
          basic
          id="transactions-export"
          loading={model.exporting}
          disabled={model.exporting || !list.loaded || list.total === 0}
          aria-busy={model.exporting}
          onClick={() => void exportList()}
        >
          <Icon name="download" aria-hidden="true" />
          {t('UI.RECHARGE.EXPORT')}
        </Button>
      </ListToolbar>
      <DateRangeProblem guard={model.dates} id="transactions-date-problem" />
      {problem !== undefined && (
        <Message negative role="alert" id="transactions-export-problem">
          {t(problem.code, { ...problem.params })}
        </Message>
      )}
      <PagedTable
        list={list}
        columns={columns}
        empty={t('UI.RECHARGE.TRANSACTIONS_EMPTY')}
        idPrefix="transactions"
      />
    </section>
  );
});
