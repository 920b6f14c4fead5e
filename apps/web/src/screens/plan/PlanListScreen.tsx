import type { PlanRow } from '@portal/contract';
import type { Language } from '@portal/domain';
import type { TFunction } from 'i18next';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Form, Header, Label, Message, Segment } from 'semantic-ui-react';
import { SelectField } from '../../components/SelectField';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import { localTime } from '../../format/local-time';
import { moneyText } from '../../format/money';
import { Facts } from '../../kit/Facts';
import { FormFields } from '../../kit/FormFields';
import { useScreenModel } from '../../kit/use-screen';
import { useScreenPlace } from '../../routing/screen-context';
import { routeId } from '../../kit/route-path';
import { ExtraPurchase } from './ExtraPurchase';
import { feePreview, PlanScreenModel, planPaths } from './plan-model';

const STATUS_KEYS: Readonly<Record<PlanRow['status'], string>> = {
  inactive: 'UI.PLAN.STATUS_INACTIVE',
  awaiting_first_check_in: 'UI.PLAN.STATUS_AWAITING_FIRST_CHECK_IN',
  active: 'UI.PLAN.STATUS_ACTIVE',
};

const warehouseOf = (plan: PlanRow, language: Language) =>
  language === 'zh' ? plan.warehouse_cn_name : plan.warehouse_name;

function nextTermsText(plan: PlanRow, t: TFunction, language: Language): string {
  const next = plan.next_terms;
  if (next === null) return '';
  const figures = {
    storage: next.storage_cbm,
    skus: next.sku_count,
    items: next.plan_items,
    fee: moneyText(next.fee, language),
  };
  return next.effective_at === null
    ? t('UI.PLAN.NEXT_TERMS_FIRST_CYCLE', figures)
    : t('UI.PLAN.NEXT_TERMS', { ...figures, date: localTime(next.effective_at, language) });
}

/** One warehouse's plan: its status, terms, usage and billing dates. */
function PlanCard(props: {
  plan: PlanRow;
  t: TFunction;
  language: Language;
  extra: Omit<Parameters<typeof ExtraPurchase>[0], 'plan' | 'warehouse' | 'language'>;
}) {
  const { plan, t, language } = props;
  const terms = plan.terms;
  return (
    <Segment as="section" aria-label={warehouseOf(plan, language)} className="plan-card">
      <Header as="h2" size="small">
        {warehouseOf(plan, language)}{' '}
        <Label size="small" className="plan-status">
          {t(STATUS_KEYS[plan.status])}
        </Label>
      </Header>
      <Facts
        className="plan-facts"
        facts={[
          terms !== null && [t('UI.PLAN.FEE'), moneyText(terms.fee, language)],
          terms !== null && [
            t('UI.PLAN.STORAGE'),
            t('UI.PLAN.STORAGE_USED', {
              used: plan.usage.storage_cbm_used,
              total: terms.storage_cbm,
            }),
          ],
          terms !== null && [
            t('UI.PLAN.SKU_COUNT'),
            t('UI.PLAN.SKUS_USED', { used: plan.usage.skus_used, total: terms.sku_count }),
          ],
          terms !== null && [
            t('UI.PLAN.PLAN_ITEMS'),
            t('UI.PLAN.ITEMS_USED', { used: plan.usage.plan_items_used, total: terms.plan_items }),
          ],
          terms !== null && [
            t('UI.PLAN.NEXT_BILLING'),
            plan.next_billing_at === null
              ? t('UI.PLAN.NOT_STARTED')
              : localTime(plan.next_billing_at, language),
          ],
        ]}
      />
      {plan.next_terms !== null && <p className="plan-next">{nextTermsText(plan, t, language)}</p>}
      {terms !== null && (
        <ExtraPurchase
          {...props.extra}
          plan={plan}
          warehouse={warehouseOf(plan, language)}
          language={language}
        />
      )}
    </Segment>
  );
}

