import type { OrderSavedData } from '@portal/contract';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Message, Modal } from 'semantic-ui-react';
import { PageLoader } from '../../components/PageLoader';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import { CorrectAddressModel } from './correct-address-model';
import { RecipientFields } from './RecipientFields';

/**
 * "Correct address" for an order the warehouse stopped for its address (the view and the list's
 * abnormal rows): the order's recipient, pre-filled and checked by the order form's own rules and
 * fields, sent to the correct-address endpoint; the server's field errors show beside their
 * fields. `orderId` undefined: closed.
 */
export const CorrectAddressDialog = observer(function CorrectAddressDialog(props: {
  orderId: number | undefined;
  onClose: () => void;
  /** The server took the correction: the order resumed (or waits for another reason). */
  onCorrected: (saved: OrderSavedData) => void;
}) {
  const { t } = useTranslation();
  const gateway = useInjection(TOKENS.OrderGateway);
  const p = `order-address-${useId().replace(/:/g, '')}`;
  const { orderId, onClose, onCorrected } = props;
  const model = useMemo(
    () => (orderId === undefined ? undefined : new CorrectAddressModel(gateway, orderId)),
    [gateway, orderId],
  );
  useEffect(() => void model?.load(), [model]);
  if (model === undefined) return null;
  const { form } = model;
  const saving = form.saving !== undefined;
  return (
    <Modal
      open
      size="small"
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${p}-title`}
      onClose={onClose}
    >
      <Modal.Header id={`${p}-title`}>
        {t('UI.ORDER.ADDRESS.TITLE', { order: model.orderNo })}
      </Modal.Header>
      <Modal.Content>
        {form.loading ? (
          <PageLoader />
        ) : form.loadFailed ? (
          <Message negative role="alert">
            <p>{t('UI.ORDER.VIEW.LOAD_FAILED')}</p>
            <Button type="button" size="small" onClick={() => void model.load()}>
              {t('UI.LIST.RETRY')}
            </Button>
          </Message>
        ) : (
          <form
            className="ui form"
            id={`${p}-form`}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void model.save().then((saved) => saved !== undefined && onCorrected(saved));
            }}
          >
            <p className="order-hint">{t('UI.ORDER.ADDRESS.HINT')}</p>
            <p>
              {t('UI.ORDER.FIELD.COUNTRY')}: <strong>{model.country}</strong>{' '}
              <span className="order-muted">{t('UI.ORDER.ADDRESS.COUNTRY_KEPT')}</span>
            </p>
            <RecipientFields form={form} idPrefix={p} country={model.country} />
            {model.otherIssues.length > 0 && (
              <Message negative role="alert">
                <p>{t('UI.ORDER.ADDRESS.OTHER_ISSUES')}</p>
                <ul>
                  {model.otherIssues.map((issue) => (
                    <li key={`${issue.field}-${issue.code}`}>
                      {issue.field}: {t(issue.code, { ...issue.params })}
                    </li>
                  ))}
                </ul>
              </Message>
            )}
            {form.submitted && form.issues.length > 0 && (
              <Message negative role="alert">
                {t('VALIDATION.FORM_INVALID')}
              </Message>
            )}
            {form.saveError !== undefined && (
              <Message negative role="alert">
                {form.saveError}
              </Message>
            )}
          </form>
        )}
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={onClose}>
          {t('UI.ORDER.ADDRESS.BACK')}
        </Button>
        <Button
          type="submit"
          form={`${p}-form`}
          primary
          loading={saving}
          disabled={saving || form.loading || form.loadFailed}
        >
          {t('UI.ORDER.ADDRESS.SAVE')}
        </Button>
      </Modal.Actions>
    </Modal>
  );
});
