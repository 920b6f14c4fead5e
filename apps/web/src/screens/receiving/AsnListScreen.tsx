import type { AsnRow } from '@portal/contract';
import { observer } from 'mobx-react-lite';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Form, Header, Icon } from 'semantic-ui-react';
import { ListFilterSelect } from '../../components/ListFilterSelect';
import { LocalDate } from '../../format/LocalDate';
import { SearchField } from '../../components/SearchField';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import type { Column } from '../../kit/DataTable';
import { PagedTable } from '../../kit/DataTable';
import { statusLabel } from '../../kit/status-label';
import { useScreenModel, useWhenShown } from '../../kit/use-screen';
import { AsnActionButtons } from './AsnActionButtons';
import { AsnListModel } from './asn-list-model';
import { ASN_PATHS } from './asn-paths';
import { ASN_FILTER_STATUSES, asnOptionKey, endpointActionsOf } from './asn-texts';

const columns = (model: AsnListModel): readonly Column<AsnRow>[] => [
  { header: 'UI.ASN.NUMBER', cell: (row) => <Link to={ASN_PATHS.view(row.id)}>{row.asn_no}</Link> },
  { header: 'UI.ASN.WAREHOUSE', cell: (row) => row.warehouse },
  { header: 'UI.ASN.STATUS_LABEL', cell: (row, { t }) => t(statusLabel('asn', row.status)) },
  { header: 'UI.ASN.LEVEL', cell: (row, { t }) => t(asnOptionKey(row.level)) },
  { header: 'UI.ASN.DELIVERY_MODE', cell: (row, { t }) => t(asnOptionKey(row.delivery_mode)) },
  { header: 'UI.ASN.EXPECTED', cell: (row) => row.quantity, align: 'right' },
  { header: 'UI.ASN.RECEIVED', cell: (row) => row.received, align: 'right' },
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
  const navigator = useInjection(TOKENS.Navigator);
  // kept-alive screens stay in the page together: every id is unique to this instance
  const p = `asn-${useId().replace(/:/g, '')}`;
  const model = useScreenModel(() => new AsnListModel(gateway));
  const { list } = model;
  const table = useMemo(() => columns(model), [model]);
  // a kept-alive list reads its page again whenever its tab comes back (notices changed meanwhile)
  useWhenShown(() => void list.load(), [list]);
  return (
    <div className="screen asn-screen">
      <div className="screen-title-row">
        <Header as="h1">{t('ROUTE.RECEIVING_LIST')}</Header>
        <Button primary type="button" onClick={() => navigator.go(ASN_PATHS.create)}>
          <Icon name="plus" aria-hidden="true" />
          {t('UI.ASN.CREATE')}
        </Button>
      </div>
      <Form className="list-toolbar" onSubmit={(event) => event.preventDefault()}>
        <ListFilterSelect
          list={list}
          filter="status"
          id={`${p}-status`}
          label={t('UI.ASN.STATUS_LABEL')}
          options={ASN_FILTER_STATUSES.map((status) => ({
            value: status,
            text: t(statusLabel('asn', status)),
          }))}
        />
        <SearchField
          id={`${p}-keyword`}
          label={t('UI.ASN.SEARCH_NUMBER')}
          placeholder={t('UI.ASN.SEARCH_HINT')}
          value={list.filters['keyword'] ?? ''}
          onChange={(value) => void list.setFilter('keyword', value)}
        />
      </Form>
      <PagedTable
        list={list}
        columns={table}
        className="asn-table"
        empty={t('UI.ASN.EMPTY')}
        idPrefix={p}
      />
    </div>
  );
});

export default AsnListScreen;
