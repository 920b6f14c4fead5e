import type { DeliveryRow, WebhookRow } from '@portal/contract';
import { WEBHOOK_EVENTS } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Form, Label } from 'semantic-ui-react';
import { FieldError } from '../../components/FieldError';
import { ActionButtons } from '../../kit/Actions';
import type { Column } from '../../kit/DataTable';
import { figureColumn, PagedTable, timeColumn } from '../../kit/DataTable';
import { FormFields } from '../../kit/FormFields';
import { Section } from '../../kit/Layout';
import { FormSubmit } from '../../kit/FormSubmit';
import { OnceSecret } from '../../kit/OnceSecret';
import { RecordList } from './RecordList';
import { Permitted } from '../../kit/permitted';
import { localTime } from '../../format/local-time';
import type { WebhooksModel } from './developer-model';
import { deliveryStatusKey, EVENT_KEYS, WEBHOOK_STATUS_KEYS } from './developer-texts';

// `view` (the deliveries) needs only the view permission; enable edits; delete deletes
type RowAction = 'view' | 'enable' | 'delete';

const ROW_KEYS: Readonly<Record<RowAction, readonly [label: string, name: string]>> = {
  view: ['UI.WEBHOOK.DELIVERIES', 'UI.WEBHOOK.DELIVERIES_ROW'],
  enable: ['UI.WEBHOOK.ENABLE', 'UI.WEBHOOK.ENABLE_ROW'],
  delete: ['UI.WEBHOOK.DELETE', 'UI.WEBHOOK.DELETE_ROW'],
};

function columns(model: WebhooksModel): readonly Column<WebhookRow>[] {
  return [
    { header: 'UI.WEBHOOK.URL_SHORT', cell: (row) => <code>{row.url}</code> },
    {
      header: 'UI.WEBHOOK.EVENTS',
      cell: (row, { t }) => row.events.map((event) => t(EVENT_KEYS[event])).join(', '),
    },
    {
      header: 'UI.WEBHOOK.STATUS',
      cell: (row, { t }) => (
        <Label size="small" basic={row.status !== 'active'}>
          {t(WEBHOOK_STATUS_KEYS[row.status])}
        </Label>
      ),
    },
    timeColumn('UI.WEBHOOK.CREATED_AT', (row) => row.created_at),
    {
      header: 'UI.WEBHOOK.ACTIONS',
      collapsing: true,
      cell: (row, { t }) => (
        <ActionButtons<RowAction>
          actions={row.status === 'disabled' ? ['view', 'enable', 'delete'] : ['view', 'delete']}
          label={(action) => t(ROW_KEYS[action][0])}
          look={(action) => ({
            basic: true,
            negative: action === 'delete',
            name: t(ROW_KEYS[action][1], { url: row.url }),
          })}
          ask={(action) =>
            action === 'delete'
              ? {
                  header: t('UI.WEBHOOK.DELETE_TITLE'),
                  content: t('UI.WEBHOOK.DELETE_TEXT', { url: row.url }),
                  confirm: t('UI.WEBHOOK.DELETE'),
                }
              : undefined
          }
          onAct={(action) => {
            if (action === 'view') void model.showDeliveries(row);
            else if (action === 'enable') void model.enable(row);
            else void model.remove(row);
          }}
        />
      ),
    },
  ];
}

const DELIVERY_COLUMNS: readonly Column<DeliveryRow>[] = [
  timeColumn('UI.WEBHOOK.DELIVERY_TIME', (row) => row.created_at),
  { header: 'UI.WEBHOOK.DELIVERY_EVENT', cell: (row, { t }) => t(EVENT_KEYS[row.event]) },
  figureColumn('UI.WEBHOOK.DELIVERY_ATTEMPTS', (row) => row.attempts),
  {
    header: 'UI.WEBHOOK.DELIVERY_OUTCOME',
    cell: (row, { t }) => t(deliveryStatusKey(row.status, row.attempts)),
  },
  {
    header: 'UI.WEBHOOK.DELIVERY_LAST',
    cell: (row, { t }) => {
      const last = row.log.at(-1);
      if (last === undefined) return '—';
      const answer =
        last.http_status === null ? t('UI.WEBHOOK.NO_ANSWER') : String(last.http_status);
      return last.error === '' ? answer : `${answer} · ${last.error}`;
    },
  },
  {
    header: 'UI.WEBHOOK.DELIVERY_NEXT',
    cell: (row, { language }) =>
      row.next_attempt_at === null ? '—' : localTime(row.next_attempt_at, language),
  },
];

