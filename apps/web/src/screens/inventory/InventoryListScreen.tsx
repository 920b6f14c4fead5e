import type { InventoryRow } from '@portal/contract';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Form, Header, Label, Table } from 'semantic-ui-react';
import { ListFilterSelect } from '../../components/ListFilterSelect';
import { ListPager } from '../../components/ListPager';
import { ListStatus } from '../../components/ListStatus';
import { SearchField } from '../../components/SearchField';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import type { InventoryGateway } from '../../gateways/inventory-gateway';
import type { AppStore } from '../../stores/app-store';
import type { UserStore } from '../../stores/user-store';
import { inventoryEditPath, inventoryList, stockKey } from './inventory-list-model';

/** One stock row: its figures, the low-stock mark and the link to its edit screen. */
export const StockRow = observer(function StockRow(props: { row: InventoryRow }) {
  const { t } = useTranslation();
  const app = useInjection<AppStore>(TOKENS.AppStore);
  const { row } = props;
  const name = app.language === 'zh' && row.name_zh !== '' ? row.name_zh : row.name_en;
  return (
    <Table.Row warning={row.low_stock}>
      <Table.Cell>{row.sku}</Table.Cell>
      <Table.Cell>{name}</Table.Cell>
      <Table.Cell>{row.warehouse}</Table.Cell>
      <Table.Cell textAlign="right">{row.on_hand}</Table.Cell>
      <Table.Cell textAlign="right">{row.reserved}</Table.Cell>
      <Table.Cell textAlign="right">{row.available}</Table.Cell>
      <Table.Cell textAlign="right">{row.in_transit}</Table.Cell>
      <Table.Cell textAlign="right">{row.unqualified}</Table.Cell>
      <Table.Cell textAlign="right">
        {row.low_stock_threshold === 0 ? t('UI.INVENTORY.NO_ALERT') : row.low_stock_threshold}
        {row.low_stock && (
          <Label size="tiny" color="orange" className="stock-low-label">
            {t('UI.INVENTORY.LOW_STOCK')}
          </Label>
        )}
      </Table.Cell>
      <Table.Cell>
        <Link
          to={inventoryEditPath(row.product_id, row.warehouse_id)}
          aria-label={t('UI.INVENTORY.OPEN_ROW', { sku: row.sku, warehouse: row.warehouse })}
        >
          {t('UI.INVENTORY.OPEN')}
        </Link>
      </Table.Cell>
    </Table.Row>
  );
});

/** Stock per product and warehouse, with filters and server paging. */
const InventoryListScreen = observer(function InventoryListScreen() {
  const { t } = useTranslation();
  const gateway = useInjection<InventoryGateway>(TOKENS.InventoryGateway);
  const user = useInjection<UserStore>(TOKENS.UserStore);
  const app = useInjection<AppStore>(TOKENS.AppStore);
  const [list] = useState(() => inventoryList(gateway));
  useEffect(() => void list.load(), [list]);
  return (
    <div className="screen stock-screen">
      <Header as="h1">{t('ROUTE.INVENTORY_LIST')}</Header>
      <Form className="list-toolbar" onSubmit={(event) => event.preventDefault()}>
        <ListFilterSelect
          list={list}
          filter="warehouse_id"
          id="stock-warehouse"
          label={t('UI.INVENTORY.WAREHOUSE')}
          options={user.warehouseOptions(app.language)}
        />
        <SearchField
          id="stock-keyword"
          label={t('UI.LIST.SEARCH')}
          placeholder={t('UI.INVENTORY.KEYWORD_HINT')}
          value={list.filters['keyword'] ?? ''}
          onChange={(value) => void list.setFilter('keyword', value)}
        />
        <Form.Field className="stock-low-filter">
          <input
            id="stock-low-only"
            type="checkbox"
            checked={list.filters['low_stock'] === '1'}
            onChange={(event) => void list.setFilter('low_stock', event.target.checked ? '1' : '')}
          />
          <label htmlFor="stock-low-only">{t('UI.INVENTORY.LOW_STOCK_ONLY')}</label>
        </Form.Field>
      </Form>
      <ListStatus list={list} empty={t('UI.INVENTORY.EMPTY')} />
      {list.rows.length > 0 && (
        <Table celled unstackable compact className="stock-table" aria-busy={list.loading}>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell scope="col">{t('UI.INVENTORY.SKU')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.INVENTORY.NAME')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.INVENTORY.WAREHOUSE')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.INVENTORY.ON_HAND')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.INVENTORY.RESERVED')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.INVENTORY.AVAILABLE')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.INVENTORY.IN_TRANSIT')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.INVENTORY.UNQUALIFIED')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.INVENTORY.THRESHOLD')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.LIST.ACTIONS')}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.rows.map((row) => (
              <StockRow key={stockKey(row)} row={row} />
            ))}
          </Table.Body>
        </Table>
      )}
      {list.loaded && list.total > 0 && <ListPager list={list} idPrefix="stock" />}
    </div>
  );
});

export default InventoryListScreen;
