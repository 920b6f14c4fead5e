import type { RmaRow } from '@portal/contract';
import type { Navigator } from '@portal/domain';
import { RMA_STATUSES } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Form, Header, Icon } from 'semantic-ui-react';
import { ListFilterSelect } from '../../components/ListFilterSelect';
import { SearchField } from '../../components/SearchField';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import { localTime } from '../../format/local-time';
import type { Column } from '../../kit/DataTable';
import { PagedTable } from '../../kit/DataTable';
import { statusLabel } from '../../kit/status-label';
import { useScreenModel } from '../../kit/use-screen';
import type { UserStore } from '../../stores/user-store';
import { RmaListModel, rmaPaths } from './rma-list-model';

/** The label key of each merchant action on a return (the domain's allowedRmaActions). */
const ACTION_KEYS: Readonly<Record<string, string>> = {
  edit: 'UI.RMA.ACTION_EDIT',
  submit: 'UI.RMA.ACTION_SUBMIT',
};

const columns = (
  model: RmaListModel,
  navigator: Navigator,
  user: UserStore,
): readonly Column<RmaRow>[] => [
  { header: 'UI.RMA.RMA_NO', cell: (row) => <Link to={rmaPaths.view(row.id)}>{row.rma_no}</Link> },
  { header: 'UI.RMA.STATUS', cell: (row, { t }) => t(statusLabel('rma', row.status)) },
  {
    header: 'UI.RMA.WAREHOUSE',
    cell: (row, { language }) => user.warehouseName(row.warehouse_id, language),
  },
  { header: 'UI.RMA.ORDER_NUMBER', cell: (row) => row.order_number },
  { header: 'UI.RMA.TRACKING_NUMBERS', cell: (row) => row.tracking_numbers.join(', ') },
  {
    header: 'UI.RMA.DISPOSAL',
    cell: (row, { t }) =>
      t(row.back_to_shelf ? 'UI.RMA.BACK_TO_SHELF' : 'UI.RMA.NOT_BACK_TO_SHELF'),
  },
  { header: 'UI.RMA.CREATED_AT', cell: (row, { language }) => localTime(row.created_at, language) },
  {
    header: 'UI.LIST.ACTIONS',
    cell: (row, { t }) => (
      <div className="rma-row-actions">
        {row.actions.map((action) => (
          <Button
            key={action}
            type="button"
            size="small"
            primary={action === 'submit'}
            loading={action === 'submit' && model.pending.is(row.id)}
            disabled={model.pending.busy}
            aria-label={`${t(ACTION_KEYS[action] ?? action)} ${row.rma_no}`}
            onClick={() => {
              if (action === 'edit') navigator.go(rmaPaths.edit(row.id));
              if (action === 'submit') void model.submit(row);
            }}
          >
            {t(ACTION_KEYS[action] ?? action)}
          </Button>
        ))}
      </div>
    ),
  },
];

/** The merchant's returns: status filter, search, server paging and the row actions. */
const RmaListScreen = observer(function RmaListScreen() {
  const { t } = useTranslation();
  const gateway = useInjection(TOKENS.RmaGateway);
  const navigator = useInjection(TOKENS.Navigator);
  const user = useInjection(TOKENS.UserStore);
  const model = useScreenModel(() => new RmaListModel(gateway));
  const { list } = model;
  useEffect(() => void list.load(), [list]);
  const table = useMemo(() => columns(model, navigator, user), [model, navigator, user]);
  return (
    <div className="screen rma-screen">
      <Header as="h1">{t('ROUTE.RMA_LIST')}</Header>
      <Form className="list-toolbar" onSubmit={(event) => event.preventDefault()}>
        <ListFilterSelect
          list={list}
          filter="status"
          id="rma-status-filter"
          label={t('UI.RMA.STATUS')}
          options={RMA_STATUSES.map((status) => ({
            value: status,
            text: t(statusLabel('rma', status)),
          }))}
        />
        <SearchField
          id="rma-keyword"
          label={t('UI.LIST.SEARCH')}
          placeholder={t('UI.RMA.KEYWORD_HINT')}
          value={list.filters['keyword'] ?? ''}
          onChange={(value) => void list.setFilter('keyword', value)}
        />
        <Link to={rmaPaths.create} className="ui primary button rma-create-link">
          <Icon name="plus" aria-hidden="true" />
          {t('ROUTE.RMA_CREATE')}
        </Link>
      </Form>
      <PagedTable list={list} columns={table} empty={t('UI.RMA.EMPTY')} idPrefix="rma" />
    </div>
  );
});

export default RmaListScreen;
