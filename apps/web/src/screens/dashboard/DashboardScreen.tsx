import type { BreakdownData } from '@portal/contract';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Header, Icon, Message, Statistic, Table } from 'semantic-ui-react';
import { PageLoader } from '../../components/PageLoader';
import { LocalDate } from '../../format/LocalDate';
import { moneyText } from '../../format/money';
import { TOKENS } from '../../di-tokens';
import { useInjection } from '../../di-context';
import { useScreenModel } from '../../kit/use-screen';
import { DashboardModel } from './dashboard-model';

const LEDGER_KIND_KEYS: Readonly<Record<string, string>> = {
  top_up: 'UI.DASHBOARD.LEDGER_TOP_UP',
  charge: 'UI.DASHBOARD.LEDGER_CHARGE',
  adjustment: 'UI.DASHBOARD.LEDGER_ADJUSTMENT',
};

function Panel(props: { title: string; children: ReactNode }) {
  const id = `panel-${props.title.replace(/\W+/g, '-')}`;
  return (
    <Card fluid as="section" aria-labelledby={id}>
      <Card.Content>
        <Card.Header as="h2" id={id} className="panel-title">
          {props.title}
        </Card.Header>
        {props.children}
      </Card.Content>
    </Card>
  );
}

function Empty(props: { text: string }) {
  return (
    <p className="empty-state">
      <Icon name="inbox" aria-hidden="true" />
      {props.text}
    </p>
  );
}

function Breakdown(props: { data: BreakdownData; empty: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Statistic size="small" label={t('UI.DASHBOARD.TOTAL')} value={props.data.total} />
      {props.data.rows.length === 0 ? (
        <Empty text={props.empty} />
      ) : (
        <Table compact basic="very" unstackable>
          <Table.Body>
            {props.data.rows.map((row) => (
              <Table.Row key={row.key}>
                <Table.Cell>{row.key}</Table.Cell>
                <Table.Cell textAlign="right">{row.count}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
    </>
  );
}

/** The dashboard: account, orders, SKUs, finance and abnormal orders, straight from the server. */
const DashboardScreen = observer(function DashboardScreen() {
  const { t, i18n } = useTranslation();
  const gateway = useInjection(TOKENS.DashboardGateway);
  const user = useInjection(TOKENS.UserStore);
  const model = useScreenModel(() => new DashboardModel(gateway));
  const warehouseId = user.info?.warehouse_id ?? undefined;
  useEffect(() => void model.load(warehouseId), [model, warehouseId]);
  const data = model.data;
  return (
    <div className="screen dashboard">
      <div className="screen-title-row">
        <Header as="h1">{t('ROUTE.DASHBOARD')}</Header>
        <Button
          basic
          size="small"
          loading={model.loading}
          disabled={model.loading}
          onClick={() => void model.load(warehouseId)}
        >
          <Icon name="refresh" />
          {t('UI.COMMON.REFRESH')}
        </Button>
      </div>
      {model.failed && (
        <Message negative role="alert">
          {t('UI.DASHBOARD.LOAD_FAILED')}
        </Message>
      )}
      {data === undefined ? (
        model.loading && <PageLoader />
      ) : (
        <div className="dashboard-grid">
          <Panel title={t('UI.DASHBOARD.FINANCE')}>
            <Statistic.Group size="tiny" widths="two">
              <Statistic
                label={t('UI.DASHBOARD.BALANCE')}
                value={moneyText(data.account.amount, i18n.language)}
              />
              <Statistic
                label={t('UI.DASHBOARD.ARREARS_ORDERS')}
                value={data.account.arrears_orders}
              />
            </Statistic.Group>
            <Header as="h3" size="tiny">
              {t('UI.DASHBOARD.TOP_UPS')}
            </Header>
            {data.topUps.list.length === 0 ? (
              <Empty text={t('UI.DASHBOARD.NO_TOP_UPS')} />
            ) : (
              <Table compact basic="very" unstackable>
                <Table.Body>
                  {data.topUps.list.map((row) => (
                    <Table.Row key={row.id}>
                      <Table.Cell>
                        <LocalDate value={row.created_at} />
                      </Table.Cell>
                      <Table.Cell>{t(LEDGER_KIND_KEYS[row.kind] ?? row.kind)}</Table.Cell>
                      <Table.Cell textAlign="right">
                        {moneyText(row.amount, i18n.language)}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table>
            )}
          </Panel>
          <Panel title={t('UI.DASHBOARD.ORDER_DETAILS')}>
            <Statistic
              size="small"
              label={t('UI.DASHBOARD.ORDERS_IN_RANGE')}
              value={data.chart.counts.reduce((a, b) => a + b, 0)}
            />
            {data.orders.list.length === 0 ? (
              <Empty text={t('UI.DASHBOARD.NO_ORDERS')} />
            ) : (
              <Table compact basic="very" unstackable>
                <Table.Header>
                  <Table.Row>
                    <Table.HeaderCell scope="col">{t('UI.DASHBOARD.ORDER_NO')}</Table.HeaderCell>
                    <Table.HeaderCell scope="col">{t('UI.DASHBOARD.STATUS')}</Table.HeaderCell>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.orders.list.map((row) => (
                    <Table.Row key={row.id}>
                      <Table.Cell>{row.order_no}</Table.Cell>
                      <Table.Cell>{row.status}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table>
            )}
          </Panel>
          <Panel title={t('UI.DASHBOARD.ORDER_BREAKDOWN')}>
            <Breakdown data={data.orderBreakdown} empty={t('UI.DASHBOARD.NO_ORDERS')} />
          </Panel>
          <Panel title={t('UI.DASHBOARD.LOGISTICS_BREAKDOWN')}>
            <Breakdown data={data.logisticsBreakdown} empty={t('UI.DASHBOARD.NO_SHIPMENTS')} />
          </Panel>
          <Panel title={t('UI.DASHBOARD.ABNORMAL_ORDERS')}>
            <Breakdown data={data.abnormalOrders} empty={t('UI.DASHBOARD.NO_ABNORMAL')} />
          </Panel>
          <Panel title={t('UI.DASHBOARD.TOP_STOCK_OUT')}>
            {data.topSkus.length === 0 ? (
              <Empty text={t('UI.DASHBOARD.NO_STOCK_OUT')} />
            ) : (
              <Table compact basic="very" unstackable>
                <Table.Body>
                  {data.topSkus.slice(0, 5).map((row) => (
                    <Table.Row key={row.sku}>
                      <Table.Cell>{row.sku}</Table.Cell>
                      <Table.Cell textAlign="right">{row.quantity}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table>
            )}
          </Panel>
          <Panel title={t('UI.DASHBOARD.SKU_VISUALISATION')}>
            {data.topSkus.length === 0 ? (
              <Empty text={t('UI.DASHBOARD.NO_SKUS')} />
            ) : (
              <ul className="bar-list">
                {data.topSkus.slice(0, 5).map((row) => (
                  <li key={row.sku}>
                    <span>{row.sku}</span>
                    <meter
                      min={0}
                      max={Math.max(...data.topSkus.map((r) => r.quantity), 1)}
                      value={row.quantity}
                      aria-label={row.sku}
                    />
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
      )}
    </div>
  );
});

export default DashboardScreen;
