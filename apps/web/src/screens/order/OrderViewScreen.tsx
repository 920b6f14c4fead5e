import type { OrderDetail, OrderFees } from '@portal/contract';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Header, Icon, Label, Message, Segment } from 'semantic-ui-react';
import { PageLoader } from '../../components/PageLoader';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import { LocalDateTime } from '../../format/LocalDate';
import { moneyText } from '../../format/money';
import type { OrderStopKind } from '../../gateways/order-gateway';
import type { Column } from '../../kit/DataTable';
import { DataTable } from '../../kit/DataTable';
import { Facts } from '../../kit/Facts';
import { statusLabel } from '../../kit/status-label';
import { useScreenModel, useWhenShown } from '../../kit/use-screen';
import { useScreenPlace } from '../../routing/screen-context';
import { CorrectAddressDialog } from './CorrectAddressDialog';
import { canCorrectAddress } from './correct-address-model';
import { DeleteDialog, StopDialog } from './OrderDialogs';
import {
  abnormalReasonKey,
  feeLinesOf,
  kilograms,
  orderActionKey,
  orderOptionKey,
  stopReasonKey,
} from './order-labels';
import { ORDER_PATHS } from './order-paths';
import './order.css';
import { OrderViewModel } from './order-view-model';
import { WarehouseName } from '../../kit/WarehouseName';

type Line = OrderDetail['lines'][number];
type Event = OrderDetail['events'][number];

const lineColumns: readonly Column<Line>[] = [
  { header: 'UI.ORDER.FIELD.SKU', cell: (line) => line.sku },
  { header: 'UI.ORDER.FIELD.NAME', cell: (line) => line.name },
  { header: 'UI.ORDER.FIELD.DESCRIPTION', cell: (line) => line.description },
  { header: 'UI.ORDER.FIELD.QUANTITY', cell: (line) => line.quantity, align: 'right' },
  {
    header: 'UI.ORDER.FIELD.UNIT_DECLARED_VALUE',
    cell: (line) => line.declared_value,
    align: 'right',
  },
];

const ACTOR_KEYS: Readonly<Record<Event['actor_kind'], string>> = {
  main: 'UI.ORDER.VIEW.ACTOR.MAIN',
  sub: 'UI.ORDER.VIEW.ACTOR.SUB',
  operator: 'UI.ORDER.VIEW.ACTOR.OPERATOR',
  system: 'UI.ORDER.VIEW.ACTOR.SYSTEM',
};

function Section(props: { id: string; title: string; children: ReactNode }) {
  return (
    <Segment as="section" aria-labelledby={props.id}>
      <Header as="h2" size="small" id={props.id}>
        {props.title}
      </Header>
      {props.children}
    </Segment>
  );
}

/** A quote's or a charge's fee lines and total, money through the one formatter. */
export function FeeFacts(props: { fees: OrderFees }) {
  const { t, i18n } = useTranslation();
  return (
    <Facts
      className="order-facts"
      itemClassName="order-fact"
      facts={[
        [
          t('UI.ORDER.QUOTE.CHARGEABLE_WEIGHT'),
          t('UI.ORDER.QUOTE.WEIGHT_KG', { kg: kilograms(props.fees.chargeable_weight_g) }),
        ],
        ...feeLinesOf(props.fees).map(
          ([key, money]) => [t(key), moneyText(money, i18n.language)] as const,
        ),
        [t('UI.ORDER.QUOTE.TOTAL'), <strong>{moneyText(props.fees.total, i18n.language)}</strong>],
      ]}
    />
  );
}

/** The event log: who (main account, sub-account, operator) did what, when. */
function EventLog(props: { events: readonly Event[] }) {
  const { t } = useTranslation();
  if (props.events.length === 0)
    return <p className="empty-state">{t('UI.ORDER.VIEW.NO_EVENTS')}</p>;
  return (
    <ol className="order-events">
      {props.events.map((event, index) => (
        <li key={index}>
          <LocalDateTime value={event.at} />{' '}
          <strong>
            {t(ACTOR_KEYS[event.actor_kind])}
            {event.actor !== '' && ` ${event.actor}`}
          </strong>
          {': '}
          {event.from_status !== null && t(statusLabel('order', event.from_status))}
          {event.to_status !== null && ` → ${t(statusLabel('order', event.to_status))}`}
          {event.from_status === null && event.to_status === null && event.action}
          {event.note !== null && (
            <span className="order-muted"> ({t(event.note.code, { ...event.note.params })})</span>
          )}
        </li>
      ))}
    </ol>
  );
}

