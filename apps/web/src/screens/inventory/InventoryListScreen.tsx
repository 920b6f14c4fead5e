import type { InventoryRow } from '@portal/contract';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Label } from 'semantic-ui-react';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import type { Column } from '../../kit/DataTable';
import { figureColumn, warehouseColumn } from '../../kit/DataTable';
import { keywordSearch, ListScreen } from '../../kit/ListScreen';
import { useScreenModel } from '../../kit/use-screen';
import { inventoryEditPath, inventoryList } from './inventory-list-model';

const COLUMNS: readonly Column<InventoryRow>[] = [
  { header: 'UI.INVENTORY.SKU', cell: (row) => row.sku },
  {
    header: 'UI.INVENTORY.NAME',
    cell: (row, { language }) =>
      language === 'zh' && row.name_zh !== '' ? row.name_zh : row.name_en,
  },
  warehouseColumn('UI.INVENTORY.WAREHOUSE'),
  figureColumn('UI.INVENTORY.ON_HAND', (row) => row.on_hand),
  figureColumn('UI.INVENTORY.RESERVED', (row) => row.reserved),
  figureColumn('UI.INVENTORY.AVAILABLE', (row) => row.available),
  figureColumn('UI.INVENTORY.IN_TRANSIT', (row) => row.in_transit),
  figureColumn('UI.INVENTORY.UNQUALIFIED', (row) => row.unqualified),
  {
    header: 'UI.INVENTORY.THRESHOLD',
    align: 'right',
    cell: (row, { t }) => (
      <>
        {row.low_stock_threshold === 0 ? t('UI.INVENTORY.NO_ALERT') : row.low_stock_threshold}
        {row.low_stock && (
          <Label size="tiny" color="orange" className="stock-low-label">
            {t('UI.INVENTORY.LOW_STOCK')}
          </Label>
        )}
      </>
    ),
  },
  {
    header: 'UI.LIST.ACTIONS',
    cell: (row, { t }) => (
      <Link
        to={inventoryEditPath(row.product_id, row.warehouse_id)}
        aria-label={t('UI.INVENTORY.OPEN_ROW', { sku: row.sku, warehouse: row.warehouse })}
      >
        {t('UI.INVENTORY.OPEN')}
      </Link>
    ),
  },
];

/** Stock per product and warehouse, with filters and server paging. */
const InventoryListScreen = observer(function InventoryListScreen() {
  const gateway = useInjection(TOKENS.InventoryGateway);
  const user = useInjection(TOKENS.UserStore);
  const app = useInjection(TOKENS.AppStore);
  // starts at the header's warehouse, and starts over when the header changes it
  const current = String(user.info?.warehouse_id ?? '');
  const list = useScreenModel(() => inventoryList(gateway, current), current);
  return (
    <ListScreen
      list={list}
      title="ROUTE.INVENTORY_LIST"
      empty="UI.INVENTORY.EMPTY"
      className="stock-screen"
      tableClassName="stock-table"
      idPrefix="stock"
      columns={COLUMNS}
      rowState={(row) => ({ warning: row.low_stock })}
      filters={[
        {
          kind: 'select',
          filter: 'warehouse_id',
          id: 'stock-warehouse',
          label: 'UI.INVENTORY.WAREHOUSE',
          options: user.warehouseOptions(app.language),
        },
        keywordSearch('stock-keyword', 'UI.LIST.SEARCH', 'UI.INVENTORY.KEYWORD_HINT'),
        {
          kind: 'check',
          filter: 'low_stock',
          id: 'stock-low-only',
          label: 'UI.INVENTORY.LOW_STOCK_ONLY',
        },
      ]}
    />
  );
});

export default InventoryListScreen;
