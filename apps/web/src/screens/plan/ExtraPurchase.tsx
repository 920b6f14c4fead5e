import type { PlanRow } from '@portal/contract';
import type { Language } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Message } from 'semantic-ui-react';
import type { BillingGateway } from '../../gateways/billing-gateway';
import { moneyText } from '../../format/money';
import { ConfirmDialog } from '../../kit/Actions';
import { FormFields } from '../../kit/FormFields';
import { ExtraPurchaseModel } from './extra-purchase-model';

/**
 * Where a bought plan falls short: what is missing, and the extra purchase with its fee and a
 * question before the balance is charged.
 */
export const ExtraPurchase = observer(function ExtraPurchase(props: {
  plan: PlanRow;
  warehouse: string;
  balance: string;
  language: Language;
  gateway: BillingGateway;
  afterPurchase: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { plan, language } = props;
  const [model] = useState(() => new ExtraPurchaseModel(props.gateway, plan, props.afterPurchase));
  const fee = model.fee;
  const feeText = fee === undefined ? '' : moneyText(fee, language);
  const { shortfall, extras } = plan;
  return (
    <div className="plan-extra">
      {shortfall.extra_purchase_offered && (
        <Message warning className="plan-shortfall">
          {shortfall.skus > 0 && <p>{t('UI.EXTRA.SHORT_SKUS', { count: shortfall.skus })}</p>}
          {shortfall.plan_items > 0 && (
            <p>{t('UI.EXTRA.SHORT_ITEMS', { count: shortfall.plan_items })}</p>
          )}
        </Message>
      )}
      {(extras.sku_count > 0 || extras.plan_items > 0) && (
        <p className="plan-extras">
          {t('UI.EXTRA.EXTRAS', { skus: extras.sku_count, items: extras.plan_items })}
        </p>
      )}
      {model.last !== undefined && model.last.orders_resumed > 0 && (
        <Message positive content={t('UI.EXTRA.RESUMED', { count: model.last.orders_resumed })} />
      )}
      {!model.open && (
        <Button type="button" onClick={model.show} primary={shortfall.extra_purchase_offered}>
          {t('UI.EXTRA.OFFER')}
        </Button>
      )}
      {model.open && (
        <Form
          noValidate
          className="plan-extra-form"
          aria-label={t('UI.EXTRA.TITLE', { warehouse: props.warehouse })}
          onSubmit={model.ask}
        >
          <FormFields
            form={model.form}
            idPrefix={`extra-${plan.warehouse_id}`}
            group
            fields={[
              { name: 'sku_count', label: 'UI.EXTRA.SKUS', inputMode: 'numeric' },
              { name: 'plan_items', label: 'UI.EXTRA.ITEMS', inputMode: 'numeric' },
            ]}
          />
          <p className="plan-extra-fee" aria-live="polite">
            {fee === undefined ? '' : t('UI.EXTRA.FEE', { fee: feeText, balance: props.balance })}
          </p>
          <p className="plan-hint">{t('UI.EXTRA.HINT')}</p>
          {model.form.saveError !== undefined && (
            <Message negative content={model.form.saveError} />
          )}
          <Button
            primary
            type="submit"
            loading={model.form.saving !== undefined}
            disabled={model.form.saving !== undefined}
          >
            {t('UI.EXTRA.BUY')}
          </Button>
          <Button type="button" onClick={model.hide}>
            {t('UI.COMMON.CANCEL')}
          </Button>
        </Form>
      )}
      <ConfirmDialog
        question={
          model.confirming
            ? {
                header: t('UI.EXTRA.TITLE', { warehouse: props.warehouse }),
                content: t('UI.EXTRA.CONFIRM', {
                  fee: feeText,
                  skus: model.form.values.sku_count.trim() || '0',
                  items: model.form.values.plan_items.trim() || '0',
                }),
                confirm: t('UI.EXTRA.BUY'),
              }
            : undefined
        }
        onCancel={model.hide}
        onConfirm={() => void model.buy()}
      />
    </div>
  );
});
