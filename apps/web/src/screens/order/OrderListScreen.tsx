import type { OrderListRow } from '@portal/contract';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Form, Header, Icon, Label, Message } from 'semantic-ui-react';
import { ListFilterSelect } from '../../components/ListFilterSelect';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import { LocalDate } from '../../format/LocalDate';
import { moneyText } from '../../format/money';
import type { OrderBatchAction, OrderChannel, OrderStopKind } from '../../gateways/order-gateway';
import type { Column } from '../../kit/DataTable';
import { PagedTable, warehouseColumn } from '../../kit/DataTable';
import { FilterTabs } from '../../kit/FilterTabs';
import { statusLabel } from '../../kit/status-label';
import { useScreenModel, useWhenShown } from '../../kit/use-screen';
import { saveFile } from '../../kit/save-file';
import { CorrectAddressDialog } from './CorrectAddressDialog';
import { canCorrectAddress } from './correct-address-model';
import { DeleteDialog, StopDialog } from './OrderDialogs';
import { abnormalReasonKey, orderActionKey, rowBatchActionsOf } from './order-labels';
import { exportFile, ORDER_BATCH_ACTIONS, ORDER_TABS, OrderListModel } from './order-list-model';
import { ORDER_PATHS } from './order-paths';
import './order.css';

/** An action waiting for the merchant's answer in a dialog: on the selection or on one row. */
type Asking =
  | { readonly action: 'delete' | OrderStopKind; readonly row?: OrderListRow }
  | { readonly action: 'address'; readonly row: OrderListRow }
  | undefined;

const columns = (
  model: OrderListModel,
  onAction: (row: OrderListRow, action: OrderBatchAction) => void,
  onCorrectAddress: (row: OrderListRow) => void,
): readonly Column<OrderListRow>[] => [
  {
    header: ({ t }) => (
      <input
        type="checkbox"
        aria-label={t('UI.LIST.SELECT_ALL')}
        checked={model.list.allSelected}
        onChange={model.list.toggleAll}
      />
    ),
    collapsing: true,
    cell: (row, { t }) => (
      <input
        type="checkbox"
        aria-label={t('UI.LIST.SELECT_ROW', { name: row.order_no })}
        checked={model.list.isSelected(row)}
        onChange={() => model.list.toggle(row)}
      />
    ),
  },
  {
    header: 'UI.ORDER.FIELD.ORDER_NO',
    cell: (row) => (
      <>
        <Link to={ORDER_PATHS.view(row.id)}>{row.order_no}</Link>
        {row.reference_no !== '' && <div className="order-muted">{row.reference_no}</div>}
      </>
    ),
  },
  {
    header: 'UI.ORDER.FIELD.STATUS',
    cell: (row, { t }) => (
      <>
        <Label size="small">{t(statusLabel('order', row.status))}</Label>
        {row.abnormal_reason !== null && (
          <div className="order-muted">{t(abnormalReasonKey(row.abnormal_reason))}</div>
        )}
      </>
    ),
  },
  warehouseColumn('UI.ORDER.FIELD.WAREHOUSE'),
  { header: 'UI.ORDER.FIELD.SHIPPING_METHOD', cell: (row) => row.shipping_method },
  { header: 'UI.ORDER.FIELD.RECIPIENT', cell: (row) => `${row.recipient_name} (${row.country})` },
  { header: 'UI.ORDER.FIELD.QUANTITY_TOTAL', cell: (row) => row.quantity, align: 'right' },
  { header: 'UI.ORDER.FIELD.TRACKING_NO', cell: (row) => row.tracking_no },
  {
    header: 'UI.ORDER.FIELD.TOTAL_FEE',
    align: 'right',
    cell: (row, view) => (row.fee_total === null ? '' : moneyText(row.fee_total, view.language)),
  },
  { header: 'UI.ORDER.FIELD.CREATED_AT', cell: (row) => <LocalDate value={row.created_at} /> },
  {
    header: 'UI.LIST.ACTIONS',
    cell: (row, { t }) => (
      <div
        className="order-row-actions"
        role="group"
        aria-label={t('UI.ORDER.LIST.ROW_ACTIONS', { order: row.order_no })}
      >
        <Link
          className="ui mini basic button"
          to={ORDER_PATHS.view(row.id)}
          aria-label={t('UI.ORDER.LIST.VIEW_ROW', { order: row.order_no })}
        >
          {t('UI.ORDER.LIST.VIEW')}
        </Link>
        {row.actions.includes('edit') && (
          <Link
            className="ui mini basic button"
            to={ORDER_PATHS.edit(row.id)}
            aria-label={t('UI.ORDER.LIST.EDIT_ROW', { order: row.order_no })}
          >
            {t('UI.ORDER.ACTION.EDIT')}
          </Link>
        )}
        {canCorrectAddress(row) && (
          <Button
            type="button"
            size="mini"
            primary
            disabled={model.acting !== undefined}
            aria-label={t('UI.ORDER.ACTION_ON', {
              action: t('UI.ORDER.ACTION.CORRECT_ADDRESS'),
              order: row.order_no,
            })}
            onClick={() => onCorrectAddress(row)}
          >
            {t('UI.ORDER.ACTION.CORRECT_ADDRESS')}
          </Button>
        )}
        {rowBatchActionsOf(row.actions).map((action) => (
          <Button
            key={action}
            type="button"
            size="mini"
            basic={action !== 'submit'}
            primary={action === 'submit'}
            loading={model.isActing(`${row.id}:${action}`)}
            disabled={model.acting !== undefined}
            aria-label={t('UI.ORDER.ACTION_ON', {
              action: t(orderActionKey(action)),
              order: row.order_no,
            })}
            onClick={() => onAction(row, action)}
          >
            {t(orderActionKey(action))}
          </Button>
        ))}
      </div>
    ),
  },
];

