import type { InventoryRow } from '@portal/contract';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Form, Header, Label, Message, Segment, Table } from 'semantic-ui-react';
import { ListPager } from '../../components/ListPager';
import { ListStatus } from '../../components/ListStatus';
import { PageLoader } from '../../components/PageLoader';
import { TextField } from '../../components/TextField';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import type { InventoryGateway } from '../../gateways/inventory-gateway';
import { useScreenPlace } from '../../routing/screen-context';
import type { AppStore } from '../../stores/app-store';
import type { UserStore } from '../../stores/user-store';
import type { InventoryEditModel } from './inventory-edit-model';
import { localTime } from '../../format/local-time';
import { causeKey, InventoryEditModel as Model, routeId, signed } from './inventory-edit-model';

const StockFigures = observer(function StockFigures(props: { stock: InventoryRow }) {
  const { t } = useTranslation();
  const app = useInjection<AppStore>(TOKENS.AppStore);
  const { stock } = props;
  const figures: readonly (readonly [string, number])[] = [
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
      <dl className="stock-figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
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
        <TextField
          id="stock-threshold"
          label={t('UI.INVENTORY.THRESHOLD')}
          inputMode="numeric"
          value={form.text}
          error={form.error}
          onValue={form.setText}
        />
        <small id="stock-threshold-hint">{t('UI.INVENTORY.THRESHOLD_HINT')}</small>
        <Button primary type="submit" loading={form.saving} disabled={form.saving}>
          {t('UI.INVENTORY.SAVE_THRESHOLD')}
        </Button>
      </Form>
    </Segment>
  );
});

const LogTable = observer(function LogTable(props: { model: InventoryEditModel }) {
  const { t } = useTranslation();
  const app = useInjection<AppStore>(TOKENS.AppStore);
  const list = props.model.log;
  return (
    <section aria-labelledby="stock-log-title">
      <Header as="h2" size="small" id="stock-log-title">
        {t('UI.INVENTORY.LOG_TITLE')}
      </Header>
      <ListStatus list={list} empty={t('UI.INVENTORY.LOG_EMPTY')} />
      {list.rows.length > 0 && (
        <Table celled unstackable compact aria-labelledby="stock-log-title">
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell scope="col">{t('UI.INVENTORY.TIME')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.INVENTORY.CAUSE')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.INVENTORY.REFERENCE')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.INVENTORY.ON_HAND')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.INVENTORY.RESERVED')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.INVENTORY.IN_TRANSIT')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.INVENTORY.UNQUALIFIED')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.INVENTORY.OPERATOR')}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.rows.map((row) => (
              <Table.Row key={row.id}>
                <Table.Cell>{localTime(row.created_at, app.language)}</Table.Cell>
                <Table.Cell>{t(causeKey(row.cause))}</Table.Cell>
                <Table.Cell>{row.reference}</Table.Cell>
                <Table.Cell textAlign="right">{signed(row.on_hand_delta)}</Table.Cell>
                <Table.Cell textAlign="right">{signed(row.reserved_delta)}</Table.Cell>
                <Table.Cell textAlign="right">{signed(row.in_transit_delta)}</Table.Cell>
                <Table.Cell textAlign="right">{signed(row.unqualified_delta)}</Table.Cell>
                <Table.Cell>{row.operator}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
      {list.loaded && list.total > 0 && <ListPager list={list} idPrefix="stock-log" />}
    </section>
  );
});

const BatchTable = observer(function BatchTable(props: { model: InventoryEditModel }) {
  const { t } = useTranslation();
  const app = useInjection<AppStore>(TOKENS.AppStore);
  const user = useInjection<UserStore>(TOKENS.UserStore);
  const list = props.model.batches;
  return (
    <section aria-labelledby="stock-batches-title">
      <Header as="h2" size="small" id="stock-batches-title">
        {t('UI.INVENTORY.BATCHES_TITLE')}
      </Header>
      <ListStatus list={list} empty={t('UI.INVENTORY.BATCHES_EMPTY')} />
      {list.rows.length > 0 && (
        <Table celled unstackable compact aria-labelledby="stock-batches-title">
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell scope="col">{t('UI.INVENTORY.BATCH_NO')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.INVENTORY.SOURCE')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.INVENTORY.WAREHOUSE')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.INVENTORY.QUALIFIED')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.INVENTORY.UNQUALIFIED')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.INVENTORY.RECEIVED_AT')}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.rows.map((row) => (
              <Table.Row key={row.id}>
                <Table.Cell>{row.batch_no}</Table.Cell>
                <Table.Cell>{row.source}</Table.Cell>
                <Table.Cell>{user.warehouseName(row.warehouse_id, app.language)}</Table.Cell>
                <Table.Cell textAlign="right">{row.qualified}</Table.Cell>
                <Table.Cell textAlign="right">{row.unqualified}</Table.Cell>
                <Table.Cell>{localTime(row.received_at, app.language)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
      {list.loaded && list.total > 0 && <ListPager list={list} idPrefix="stock-batches" />}
    </section>
  );
});

/**
 * One product's stock in one warehouse (the route's waId, else the user's current warehouse): the
 * figures, the low-stock alert threshold (not offered when is_edit is 0), its log and its batches.
 */
const InventoryEditScreen = observer(function InventoryEditScreen() {
  const { t } = useTranslation();
  const gateway = useInjection<InventoryGateway>(TOKENS.InventoryGateway);
  const user = useInjection<UserStore>(TOKENS.UserStore);
  const { params } = useScreenPlace();
  const productId = routeId(params['product_id']);
  const warehouseId = routeId(params['waId']) ?? user.info?.warehouse_id ?? undefined;
  const editable = params['is_edit'] !== '0';
  const [model, setModel] = useState<Model | undefined>(undefined);
  useEffect(() => {
    if (productId === undefined || warehouseId === undefined) return;
    const next = new Model(gateway, productId, warehouseId);
    setModel(next);
    void next.load();
  }, [gateway, productId, warehouseId]);
  const unknown = productId === undefined || (warehouseId === undefined && user.info !== undefined);
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
      {model !== undefined && model.loading && model.stock === undefined && <PageLoader />}
      {model?.stock !== undefined && <StockFigures stock={model.stock} />}
      {model?.stock !== undefined && editable && <ThresholdSection model={model} />}
      {model !== undefined && <LogTable model={model} />}
      {model !== undefined && <BatchTable model={model} />}
    </div>
  );
});

export default InventoryEditScreen;
