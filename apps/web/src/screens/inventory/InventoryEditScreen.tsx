import type { InventoryBatchRow, InventoryLogRow, InventoryRow } from '@portal/contract';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Form, Header, Label, Message, Segment } from 'semantic-ui-react';
import { PageLoader } from '../../components/PageLoader';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import type { Column } from '../../kit/DataTable';
import { figureColumn, timeColumn } from '../../kit/DataTable';
import type { Fact } from '../../kit/Facts';
import { Facts } from '../../kit/Facts';
import { FormFields } from '../../kit/FormFields';
import { TableSection } from '../../kit/ListScreen';
import { routeId } from '../../kit/route-path';
import { useScreenModel } from '../../kit/use-screen';
import { useScreenPlace } from '../../routing/screen-context';
import type { UserStore } from '../../stores/user-store';
import { causeKey, InventoryEditModel, signed } from './inventory-edit-model';

const StockFigures = observer(function StockFigures(props: { stock: InventoryRow }) {
  const { t } = useTranslation();
  const app = useInjection(TOKENS.AppStore);
  const { stock } = props;
  const figures: readonly Fact[] = [
    [t('UI.INVENTORY.ON_HAND'), stock.on_hand],
    [t('UI.INVENTORY.RESERVED'), stock.reserved],
    [t('UI.INVENTORY.AVAILABLE'), stock.available],
    [t('UI.INVENTORY.IN_TRANSIT'), stock.in_transit],
    [t('UI.INVENTORY.UNQUALIFIED'), stock.unqualified],
  ];
  return (
    <Segment>
      <Header as="h2" size="small">
        {stock.sku} ·{' '}
        {app.language === 'zh' && stock.name_zh !== '' ? stock.name_zh : stock.name_en} ·{' '}
        {stock.warehouse}
        {stock.low_stock && (
          <Label size="tiny" color="orange" className="stock-low-label">
            {t('UI.INVENTORY.LOW_STOCK')}
          </Label>
        )}
      </Header>
      <Facts className="stock-figures" facts={figures} />
    </Segment>
  );
});

const ThresholdSection = observer(function ThresholdSection(props: { model: InventoryEditModel }) {
  const { t } = useTranslation();
  const form = props.model.threshold;
  // the server's success message is toasted by the request layer
  const save = () => void props.model.saveThreshold();
  return (
    <Segment>
      <Header as="h2" size="small">
        {t('UI.INVENTORY.THRESHOLD_TITLE')}
      </Header>
      <Form noValidate onSubmit={save} className="stock-threshold-form">
        <FormFields
          form={form}
          idPrefix="stock"
          fields={[
            {
              name: 'low_stock_threshold',
              id: 'stock-threshold',
              label: 'UI.INVENTORY.THRESHOLD',
              inputMode: 'numeric',
            },
          ]}
        />
        <small id="stock-threshold-hint">{t('UI.INVENTORY.THRESHOLD_HINT')}</small>
        <Button
          primary
          type="submit"
          loading={form.saving !== undefined}
          disabled={form.saving !== undefined}
        >
          {t('UI.INVENTORY.SAVE_THRESHOLD')}
        </Button>
      </Form>
    </Segment>
  );
});

const LOG_COLUMNS: readonly Column<InventoryLogRow>[] = [
  timeColumn('UI.INVENTORY.TIME', (row) => row.created_at),
  { header: 'UI.INVENTORY.CAUSE', cell: (row, { t }) => t(causeKey(row.cause)) },
  { header: 'UI.INVENTORY.REFERENCE', cell: (row) => row.reference },
  figureColumn('UI.INVENTORY.ON_HAND', (row) => signed(row.on_hand_delta)),
  figureColumn('UI.INVENTORY.RESERVED', (row) => signed(row.reserved_delta)),
  figureColumn('UI.INVENTORY.IN_TRANSIT', (row) => signed(row.in_transit_delta)),
  figureColumn('UI.INVENTORY.UNQUALIFIED', (row) => signed(row.unqualified_delta)),
  { header: 'UI.INVENTORY.OPERATOR', cell: (row) => row.operator },
];

const batchColumns = (user: UserStore): readonly Column<InventoryBatchRow>[] => [
  { header: 'UI.INVENTORY.BATCH_NO', cell: (row) => row.batch_no },
  { header: 'UI.INVENTORY.SOURCE', cell: (row) => row.source },
  {
    header: 'UI.INVENTORY.WAREHOUSE',
    cell: (row, { language }) => user.warehouseName(row.warehouse_id, language),
  },
  figureColumn('UI.INVENTORY.QUALIFIED', (row) => row.qualified),
  figureColumn('UI.INVENTORY.UNQUALIFIED', (row) => row.unqualified),
  timeColumn('UI.INVENTORY.RECEIVED_AT', (row) => row.received_at),
];

/**
 * One product's stock in one warehouse (the route's waId, else the user's current warehouse): the
 * figures, the low-stock alert threshold (not offered when is_edit is 0), its log and its batches.
 */
const InventoryEditScreen = observer(function InventoryEditScreen() {
  const { t } = useTranslation();
  const gateway = useInjection(TOKENS.InventoryGateway);
  const user = useInjection(TOKENS.UserStore);
  const { params } = useScreenPlace();
  const productId = routeId(params['product_id']);
  const warehouseId = routeId(params['waId']) ?? user.info?.warehouse_id ?? undefined;
  const editable = params['is_edit'] !== '0';
  const model = useScreenModel(
    () =>
      productId === undefined || warehouseId === undefined
        ? undefined
        : new InventoryEditModel(gateway, productId, warehouseId),
    `${productId}/${warehouseId}`,
  );
  useEffect(() => void model?.load(), [model]);
  const batches = useMemo(() => batchColumns(user), [user]);
  const unknown = productId === undefined || (warehouseId === undefined && user.info !== undefined);
  const stock = model?.stock.value;
  return (
    <div className="screen stock-screen">
      <Header as="h1">{t('ROUTE.INVENTORY_EDIT')}</Header>
      <p>
        <Link to="/warehouse/inventoryList/list">{t('UI.INVENTORY.BACK_TO_LIST')}</Link>
      </p>
      {(unknown || model?.missing === true) && (
        <Message warning role="status">
          {t('UI.INVENTORY.STOCK_UNKNOWN')}
        </Message>
      )}
      {model !== undefined && model.stock.loading && stock === undefined && <PageLoader />}
      {stock !== undefined && <StockFigures stock={stock} />}
      {model !== undefined && stock !== undefined && editable && <ThresholdSection model={model} />}
      {model !== undefined && (
        <>
          <TableSection
            id="stock-log"
            title={t('UI.INVENTORY.LOG_TITLE')}
            empty={t('UI.INVENTORY.LOG_EMPTY')}
            list={model.log}
            columns={LOG_COLUMNS}
          />
          <TableSection
            id="stock-batches"
            title={t('UI.INVENTORY.BATCHES_TITLE')}
            empty={t('UI.INVENTORY.BATCHES_EMPTY')}
            list={model.batches}
            columns={batches}
          />
        </>
      )}
    </div>
  );
});

export default InventoryEditScreen;