/** The channels and warehouses the filters offer. */
function useChannels(load: () => Promise<readonly OrderChannel[]>) {
  const [channels, setChannels] = useState<readonly OrderChannel[]>([]);
  useEffect(() => {
    let live = true;
    load().then(
      (list) => live && setChannels(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [load]);
  return channels;
}

/**
 * The merchant's orders: status tabs with counts, the batch search of up to 500 numbers, filters,
 * server pages, batch and row actions with each order's outcome, and the export of the list.
 */
const OrderListScreen = observer(function OrderListScreen() {
  const { t } = useTranslation();
  const gateway = useInjection(TOKENS.OrderGateway);
  const navigator = useInjection(TOKENS.Navigator);
  const user = useInjection(TOKENS.UserStore);
  const app = useInjection(TOKENS.AppStore);
  // kept-alive screens stay in the page together: every id is unique to this instance
  const p = `order-${useId().replace(/:/g, '')}`;
  const model = useScreenModel(() => new OrderListModel(gateway));
  const { list } = model;
  const [asking, setAsking] = useState<Asking>(undefined);
  const channels = useChannels(useMemo(() => () => gateway.channels(), [gateway]));
  // shown again (a kept-alive tab, or back from a form): the page may have changed meanwhile
  useWhenShown(() => void list.load(), [list]);

  const table = useMemo(
    () =>
      columns(
        model,
        (row, action) => {
          if (action === 'delete' || action === 'cancel' || action === 'intercept')
            setAsking({ action, row });
          else void model.runRowAction(row, action);
        },
        (row) => setAsking({ action: 'address', row }),
      ),
    [model],
  );

  const exportList = async () => {
    const answer = await model.exportList();
    if (answer !== undefined) saveFile(exportFile(answer), answer.file_name);
  };
  const actionLabel = (action: OrderBatchAction) => t(orderActionKey(action));
  const askedName = asking?.row?.order_no ?? t('UI.LIST.SELECTED', { count: list.selected.size });

  return (
    <div className="screen order-list">
      <div className="screen-title-row">
        <Header as="h1">{t('ROUTE.ORDER_LIST')}</Header>
        <div className="order-toolbar-buttons">
          <Button primary type="button" onClick={() => navigator.go(ORDER_PATHS.create)}>
            <Icon name="plus" aria-hidden="true" />
            {t('UI.ORDER.LIST.CREATE')}
          </Button>
          <Button
            type="button"
            basic
            loading={model.exporting}
            disabled={model.exporting || list.total === 0}
            onClick={() => void exportList()}
          >
            <Icon name="download" aria-hidden="true" />
            {t('UI.ORDER.LIST.EXPORT_ALL')}
          </Button>
        </div>
      </div>
      {model.exportError !== undefined && (
        <Message negative role="alert">
          {t(model.exportError.code, { ...model.exportError.params })}
        </Message>
      )}

      <FilterTabs
        list={list}
        filter="status"
        tabs={ORDER_TABS}
        className="order-tabs"
        label={t('UI.ORDER.LIST.TABS')}
        text={(tab) =>
          t('UI.ORDER.LIST.TAB', {
            label: tab === '' ? t('UI.LIST.ALL') : t(statusLabel('order', tab)),
            count: model.count(tab),
          })
        }
      />

      <Form
        className="list-toolbar order-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          void model.search();
        }}
      >
        <div className={model.numbersError === undefined ? 'field' : 'field error'}>
          <label htmlFor={`${p}-numbers`}>{t('UI.ORDER.LIST.SEARCH_LABEL')}</label>
          <textarea
            id={`${p}-numbers`}
            rows={2}
            placeholder={t('UI.ORDER.LIST.SEARCH_HINT')}
            value={model.numbers}
            aria-invalid={model.numbersError !== undefined}
            aria-describedby={model.numbersError === undefined ? undefined : `${p}-numbers-error`}
            onChange={(event) => model.setNumbers(event.target.value)}
          />
          {model.numbersError !== undefined && (
            <div id={`${p}-numbers-error`} className="ui pointing red basic label" role="alert">
              {t(model.numbersError.code, { ...model.numbersError.params })}
            </div>
          )}
        </div>
        <ListFilterSelect
          list={list}
          filter="warehouse_id"
          id={`${p}-warehouse`}
          label={t('UI.ORDER.FIELD.WAREHOUSE')}
          options={user.warehouseOptions(app.language)}
        />
        <ListFilterSelect
          list={list}
          filter="shipping_method"
          id={`${p}-channel`}
          label={t('UI.ORDER.FIELD.SHIPPING_METHOD')}
          options={channels.map((channel) => ({ value: channel.code, text: channel.name }))}
        />
        <div className="field">
          <label htmlFor={`${p}-country`}>{t('UI.ORDER.FIELD.COUNTRY')}</label>
          <input
            id={`${p}-country`}
            maxLength={2}
            value={list.filters['country'] ?? ''}
            onChange={(event) => void list.setFilter('country', event.target.value.toUpperCase())}
          />
        </div>
        <div className="field">
          <label htmlFor={`${p}-sku`}>{t('UI.ORDER.LIST.SKU_FILTER')}</label>
          <input
            id={`${p}-sku`}
            value={list.filters['sku'] ?? ''}
            onChange={(event) => void list.setFilter('sku', event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${p}-from`}>{t('UI.ORDER.LIST.DATE_FROM')}</label>
          <input
            id={`${p}-from`}
            type="date"
            value={list.filters['date_from'] ?? ''}
            onChange={(event) => void list.setFilter('date_from', event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${p}-to`}>{t('UI.ORDER.LIST.DATE_TO')}</label>
          <input
            id={`${p}-to`}
            type="date"
            value={list.filters['date_to'] ?? ''}
            onChange={(event) => void list.setFilter('date_to', event.target.value)}
          />
        </div>
        <div className="field order-search-buttons">
          <Button type="submit" icon="search" content={t('UI.LIST.SEARCH')} />
          <Button type="button" basic onClick={() => void model.clearFilters()}>
            {t('UI.ORDER.LIST.CLEAR')}
          </Button>
        </div>
      </Form>

      <div className="order-batch" role="group" aria-label={t('UI.ORDER.LIST.BATCH')}>
        <span aria-live="polite">{t('UI.LIST.SELECTED', { count: list.selected.size })}</span>
        {ORDER_BATCH_ACTIONS.map((action) => (
          <Button
            key={action}
            type="button"
            size="small"
            negative={action === 'delete'}
            basic={action !== 'delete'}
            disabled={list.selected.size === 0 || model.acting !== undefined}
            loading={model.isActing(action)}
            onClick={() =>
              action === 'delete' || action === 'cancel' || action === 'intercept'
                ? setAsking({ action })
                : void model.runBatch(action)
            }
          >
            {actionLabel(action)}
          </Button>
        ))}
      </div>

      {model.outcome !== undefined && (
        <Message
          warning={model.outcome.failed > 0}
          positive={model.outcome.failed === 0}
          role="status"
          onDismiss={model.dismissOutcome}
        >
          <Message.Header>
            {t('UI.ORDER.LIST.BATCH_RESULT', {
              action: actionLabel(model.outcome.action),
              succeeded: model.outcome.succeeded,
              failed: model.outcome.failed,
            })}
          </Message.Header>
          {model.outcome.failures.length > 0 && (
            <ul className="order-failures">
              {model.outcome.failures.map((failure) => (
                <li key={failure.id}>
                  {t('UI.ORDER.LIST.BATCH_FAILED_ROW', {
                    order: failure.orderNo,
                    msg: t(failure.reason.code, { ...failure.reason.params }),
                  })}
                </li>
              ))}
            </ul>
          )}
        </Message>
      )}

      <div className="order-table-wrap">
        <PagedTable
          list={list}
          columns={table}
          empty={t('UI.ORDER.LIST.EMPTY')}
          idPrefix={p}
          aria-label={t('ROUTE.ORDER_LIST')}
        />
      </div>

      <CorrectAddressDialog
        orderId={asking?.action === 'address' ? asking.row.id : undefined}
        onClose={() => setAsking(undefined)}
        onCorrected={() => {
          setAsking(undefined);
          // the order resumed: its row and the tab counts move on
          void list.load();
        }}
      />
      <DeleteDialog
        open={asking?.action === 'delete'}
        name={askedName}
        onClose={() => setAsking(undefined)}
        onDelete={() => {
          const row = asking?.row;
          if (row === undefined) void model.runBatch('delete');
          else void model.runRowAction(row, 'delete');
        }}
      />
      <StopDialog
        kind={
          asking?.action === 'cancel' || asking?.action === 'intercept' ? asking.action : undefined
        }
        name={askedName}
        onClose={() => setAsking(undefined)}
        onStop={(kind, stop) => {
          const row = asking?.row;
          setAsking(undefined);
          if (row === undefined) void model.runBatch(kind, stop);
          else void model.runRowAction(row, kind, stop);
        }}
      />
    </div>
  );
});

export default OrderListScreen;
