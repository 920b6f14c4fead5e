import type { AsnRow } from '@portal/contract';
import type { Navigator } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Form, Header, Icon, Table } from 'semantic-ui-react';
import { ListFilterSelect } from '../../components/ListFilterSelect';
import { ListPager } from '../../components/ListPager';
import { ListStatus } from '../../components/ListStatus';
import { LocalDate } from '../../format/LocalDate';
import { SearchField } from '../../components/SearchField';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import type { AsnGateway } from '../../gateways/asn-gateway';
import { useActiveScreen } from './use-active-screen';
import { AsnActionButtons } from './AsnActionButtons';
import { AsnListModel } from './asn-list-model';
import { ASN_PATHS } from './asn-paths';
import { ASN_FILTER_STATUSES, asnOptionKey, asnStatusKey, endpointActionsOf } from './asn-texts';

const AsnListRow = observer(function AsnListRow(props: { row: AsnRow; model: AsnListModel }) {
  const { t } = useTranslation();
  const { row, model } = props;
  return (
    <Table.Row>
      <Table.Cell>
        <Link to={ASN_PATHS.view(row.id)}>{row.asn_no}</Link>
      </Table.Cell>
      <Table.Cell>{row.warehouse}</Table.Cell>
      <Table.Cell>{t(asnStatusKey(row.status))}</Table.Cell>
      <Table.Cell>{t(asnOptionKey(row.level))}</Table.Cell>
      <Table.Cell>{t(asnOptionKey(row.delivery_mode))}</Table.Cell>
      <Table.Cell textAlign="right">{row.quantity}</Table.Cell>
      <Table.Cell textAlign="right">{row.received}</Table.Cell>
      <Table.Cell>
        <LocalDate value={row.estimated_arrival} />
      </Table.Cell>
      <Table.Cell>
        <LocalDate value={row.created_at} />
      </Table.Cell>
      <Table.Cell className="asn-row-actions">
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
      </Table.Cell>
    </Table.Row>
  );
});

/** The merchant's inbound notices: status filter, search by number, server pages, row actions. */
const AsnListScreen = observer(function AsnListScreen() {
  const { t } = useTranslation();
  const gateway = useInjection<AsnGateway>(TOKENS.AsnGateway);
  const navigator = useInjection<Navigator>(TOKENS.Navigator);
  // kept-alive screens stay in the page together: every id is unique to this instance
  const p = `asn-${useId().replace(/:/g, '')}`;
  const [model] = useState(() => new AsnListModel(gateway));
  const { list } = model;
  const active = useActiveScreen();
  // a kept-alive list reads its page again whenever its tab comes back (notices changed meanwhile)
  useEffect(() => {
    if (active) void list.load();
  }, [active, list]);
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
            text: t(asnStatusKey(status)),
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
      <ListStatus list={list} empty={t('UI.ASN.EMPTY')} />
      {list.rows.length > 0 && (
        <Table celled unstackable compact className="asn-table" aria-busy={list.loading}>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell scope="col">{t('UI.ASN.NUMBER')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.ASN.WAREHOUSE')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.ASN.STATUS_LABEL')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.ASN.LEVEL')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.ASN.DELIVERY_MODE')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.ASN.EXPECTED')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.ASN.RECEIVED')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.ASN.ESTIMATED_ARRIVAL')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.ASN.CREATED_AT')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.LIST.ACTIONS')}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.rows.map((row) => (
              <AsnListRow key={row.id} row={row} model={model} />
            ))}
          </Table.Body>
        </Table>
      )}
      {list.loaded && list.total > 0 && <ListPager list={list} idPrefix={p} />}
    </div>
  );
});

export default AsnListScreen;
