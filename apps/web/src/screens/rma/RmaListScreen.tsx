import type { RmaRow } from '@portal/contract';
import type { Navigator } from '@portal/domain';
import { RMA_STATUSES } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Form, Header, Icon, Table } from 'semantic-ui-react';
import { ListFilterSelect } from '../../components/ListFilterSelect';
import { ListPager } from '../../components/ListPager';
import { ListStatus } from '../../components/ListStatus';
import { SearchField } from '../../components/SearchField';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import type { RmaGateway } from '../../gateways/rma-gateway';
import type { AppStore } from '../../stores/app-store';
import type { UserStore } from '../../stores/user-store';
import { localTime } from '../../format/local-time';
import { RMA_ACTION_KEYS, RMA_STATUS_KEYS, rmaStatusKey } from './rma-labels';
import { RmaListModel, rmaPaths } from './rma-list-model';

const RmaRowActions = observer(function RmaRowActions(props: { model: RmaListModel; row: RmaRow }) {
  const { t } = useTranslation();
  const navigator = useInjection<Navigator>(TOKENS.Navigator);
  const { model, row } = props;
  return (
    <div className="rma-row-actions">
      {row.actions.map((action) => (
        <Button
          key={action}
          type="button"
          size="small"
          primary={action === 'submit'}
          loading={action === 'submit' && model.busy === row.id}
          disabled={model.busy !== undefined}
          aria-label={`${t(RMA_ACTION_KEYS[action] ?? action)} ${row.rma_no}`}
          onClick={() => {
            if (action === 'edit') navigator.go(rmaPaths.edit(row.id));
            if (action === 'submit') void model.submit(row);
          }}
        >
          {t(RMA_ACTION_KEYS[action] ?? action)}
        </Button>
      ))}
    </div>
  );
});

/** The merchant's returns: status filter, search, server paging and the row actions. */
const RmaListScreen = observer(function RmaListScreen() {
  const { t } = useTranslation();
  const gateway = useInjection<RmaGateway>(TOKENS.RmaGateway);
  const user = useInjection<UserStore>(TOKENS.UserStore);
  const app = useInjection<AppStore>(TOKENS.AppStore);
  const [model] = useState(() => new RmaListModel(gateway));
  const { list } = model;
  useEffect(() => void list.load(), [list]);
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
            text: t(RMA_STATUS_KEYS[status]),
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
      <ListStatus list={list} empty={t('UI.RMA.EMPTY')} />
      {list.rows.length > 0 && (
        <Table celled unstackable compact aria-busy={list.loading}>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell scope="col">{t('UI.RMA.RMA_NO')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.RMA.STATUS')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.RMA.WAREHOUSE')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.RMA.ORDER_NUMBER')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.RMA.TRACKING_NUMBERS')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.RMA.DISPOSAL')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.RMA.CREATED_AT')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.LIST.ACTIONS')}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.rows.map((row) => (
              <Table.Row key={row.id}>
                <Table.Cell>
                  <Link to={rmaPaths.view(row.id)}>{row.rma_no}</Link>
                </Table.Cell>
                <Table.Cell>{t(rmaStatusKey(row.status))}</Table.Cell>
                <Table.Cell>{user.warehouseName(row.warehouse_id, app.language)}</Table.Cell>
                <Table.Cell>{row.order_number}</Table.Cell>
                <Table.Cell>{row.tracking_numbers.join(', ')}</Table.Cell>
                <Table.Cell>
                  {row.back_to_shelf ? t('UI.RMA.BACK_TO_SHELF') : t('UI.RMA.NOT_BACK_TO_SHELF')}
                </Table.Cell>
                <Table.Cell>{localTime(row.created_at, app.language)}</Table.Cell>
                <Table.Cell>
                  <RmaRowActions model={model} row={row} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
      {list.loaded && list.total > 0 && <ListPager list={list} idPrefix="rma" />}
    </div>
  );
});

export default RmaListScreen;
