import type { AsnRow } from '@portal/contract';
import { observer } from 'mobx-react-lite';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LocalDate } from '../../format/LocalDate';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import type { Column } from '../../kit/DataTable';
import { figureColumn, warehouseColumn } from '../../kit/DataTable';
import { keywordSearch, ListScreen } from '../../kit/ListScreen';
import { statusLabel } from '../../kit/status-label';
import { useScreenModel } from '../../kit/use-screen';
import { AsnActionButtons } from './AsnActionButtons';
import { AsnListModel } from './asn-list-model';
import { ASN_PATHS } from './asn-paths';
import { ASN_FILTER_STATUSES, asnOptionKey, endpointActionsOf } from './asn-texts';

const columns = (model: AsnListModel): readonly Column<AsnRow>[] => [
  { header: 'UI.ASN.NUMBER', cell: (row) => <Link to={ASN_PATHS.view(row.id)}>{row.asn_no}</Link> },
  warehouseColumn('UI.ASN.WAREHOUSE'),
  { header: 'UI.ASN.STATUS_LABEL', cell: (row, { t }) => t(statusLabel('asn', row.status)) },
  { header: 'UI.ASN.LEVEL', cell: (row, { t }) => t(asnOptionKey(row.level)) },
  { header: 'UI.ASN.DELIVERY_MODE', cell: (row, { t }) => t(asnOptionKey(row.delivery_mode)) },
  figureColumn('UI.ASN.EXPECTED', (row) => row.quantity),
  figureColumn('UI.ASN.RECEIVED', (row) => row.received),
  {
    header: 'UI.ASN.ESTIMATED_ARRIVAL',
    cell: (row) => <LocalDate value={row.estimated_arrival} />,
  },
  { header: 'UI.ASN.CREATED_AT', cell: (row) => <LocalDate value={row.created_at} /> },
  {
    header: 'UI.LIST.ACTIONS',
    className: 'asn-row-actions',
    cell: (row, { t }) => (
      <>
        <Link to={ASN_PATHS.view(row.id)} aria-label={t('UI.ASN.VIEW_ROW', { asn: row.asn_no })}>
          {t('UI.ASN.VIEW')}
        </Link>
        {row.actions.includes('edit') && (
          <Link to={ASN_PATHS.edit(row.id)} aria-label={t('UI.ASN.EDIT_ROW', { asn: row.asn_no })}>
            {t('UI.ASN.EDIT')}
          </Link>
        )}
        <AsnActionButtons
          size="mini"
          name={row.asn_no}
          actions={endpointActionsOf(row.actions)}
          isActing={(action) => model.isActing(row, action)}
          onAct={(action) => void model.act(row, action)}
        />
      </>
    ),
  },
];

/** The merchant's inbound notices: status filter, search by number, server pages, row actions. */
const AsnListScreen = observer(function AsnListScreen() {
  const { t } = useTranslation();
  const gateway = useInjection(TOKENS.AsnGateway);
  // kept-alive screens stay in the page together: every id is unique to this instance
  const p = `asn-${useId().replace(/:/g, '')}`;
  const model = useScreenModel(() => new AsnListModel(gateway));
  const table = useMemo(() => columns(model), [model]);
  const statuses = ASN_FILTER_STATUSES.map((value) => ({
    value,
    text: t(statusLabel('asn', value)),
  }));
  return (
    <ListScreen
      list={model.list}
      title="ROUTE.RECEIVING_LIST"
      empty="UI.ASN.EMPTY"
      className="asn-screen"
      tableClassName="asn-table"
      idPrefix={p}
      columns={table}
      create={{ label: 'UI.ASN.CREATE', to: ASN_PATHS.create }}
      filters={[
        {
          kind: 'select',
          filter: 'status',
          id: `${p}-status`,
          label: 'UI.ASN.STATUS_LABEL',
          options: statuses,
        },
        keywordSearch(`${p}-keyword`, 'UI.ASN.SEARCH_NUMBER', 'UI.ASN.SEARCH_HINT'),
      ]}
    />
  );
});

export default AsnListScreen;
