import type { RmaRow } from '@portal/contract';
import type { Navigator } from '@portal/domain';
import { RMA_STATUSES } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import type { Column } from '../../kit/DataTable';
import { timeColumn } from '../../kit/DataTable';
import { ActionButtons } from '../../kit/Actions';
import { keywordSearch, ListScreen } from '../../kit/ListScreen';
import { statusLabel } from '../../kit/status-label';
import { useScreenModel } from '../../kit/use-screen';
import type { UserStore } from '../../stores/user-store';
import { RMA_ACTION_KEYS, RmaListModel, rmaPaths } from './rma-list-model';

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
  timeColumn('UI.RMA.CREATED_AT', (row) => row.created_at),
  {
    header: 'UI.LIST.ACTIONS',
    cell: (row, { t }) => (
      <div className="rma-row-actions">
        <ActionButtons
          actions={row.actions}
          label={(action) => t(RMA_ACTION_KEYS[action] ?? action)}
          look={(action) => ({
            primary: action === 'submit',
            loading: action === 'submit' && model.pending.is(row.id),
            disabled: model.pending.busy,
            name: `${t(RMA_ACTION_KEYS[action] ?? action)} ${row.rma_no}`,
          })}
          onAct={(action) => {
            if (action === 'edit') navigator.go(rmaPaths.edit(row.id));
            if (action === 'submit') void model.submit(row);
          }}
        />
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
  const table = useMemo(() => columns(model, navigator, user), [model, navigator, user]);
  const statuses = RMA_STATUSES.map((value) => ({ value, text: t(statusLabel('rma', value)) }));
  return (
    <ListScreen
      list={model.list}
      title="ROUTE.RMA_LIST"
      empty="UI.RMA.EMPTY"
      className="rma-screen"
      idPrefix="rma"
      columns={table}
      create={{ label: 'ROUTE.RMA_CREATE', to: rmaPaths.create }}
      filters={[
        {
          kind: 'select',
          filter: 'status',
          id: 'rma-status-filter',
          label: 'UI.RMA.STATUS',
          options: statuses,
        },
        keywordSearch('rma-keyword', 'UI.LIST.SEARCH', 'UI.RMA.KEYWORD_HINT'),
      ]}
    />
  );
});

export default RmaListScreen;
