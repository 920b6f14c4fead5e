import type { OrderStopReason } from '@portal/domain';
import { ORDER_STOP_REASONS } from '@portal/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Confirm, Modal } from 'semantic-ui-react';
import { SelectField } from '../../components/SelectField';
import type { OrderStop, OrderStopKind } from '../../gateways/order-gateway';
import { stopReasonKey } from './order-labels';

/**
 * Cancel or intercept, asked first: the reason (the spec's four) and whether the stop is
 * complete (the order is deleted) or sends the order back to draft to be edited and resubmitted.
 */
export function StopDialog(props: {
  kind: OrderStopKind | undefined;
  /** The order number, or how many orders a batch stops. */
  name: string;
  onClose: () => void;
  onStop: (kind: OrderStopKind, stop: OrderStop) => void;
}) {
  const { t } = useTranslation();
  const id = `order-stop-${useId().replace(/:/g, '')}`;
  const [reason, setReason] = useState<OrderStopReason>('client_cancelled');
  const [complete, setComplete] = useState(false);
  const { kind } = props;
  const title =
    kind === 'intercept'
      ? t('UI.ORDER.STOP.INTERCEPT_TITLE', { order: props.name })
      : t('UI.ORDER.STOP.CANCEL_TITLE', { order: props.name });
  return (
    <Modal
      open={kind !== undefined}
      size="tiny"
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      onClose={props.onClose}
    >
      <Modal.Header id={`${id}-title`}>{title}</Modal.Header>
      <Modal.Content>
        <form
          className="ui form"
          id={`${id}-form`}
          onSubmit={(event) => {
            event.preventDefault();
            if (kind !== undefined) props.onStop(kind, { reason, complete });
          }}
        >
          {kind === 'intercept' && <p>{t('UI.ORDER.STOP.INTERCEPT_HINT')}</p>}
          <SelectField
            id={`${id}-reason`}
            label={t('UI.ORDER.STOP.REASON')}
            value={reason}
            options={ORDER_STOP_REASONS.map((value) => ({
              value,
              text: t(stopReasonKey(value)),
            }))}
            onChange={(value) => setReason(value as OrderStopReason)}
          />
          <div className="field">
            <input
              id={`${id}-complete`}
              type="checkbox"
              checked={complete}
              onChange={(event) => setComplete(event.target.checked)}
            />{' '}
            <label htmlFor={`${id}-complete`}>{t('UI.ORDER.STOP.COMPLETE')}</label>
          </div>
        </form>
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={props.onClose}>
          {t('UI.ORDER.STOP.BACK')}
        </Button>
        <Button type="submit" form={`${id}-form`} negative>
          {t('UI.ORDER.STOP.CONFIRM')}
        </Button>
      </Modal.Actions>
    </Modal>
  );
}

/** Delete asked first: a delete is permanent. */
export function DeleteDialog(props: {
  open: boolean;
  name: string;
  onClose: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Confirm
      open={props.open}
      role="dialog"
      aria-modal="true"
      aria-label={t('UI.ORDER.DELETE.TITLE')}
      size="tiny"
      header={t('UI.ORDER.DELETE.TITLE')}
      content={t('UI.ORDER.DELETE.TEXT', { order: props.name })}
      cancelButton={t('UI.COMMON.CANCEL')}
      confirmButton={t('UI.ORDER.ACTION.DELETE')}
      onCancel={props.onClose}
      onConfirm={() => {
        props.onClose();
        props.onDelete();
      }}
    />
  );
}