/**
 * One outbound order (`/order/view/{id}`): its facts, the
 * recipient, lines, fees, stock held for it, the event log, and the actions the machine allows
 * now (edit, submit, move to draft, cancel or intercept, delete with a confirmation).
 */
const OrderViewScreen = observer(function OrderViewScreen() {
  const { t, i18n } = useTranslation();
  const gateway = useInjection(TOKENS.OrderGateway);
  const navigator = useInjection(TOKENS.Navigator);
  // kept-alive screens stay in the page together: every id is unique to this instance
  const p = `order-${useId().replace(/:/g, '')}`;
  const id = Number(useScreenPlace().params['id']);
  const model = useScreenModel(() => new OrderViewModel(gateway, id), id);
  const [asking, setAsking] = useState<'delete' | 'address' | OrderStopKind | undefined>(undefined);
  // a kept-alive view reads the order again when its tab comes back (the warehouse moves it on)
  useWhenShown(() => void model.record.load(), [model]);
  const detail = model.record.value;

  if (detail === undefined) {
    if (model.record.failed)
      return (
        <Message negative role="alert">
          <p>{t('UI.ORDER.VIEW.LOAD_FAILED')}</p>
          <Button type="button" size="small" onClick={() => void model.record.load()}>
            {t('UI.LIST.RETRY')}
          </Button>
        </Message>
      );
    return <PageLoader />;
  }

  const yesNo = (value: boolean) => (value ? t('UI.ORDER.VIEW.YES') : t('UI.ORDER.VIEW.NO'));
  const name = detail.order_no;
  const r = detail.recipient;
  const actionButton = (action: 'submit' | 'moveToDraft', primary = false) => (
    <Button
      type="button"
      primary={primary}
      basic={!primary}
      loading={model.pending.is(action)}
      disabled={model.pending.busy}
      aria-label={t('UI.ORDER.ACTION_ON', { action: t(orderActionKey(action)), order: name })}
      onClick={() => void model.act(action)}
    >
      {t(orderActionKey(action))}
    </Button>
  );

  return (
    <div className="screen order-screen">
      <div className="screen-title-row">
        <Header as="h1">
          {t('ROUTE.ORDER_VIEW')}
          <Header.Subheader>{name}</Header.Subheader>
        </Header>
        <Label size="large" className="order-status" role="status">
          {t('UI.ORDER.FIELD.STATUS')}: {t(statusLabel('order', detail.status))}
        </Label>
      </div>
      {detail.abnormal_reason !== null && (
        <Message warning>
          {t('UI.ORDER.VIEW.ABNORMAL', { reason: t(abnormalReasonKey(detail.abnormal_reason)) })}
        </Message>
      )}
      {detail.intercept === 'requested' && (
        <Message info role="status">
          {t('UI.ORDER.VIEW.INTERCEPT_REQUESTED')}
        </Message>
      )}
      {detail.intercept === 'refused' && (
        <Message warning role="status">
          {t('ORDER.INTERCEPT_FAILED')}
        </Message>
      )}
      <div className="order-view-actions">
        {canCorrectAddress(detail) && (
          <Button
            type="button"
            primary
            aria-label={t('UI.ORDER.ACTION_ON', {
              action: t('UI.ORDER.ACTION.CORRECT_ADDRESS'),
              order: name,
            })}
            onClick={() => setAsking('address')}
          >
            <Icon name="map marker alternate" aria-hidden="true" />
            {t('UI.ORDER.ACTION.CORRECT_ADDRESS')}
          </Button>
        )}
        <Link className="ui basic button" to={ORDER_PATHS.entryDetails(detail.id)}>
          <Icon name="list alternate outline" aria-hidden="true" />
          {t('UI.ORDER.ENTRIES.OPEN')}
        </Link>
        {model.canEdit && (
          <Button type="button" basic onClick={() => navigator.go(ORDER_PATHS.edit(detail.id))}>
            <Icon name="edit" aria-hidden="true" />
            {t('UI.ORDER.ACTION.EDIT')}
          </Button>
        )}
        {model.canSubmit && actionButton('submit', true)}
        {model.canMoveToDraft && actionButton('moveToDraft')}
        {model.stopKinds.map((kind) => (
          <Button
            key={kind}
            type="button"
            basic
            loading={model.pending.is(kind)}
            disabled={model.pending.busy}
            aria-label={t('UI.ORDER.ACTION_ON', { action: t(orderActionKey(kind)), order: name })}
            onClick={() => setAsking(kind)}
          >
            {t(orderActionKey(kind))}
          </Button>
        ))}
        {model.canDelete && (
          <Button
            type="button"
            basic
            negative
            loading={model.pending.is('delete')}
            disabled={model.pending.busy}
            aria-label={t('UI.ORDER.ACTION_ON', {
              action: t(orderActionKey('delete')),
              order: name,
            })}
            onClick={() => setAsking('delete')}
          >
            {t(orderActionKey('delete'))}
          </Button>
        )}
      </div>
      <Section id={`${p}-facts`} title={t('UI.ORDER.VIEW.DETAILS')}>
        <Facts
          className="order-facts"
          itemClassName="order-fact"
          facts={[
            [t('UI.ORDER.FIELD.ORDER_NO'), detail.order_no],
            [t('UI.ORDER.FIELD.REFERENCE_NO'), detail.reference_no],
            [t('UI.ORDER.FIELD.PLATFORM_ORDER_NO'), detail.platform_order_no],
            [t('UI.ORDER.FIELD.WAREHOUSE'), <WarehouseName key="warehouse" of={detail} />],
            [t('UI.ORDER.FIELD.ORDER_TYPE'), t(orderOptionKey(detail.order_type))],
            [t('UI.ORDER.FIELD.SHIPPING_METHOD'), detail.shipping_method],
            [t('UI.ORDER.FIELD.TRACKING_NO'), detail.tracking_no],
            [t('UI.ORDER.FIELD.TAX_ID'), detail.tax_id],
            [t('UI.ORDER.FIELD.IOSS'), detail.ioss],
            [t('UI.ORDER.FIELD.EORI'), detail.eori],
            [t('UI.ORDER.FIELD.CUSTOMS_RECORD_NO'), detail.customs_record_no],
            [t('UI.ORDER.FIELD.SIGNATURE'), yesNo(detail.signature)],
            [t('UI.ORDER.FIELD.SEPARATE_CUSTOMS'), yesNo(detail.separate_customs)],
            [t('UI.ORDER.FIELD.DUTY_PREPAID'), yesNo(detail.duty_prepaid)],
            [t('UI.ORDER.FIELD.WITH_BATTERY'), yesNo(detail.battery)],
            [t('UI.ORDER.FIELD.RETURN_IF_UNDELIVERABLE'), yesNo(detail.return_if_undeliverable)],
            [t('UI.ORDER.FIELD.COD_AMOUNT'), detail.cod_amount],
            [t('UI.ORDER.FIELD.PAY_BY'), t(orderOptionKey(detail.pay_by))],
            [t('UI.ORDER.FIELD.CURRENCY'), detail.currency],
            [t('UI.ORDER.FIELD.DECLARED_VALUE'), detail.declared_total],
            [t('UI.ORDER.FIELD.INSURED_VALUE'), detail.insured_value],
            [t('UI.ORDER.FIELD.SALES_LINK'), detail.sales_link],
            [t('UI.ORDER.FIELD.REMARK'), detail.remark],
            detail.stop_reason !== null && [
              t('UI.ORDER.FIELD.STOP_REASON'),
              t(stopReasonKey(detail.stop_reason)),
            ],
            [t('UI.ORDER.FIELD.CREATED_AT'), <LocalDateTime value={detail.created_at} />],
            detail.submitted_at !== null && [
              t('UI.ORDER.FIELD.SUBMITTED_AT'),
              <LocalDateTime value={detail.submitted_at} />,
            ],
          ]}
        />
      </Section>
      <Section id={`${p}-recipient`} title={t('UI.ORDER.VIEW.RECIPIENT')}>
        <Facts
          className="order-facts"
          itemClassName="order-fact"
          facts={[
            [t('UI.ORDER.FIELD.RECIPIENT'), `${r.first_name} ${r.last_name}`.trim()],
            [t('UI.ORDER.FIELD.COMPANY'), r.company],
            [t('UI.ORDER.FIELD.PHONE'), r.phone],
            [t('UI.ORDER.FIELD.EMAIL'), r.email],
            [t('UI.ORDER.FIELD.COUNTRY'), r.country],
            [t('UI.ORDER.FIELD.STATE'), r.state],
            [t('UI.ORDER.FIELD.CITY'), r.city],
            [t('UI.ORDER.FIELD.POSTCODE'), r.postcode],
            [t('UI.ORDER.FIELD.ADDRESS_LINE1'), r.address_line1],
            [t('UI.ORDER.FIELD.ADDRESS_LINE2'), r.address_line2],
            [t('UI.ORDER.FIELD.HOUSE_NUMBER'), r.house_number],
          ]}
        />
      </Section>
      <Section id={`${p}-lines`} title={t('UI.ORDER.VIEW.PRODUCTS')}>
        <DataTable
          rows={detail.lines}
          columns={lineColumns}
          rowKey={(line) => line.sku}
          aria-labelledby={`${p}-lines`}
        />
        {detail.services.length > 0 && (
          <p>
            {t('UI.ORDER.FIELD.ADD_ON_SERVICES')}:{' '}
            {detail.services.map((service) => `${service.code} × ${service.quantity}`).join(', ')}
          </p>
        )}
        {detail.packing_materials.length > 0 && (
          <p>
            {t('UI.ORDER.FIELD.PACKING_MATERIALS')}:{' '}
            {detail.packing_materials.map((item) => `${item.sku} × ${item.quantity}`).join(', ')}
          </p>
        )}
        {detail.reservations.length > 0 && (
          <p>
            {t('UI.ORDER.VIEW.RESERVED')}:{' '}
            {detail.reservations.map((item) => `${item.sku} × ${item.quantity}`).join(', ')}
          </p>
        )}
      </Section>
      <Section id={`${p}-fees`} title={t('UI.ORDER.VIEW.FEES')}>
        {detail.fees === null ? (
          <p className="empty-state">{t('UI.ORDER.VIEW.NO_FEES')}</p>
        ) : (
          <FeeFacts fees={detail.fees} />
        )}
        {detail.charged.amount !== 0 && (
          <p>
            {t('UI.ORDER.VIEW.CHARGED')}:{' '}
            <strong>{moneyText(detail.charged, i18n.language)}</strong>
          </p>
        )}
      </Section>
      <Section id={`${p}-events`} title={t('UI.ORDER.VIEW.EVENTS')}>
        <EventLog events={detail.events} />
      </Section>

      <CorrectAddressDialog
        orderId={asking === 'address' ? detail.id : undefined}
        onClose={() => setAsking(undefined)}
        onCorrected={() => {
          setAsking(undefined);
          // the order resumed on the server: read it again for its new status and history
          void model.record.load();
        }}
      />
      <DeleteDialog
        open={asking === 'delete'}
        name={name}
        onClose={() => setAsking(undefined)}
        onDelete={() => {
          void model.act('delete').then((done) => {
            if (done) navigator.go(ORDER_PATHS.list);
          });
        }}
      />
      <StopDialog
        kind={asking === 'cancel' || asking === 'intercept' ? asking : undefined}
        name={name}
        onClose={() => setAsking(undefined)}
        onStop={(kind, stop) => {
          setAsking(undefined);
          void model.stop(kind, stop).then((done) => {
            if (done && kind === 'cancel' && stop.complete) navigator.go(ORDER_PATHS.list);
          });
        }}
      />
    </div>
  );
});

export default OrderViewScreen;