/** The registration form: the address and a box per event. */
const RegisterForm = observer(function RegisterForm(props: { model: WebhooksModel }) {
  const { t } = useTranslation();
  const { model } = props;
  const { form } = model;
  const eventsError = form.error('events');
  return (
    <Form noValidate className="webhook-form" onSubmit={() => void model.register()}>
      <FormFields
        form={form}
        idPrefix="webhook"
        fields={[{ name: 'url', label: 'UI.WEBHOOK.URL', maxLength: 500, autoComplete: 'url' }]}
      />
      <fieldset
        className="webhook-events"
        aria-describedby={eventsError === undefined ? undefined : 'webhook-events-error'}
      >
        <legend>{t('UI.WEBHOOK.EVENTS')}</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <div key={event} className="field developer-check">
            <input
              id={`webhook-event-${event}`}
              type="checkbox"
              checked={form.values.events.includes(event)}
              onChange={(change) => model.toggleEvent(event, change.target.checked)}
            />
            <label htmlFor={`webhook-event-${event}`}>{t(EVENT_KEYS[event])}</label>
          </div>
        ))}
        <FieldError id="webhook-events-error" error={eventsError} />
      </fieldset>
      <FormSubmit form={form} label="UI.WEBHOOK.REGISTER" failed="UI.WEBHOOK.REGISTER_FAILED" />
    </Form>
  );
});

/** The deliveries of the webhook chosen, with their attempts and outcomes. */
const Deliveries = observer(function Deliveries(props: { model: WebhooksModel; url: string }) {
  const { t } = useTranslation();
  return (
    <Section
      id="webhook-deliveries-title"
      segment
      title={t('UI.WEBHOOK.DELIVERIES_OF', { url: props.url })}
    >
      <Button type="button" size="small" onClick={() => void props.model.deliveries.load()}>
        {t('UI.WEBHOOK.REFRESH')}
      </Button>
      <Button type="button" size="small" basic onClick={props.model.hideDeliveries}>
        {t('UI.WEBHOOK.CLOSE_DELIVERIES')}
      </Button>
      <PagedTable
        list={props.model.deliveries}
        columns={DELIVERY_COLUMNS}
        empty={t('UI.WEBHOOK.DELIVERIES_EMPTY')}
        idPrefix="webhook-deliveries"
        aria-labelledby="webhook-deliveries-title"
      />
    </Section>
  );
});

/** The webhooks tab: the secret just made (once), the webhooks, deliveries, registration. */
export const WebhooksPanel = observer(function WebhooksPanel(props: { model: WebhooksModel }) {
  const { t } = useTranslation();
  const { model } = props;
  const registered = model.registered;
  return (
    <>
      <p className="developer-hint">{t('UI.WEBHOOK.INTRO')}</p>
      {registered !== undefined && (
        <OnceSecret
          title={t('UI.WEBHOOK.SECRET_ONCE_TITLE')}
          text={t('UI.WEBHOOK.SECRET_ONCE_TEXT')}
          label={t('UI.WEBHOOK.SECRET_ONCE_LABEL', { url: registered.webhook.url })}
          secret={registered.secret}
          copy={t('UI.WEBHOOK.COPY_SECRET')}
          done={t('UI.API_MANAGE.DONE')}
          onDone={model.forgetSecret}
        />
      )}
      <RecordList
        id="webhooks-title"
        title="UI.WEBHOOK.LIST"
        remote={model.list}
        columns={columns(model)}
        loadFailed="UI.WEBHOOK.LOAD_FAILED"
        empty="UI.WEBHOOK.EMPTY"
        actionFailed="UI.WEBHOOK.ACTION_FAILED"
        actionError={model.actionError}
      />
      {model.shown !== undefined && <Deliveries model={model} url={model.shown.url} />}
      <Permitted action="add" area="developer">
        <Section id="webhook-register-title" segment title={t('UI.WEBHOOK.NEW')}>
          <RegisterForm model={model} />
        </Section>
      </Permitted>
    </>
  );
});