/** My plan: every active warehouse's plan, the rates, and the form that buys or changes one. */
const PlanListScreen = observer(function PlanListScreen() {
  const { t } = useTranslation();
  const app = useInjection(TOKENS.AppStore);
  const language = app.language;
  const gateway = useInjection(TOKENS.BillingGateway);
  const user = useInjection(TOKENS.UserStore);
  const { params } = useScreenPlace();
  const routeWarehouse = routeId(params['warehouse']);
  const model = useScreenModel(
    () => new PlanScreenModel(gateway, () => user.fetch(), routeWarehouse),
    routeWarehouse,
  );
  useEffect(() => void model.load(), [model]);
  const data = model.plans.value;
  const { form } = model;
  const fee = feePreview(form.values);
  return (
    <div className="screen plan-screen">
      <Header as="h1">{t('UI.PLAN.TITLE')}</Header>
      {model.plans.failed && <Message negative content={t('UI.PLAN.LOAD_FAILED')} />}
      {data !== undefined && (
        <>
          <Facts
            className="plan-summary"
            facts={[
              [t('UI.PLAN.BALANCE'), moneyText(data.balance, language)],
              [t('UI.PLAN.SKU_QUOTA'), String(data.sku_quota)],
              [
                t('UI.PLAN.RATES'),
                [
                  t('UI.PLAN.RATE_CBM', { amount: moneyText(data.rates.per_cbm, language) }),
                  t('UI.PLAN.RATE_SKU', { amount: moneyText(data.rates.per_sku, language) }),
                  t('UI.PLAN.RATE_ITEM', { amount: moneyText(data.rates.per_plan_item, language) }),
                ].join(' · '),
              ],
            ]}
          />
          <Link to={planPaths.log}>{t('UI.PLAN.SHOW_LOG')}</Link>
          {data.plans.length === 0 && <Message info content={t('UI.PLAN.NO_WAREHOUSE')} />}
          {data.plans.map((plan) => (
            <PlanCard
              key={`${plan.warehouse_id}:${plan.extras.sku_count}:${plan.extras.plan_items}`}
              plan={plan}
              t={t}
              language={language}
              extra={{
                gateway,
                balance: moneyText(data.balance, language),
                afterPurchase: () => Promise.all([model.plans.load(), user.fetch()]),
              }}
            />
          ))}
          {data.plans.length > 0 && (
            <Segment as="section" aria-labelledby="plan-form-title">
              <Header as="h2" size="small" id="plan-form-title">
                {t(model.mode === 'activate' ? 'UI.PLAN.ACTIVATE' : 'UI.PLAN.SAVE_EDIT')}
              </Header>
              <Form noValidate onSubmit={() => void model.save()} className="plan-form">
                <SelectField
                  id="plan-warehouse_id"
                  label={t('UI.PLAN.WAREHOUSE')}
                  value={form.values.warehouse_id}
                  options={data.plans.map((plan) => ({
                    value: String(plan.warehouse_id),
                    text: warehouseOf(plan, language),
                  }))}
                  error={form.error('warehouse_id')}
                  onChange={model.choose}
                />
                <FormFields
                  form={form}
                  idPrefix="plan"
                  group
                  fields={[
                    { name: 'storage', label: 'UI.PLAN.STORAGE', inputMode: 'decimal' },
                    { name: 'sku_count', label: 'UI.PLAN.SKU_COUNT', inputMode: 'numeric' },
                    { name: 'plan_items', label: 'UI.PLAN.PLAN_ITEMS', inputMode: 'numeric' },
                  ]}
                />
                <p className="plan-fee" aria-live="polite">
                  {fee === undefined ? '' : t('UI.PLAN.NEW_FEE', { fee: moneyText(fee, language) })}
                </p>
                <p className="plan-hint">
                  {t(model.mode === 'activate' ? 'UI.PLAN.ACTIVATE_HINT' : 'UI.PLAN.EDIT_HINT')}
                </p>
                {form.saveError !== undefined && <Message negative content={form.saveError} />}
                <Button
                  primary
                  type="submit"
                  loading={form.saving !== undefined}
                  disabled={form.saving !== undefined}
                >
                  {t(model.mode === 'activate' ? 'UI.PLAN.ACTIVATE' : 'UI.PLAN.SAVE_EDIT')}
                </Button>
              </Form>
            </Segment>
          )}
        </>
      )}
    </div>
  );
});

export default PlanListScreen;
