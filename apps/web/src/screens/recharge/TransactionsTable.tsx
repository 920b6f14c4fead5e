import type { LedgerRow } from '@portal/contract';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Header } from 'semantic-ui-react';
import { ListFilterSelect } from '../../components/ListFilterSelect';
import type { BillingGateway } from '../../gateways/billing-gateway';
import { localTime } from '../../format/local-time';
import { moneyText } from '../../format/money';
import type { Column } from '../../kit/DataTable';
import { PagedTable } from '../../kit/DataTable';
import { useScreenModel } from '../../kit/use-screen';
import { PagedList } from '../../lists/paged-list';

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
 * type; where the header's balance "Details" link leads.
 */
export const TransactionsTable = observer(function TransactionsTable(props: {
  gateway: BillingGateway;
}) {
  const { t } = useTranslation();
  const { gateway } = props;
  const list = useScreenModel(
    () =>
      new PagedList<LedgerRow>(
        (query) => gateway.transactions(query),
        (row) => row.id,
        {
          kind: '',
        },
      ),
  );
  useEffect(() => void list.load(), [list]);
  return (
    <section aria-labelledby="transactions-title">
      <Header as="h2" size="small" id="transactions-title">
        {t('UI.RECHARGE.TRANSACTIONS')}
      </Header>
      <Form className="list-toolbar" onSubmit={(event) => event.preventDefault()}>
        <ListFilterSelect
          list={list}
          filter="kind"
          id="transactions-kind-filter"
          label={t('UI.RECHARGE.KIND')}
          options={Object.entries(KIND_KEYS).map(([kind, key]) => ({ value: kind, text: t(key) }))}
        />
      </Form>
      <PagedTable
        list={list}
        columns={columns}
        empty={t('UI.RECHARGE.TRANSACTIONS_EMPTY')}
        idPrefix="transactions"
      />
    </section>
  );
});
