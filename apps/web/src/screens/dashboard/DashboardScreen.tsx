import type { BreakdownData } from '@portal/contract';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Header, Icon, Message, Statistic, Table } from 'semantic-ui-react';
import { PageLoader } from '../../components/PageLoader';
import { LocalDate } from '../../format/LocalDate';
import { moneyText } from '../../format/money';
import { TOKENS } from '../../di-tokens';
import { useInjection } from '../../di-context';
import { statusLabel } from '../../kit/status-label';
import { useScreenModel } from '../../kit/use-screen';
import { ChartFigure, Empty } from './ChartFigure';
import type { DashboardChart } from './dashboard-charts';
import { dashboardCharts } from './dashboard-charts';
import { DashboardModel } from './dashboard-model';
import './dashboard.css';

const LEDGER_KIND_KEYS: Readonly<Record<string, string>> = {
  top_up: 'UI.DASHBOARD.LEDGER_TOP_UP',
  charge: 'UI.DASHBOARD.LEDGER_CHARGE',
  adjustment: 'UI.DASHBOARD.LEDGER_ADJUSTMENT',
};

function Panel(props: { id: string; title: string; children: ReactNode }) {
  const id = `dashboard-${props.id}`;
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

/** A breakdown's total and its chart. */
function Breakdown(props: {
  data: BreakdownData;
  chart: DashboardChart;
  empty: string;
  figuresShown: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Statistic size="small" label={t('UI.DASHBOARD.TOTAL')} value={props.data.total} />
      <ChartFigure chart={props.chart} empty={props.empty} figuresShown={props.figuresShown} />
    </>
  );
}

/**
 * The dashboard: finance, order details, orders by status and by channel, abnormal orders and the
 * top-5 stock-out SKUs, straight from the server, drawn as charts with their figures as text.
 */
const DashboardScreen = observer(function DashboardScreen() {
  const { t, i18n } = useTranslation();
  const gateway = useInjection(TOKENS.DashboardGateway);
  const user = useInjection(TOKENS.UserStore);
  const model = useScreenModel(() => new DashboardModel(gateway));
  // the figures are the selected warehouse's: wait for the user's details, which name it, rather
  // than load every panel for no warehouse and again for it (issue 19, a slow line's round trips)
  const userKnown = user.info !== undefined;
  const warehouseId = user.info?.warehouse_id ?? undefined;
  useEffect(() => {
    if (userKnown) void model.load(warehouseId);
  }, [model, userKnown, warehouseId]);
  const data = model.data;
  const language = i18n.language;
  const charts = useMemo(
    () => (data === undefined ? undefined : dashboardCharts(data, t, language)),
    [data, t, language],
  );
  const shown = model.figuresShown;
  return (
    <div className="screen dashboard">
      <div className="screen-title-row">
        <Header as="h1">{t('ROUTE.DASHBOARD')}</Header>
        <div className="dashboard-actions">
          {/* semantic's Button sets aria-pressed only as a green toggle (too little contrast) */}
          <button
            type="button"
            className={`ui basic small button${shown ? ' active' : ''}`}
            aria-pressed={shown}
            onClick={model.toggleFigures}
          >
            <Icon name="table" aria-hidden="true" />
            {t('UI.ORDER.DASHBOARD.FIGURES_AS_TABLES')}
          </button>
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
      </div>
      {model.failed && (
        <Message negative role="alert">
          {t('UI.DASHBOARD.LOAD_FAILED')}
        </Message>
      )}
      {data === undefined || charts === undefined ? (
        (model.loading || !userKnown) && <PageLoader />
      ) : (
        <div className="dashboard-grid">
          <Panel id="finance" title={t('UI.DASHBOARD.FINANCE')}>
            <Statistic.Group size="tiny" widths="two">
              <Statistic
                label={t('UI.DASHBOARD.BALANCE')}
                value={moneyText(data.account.amount, language)}
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
                <Table.Header>
                  <Table.Row>
                    <Table.HeaderCell scope="col">{t('UI.ORDER.DASHBOARD.DATE')}</Table.HeaderCell>
                    <Table.HeaderCell scope="col">
                      {t('UI.ORDER.DASHBOARD.MOVEMENT')}
                    </Table.HeaderCell>
                    <Table.HeaderCell scope="col" textAlign="right">
                      {t('UI.ORDER.DASHBOARD.AMOUNT')}
                    </Table.HeaderCell>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.topUps.list.map((row) => (
                    <Table.Row key={row.id}>
                      <Table.Cell>
                        <LocalDate value={row.created_at} />
                      </Table.Cell>
                      <Table.Cell>{t(LEDGER_KIND_KEYS[row.kind] ?? row.kind)}</Table.Cell>
                      <Table.Cell textAlign="right">{moneyText(row.amount, language)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table>
            )}
          </Panel>
          <Panel id="order-details" title={t('UI.DASHBOARD.ORDER_DETAILS')}>
            <Statistic
              size="small"
              label={t('UI.DASHBOARD.ORDERS_IN_RANGE')}
              value={data.chart.counts.reduce((a, b) => a + b, 0)}
            />
            <ChartFigure
              chart={charts.perDay}
              empty={t('UI.DASHBOARD.NO_ORDERS')}
              figuresShown={shown}
            />
            <Header as="h3" size="tiny">
              {t('UI.ORDER.DASHBOARD.LATEST_ORDERS')}
            </Header>
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
                      <Table.Cell>{t(statusLabel('order', row.status))}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table>
            )}
          </Panel>
          <Panel id="order-breakdown" title={t('UI.DASHBOARD.ORDER_BREAKDOWN')}>
            <Breakdown
              data={data.orderBreakdown}
              chart={charts.byStatus}
              empty={t('UI.DASHBOARD.NO_ORDERS')}
              figuresShown={shown}
            />
          </Panel>
          <Panel id="logistics-breakdown" title={t('UI.DASHBOARD.LOGISTICS_BREAKDOWN')}>
            <Breakdown
              data={data.logisticsBreakdown}
              chart={charts.byChannel}
              empty={t('UI.DASHBOARD.NO_SHIPMENTS')}
              figuresShown={shown}
            />
          </Panel>
          <Panel id="abnormal-orders" title={t('UI.DASHBOARD.ABNORMAL_ORDERS')}>
            <Breakdown
              data={data.abnormalOrders}
              chart={charts.abnormal}
              empty={t('UI.DASHBOARD.NO_ABNORMAL')}
              figuresShown={shown}
            />
          </Panel>
          <Panel id="stock-out" title={t('UI.DASHBOARD.TOP_STOCK_OUT')}>
            <p className="dashboard-note">{t('UI.ORDER.DASHBOARD.STOCK_OUT_NOTE')}</p>
            <ChartFigure
              chart={charts.stockOut}
              empty={t('UI.DASHBOARD.NO_STOCK_OUT')}
              figuresShown={shown}
            />
          </Panel>
        </div>
      )}
    </div>
  );
});

export default DashboardScreen;
