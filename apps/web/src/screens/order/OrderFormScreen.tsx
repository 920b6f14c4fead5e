import { ORDER_PAY_BY, ORDER_TYPES } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Confirm, Form, Header, Icon, Message, Segment } from 'semantic-ui-react';
import { FieldError } from '../../components/FieldError';
import { PageLoader } from '../../components/PageLoader';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import { moneyText } from '../../format/money';
import type { FieldSpec } from '../../kit/FormFields';
import { FormFields } from '../../kit/FormFields';
import { ItemRows } from '../../kit/ItemRows';
import { useScreenModel } from '../../kit/use-screen';
import { useScreenPlace } from '../../routing/screen-context';
import { AddressBookButton } from '../settings/AddressBookButton';
import type { OrderFormValues } from './order-form';
import { EMPTY_ORDER_LINE } from './order-form';
import { OrderFormModel } from './order-form-model';
import { orderOptionKey } from './order-labels';
import { ORDER_PATHS } from './order-paths';
import './order.css';
import { FeeFacts } from './OrderViewScreen';
import { RecipientFields } from './RecipientFields';

const CHECK = 'field order-checkbox';

/** The declared-value currencies the channels take. */
const CURRENCIES = ['USD', 'EUR', 'GBP'] as const;

function Fieldset(props: { legend: string; children: React.ReactNode; describedBy?: string }) {
  return (
    <fieldset className="order-fieldset" aria-describedby={props.describedBy}>
      <legend>{props.legend}</legend>
      {props.children}
    </fieldset>
  );
}

const LinesSection = observer(function LinesSection(props: {
  model: OrderFormModel;
  idPrefix: string;
}) {
  const { t, i18n } = useTranslation();
  const { model, idPrefix: p } = props;
  const { form } = model;
  const skuOptions = model.skuOptions.map((sku) => {
    const product = model.productOf(sku);
    const name =
      product === undefined ? '' : i18n.language === 'zh' ? product.cn_name : product.name;
    return {
      value: sku,
      text:
        product === undefined
          ? sku
          : `${sku} ${name} (${t('UI.ORDER.FORM.LINE_AVAILABLE', { count: product.available })})`,
    };
  });
  return (
    <Fieldset
      legend={t('UI.ORDER.FORM.PRODUCTS')}
      describedBy={form.error('lines') ? `${p}-lines-error` : undefined}
    >
      <div className="field order-product-search">
        <label htmlFor={`${p}-product-search`}>{t('UI.ORDER.FORM.PRODUCT_SEARCH')}</label>
        <div className={`ui input${model.productsLoading ? ' loading' : ''}`}>
          <input
            id={`${p}-product-search`}
            type="search"
            placeholder={t('UI.ORDER.FORM.PRODUCT_SEARCH_HINT')}
            value={model.productKeyword}
            aria-busy={model.productsLoading}
            onChange={(event) => void model.searchProducts(event.target.value)}
          />
        </div>
      </div>
      {form.values.lines.map((line, index) => {
        const n = index + 1;
        const field = (
          name: 'quantity' | 'declared_value' | 'name' | 'description',
          label: string,
          decimal?: boolean,
        ) => (
          <TextField
            id={`${p}-line-${index}-${name}`}
            label={t(label, { n })}
            inputMode={decimal === true ? 'decimal' : name === 'quantity' ? 'numeric' : undefined}
            value={line[name]}
            error={form.error(`lines.${index}.${name}`)}
            onValue={(value) => form.setItem('lines', index, { [name]: value })}
          />
        );
        return (
          <div className="order-line" key={index}>
            <SelectField
              id={`${p}-line-${index}-sku`}
              label={t('UI.ORDER.FORM.LINE_SKU', { n })}
              value={line.sku}
              placeholder={t('UI.ORDER.FORM.CHOOSE_SKU')}
              options={skuOptions}
              error={form.error(`lines.${index}.sku`)}
              onChange={(sku) => model.pickSku(index, sku)}
            />
            {field('quantity', 'UI.ORDER.FORM.LINE_QUANTITY')}
            {field('declared_value', 'UI.ORDER.FORM.LINE_DECLARED_VALUE', true)}
            {field('name', 'UI.ORDER.FORM.LINE_NAME')}
            {field('description', 'UI.ORDER.FORM.LINE_DESCRIPTION')}
            <Button
              type="button"
              basic
              icon
              className="order-line-remove"
              aria-label={t('UI.ORDER.FORM.REMOVE_LINE', { n })}
              onClick={() => form.removeItem('lines', index)}
            >
              <Icon name="trash alternate outline" aria-hidden="true" />
            </Button>
          </div>
        );
      })}
      <FieldError id={`${p}-lines-error`} error={form.error('lines')} />
      {form.values.warehouse_id !== '' &&
        model.skuOptions.length === 0 &&
        !model.productsLoading && (
          <p className="order-hint">{t('UI.ORDER.FORM.NO_ACTIVE_PRODUCTS')}</p>
        )}
      <Button
        type="button"
        basic
        size="small"
        onClick={() => form.addItem('lines', EMPTY_ORDER_LINE)}
      >
        <Icon name="plus" aria-hidden="true" />
        {t('UI.ORDER.FORM.ADD_LINE')}
      </Button>
    </Fieldset>
  );
});

/** The channels' fees side by side; choosing one sets the shipping method. */
const QuotePanel = observer(function QuotePanel(props: {
  model: OrderFormModel;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const { model, idPrefix: p } = props;
  const { quote } = model;
  const quotes = model.quotes;
  return (
    <section
      className="order-quote"
      aria-labelledby={`${p}-quote-title`}
      aria-busy={quote.kind === 'loading'}
    >
      <Header as="h3" size="small" id={`${p}-quote-title`}>
        {t('UI.ORDER.QUOTE.CHANNELS')}
      </Header>
      <Button
        type="button"
        basic
        loading={quote.kind === 'loading'}
        disabled={quote.kind === 'loading'}
        onClick={() => void model.getQuote()}
      >
        <Icon name="calculator" aria-hidden="true" />
        {t('UI.ORDER.QUOTE.GET')}
      </Button>
      <div role="status" aria-live="polite" className="order-quote-status">
        {quote.kind === 'none' && t('UI.ORDER.QUOTE.NONE_YET')}
        {quote.kind === 'loading' && t('UI.ORDER.QUOTE.QUOTING')}
        {model.quoteStale && t('UI.ORDER.QUOTE.STALE')}
      </div>
      {quote.kind === 'failed' && (
        <Message negative role="alert">
          {quote.reason}
        </Message>
      )}
      {quotes !== undefined && quotes.length === 0 && (
        <Message warning role="alert">
          {t('UI.ORDER.QUOTE.FAILED')}
        </Message>
      )}
      {quotes !== undefined && quotes.length > 0 && (
        <div className="order-quotes">
          {quotes.map((q) => {
            const chosen = model.form.values.shipping_method === q.channel;
            return (
              <Segment
                key={q.channel}
                className={chosen ? 'order-quote-card chosen' : 'order-quote-card'}
                aria-label={q.channel_name}
                as="article"
              >
                <Header as="h4" size="tiny">
                  {q.channel_name} <span className="order-muted">{q.channel}</span>
                </Header>
                {q.fees === null ? (
                  <p role="note">
                    {q.refusal === null
                      ? t('UI.ORDER.QUOTE.FAILED')
                      : t(q.refusal.code, { ...q.refusal.params })}
                  </p>
                ) : (
                  <>
                    <FeeFacts fees={q.fees} />
                    <Button
                      type="button"
                      size="small"
                      primary={!chosen}
                      disabled={chosen}
                      toggle
                      active={chosen}
                      onClick={() => model.chooseChannel(q.channel)}
                    >
                      {t('UI.ORDER.QUOTE.CHOOSE_CHANNEL', { method: q.channel_name })}
                    </Button>
                  </>
                )}
              </Segment>
            );
          })}
        </div>
      )}
    </section>
  );
});

/** Create an order, or edit one not yet submitted (`/order/edit/{id}`). */
const OrderFormScreen = observer(function OrderFormScreen() {
  const { t, i18n } = useTranslation();
  const gateway = useInjection(TOKENS.OrderGateway);
  const services = useInjection(TOKENS.ServiceGateway);
  const navigator = useInjection(TOKENS.Navigator);
  const user = useInjection(TOKENS.UserStore);
  const app = useInjection(TOKENS.AppStore);
  // kept-alive screens stay in the page together: every id is unique to this instance
  const p = `order-${useId().replace(/:/g, '')}`;
  const idParam = useScreenPlace().params['id'];
  const id = idParam === undefined || idParam === '' ? undefined : Number(idParam);
  // after a save the form starts over, so coming back to this kept-alive tab never replays it
  const [round, setRound] = useState(0);
  const model = useScreenModel(() => new OrderFormModel(gateway, services), round);
  const { form } = model;
  useEffect(() => void model.load(id), [model, id]);
  const currentWarehouse =
    user.info?.warehouse_id === undefined || user.info.warehouse_id === null
      ? undefined
      : String(user.info.warehouse_id);
  const approvedIds = user.activeWarehouses.map((w) => String(w.value)).join(',');
  useEffect(() => {
    if (id === undefined && approvedIds !== '')
      model.chooseDefaultWarehouse(currentWarehouse, approvedIds.split(','));
  }, [model, id, currentWarehouse, approvedIds]);

  if (form.loading) return <PageLoader />;
  if (form.loadFailed)
    return (
      <Message negative role="alert">
        <p>{t('UI.ORDER.FORM.LOAD_FAILED')}</p>
        <Button type="button" size="small" onClick={() => void model.load(id)}>
          {t('UI.LIST.RETRY')}
        </Button>
      </Message>
    );

  const done = (savedId: number) => {
    setRound((n) => n + 1);
    navigator.go(ORDER_PATHS.view(savedId));
  };
  const save = async (target: 'draft' | 'pending_submit') => {
    const saved = await model.save(target);
    if (saved !== undefined) done(saved.id);
  };
  const submit = async (accept: boolean) => {
    const submitted = accept ? await model.acceptSurcharge() : await model.submit();
    if (submitted !== undefined) done(submitted.id);
  };
  const fields = (specs: readonly (FieldSpec<OrderFormValues> | false)[], group = false) => (
    <FormFields form={form} idPrefix={p} group={group} fields={specs} />
  );
  const options = (values: readonly string[]) =>
    values.map((value) => ({ value, text: t(orderOptionKey(value)) }));
  const zh = i18n.language === 'zh';
  const country = form.values.country.trim().toUpperCase();
  const busy = form.saving !== undefined || model.submitting;
  const chosen = model.chosenQuote;

  return (
    <div className="screen order-screen">
      <Header as="h1">
        {id === undefined ? t('ROUTE.ORDER_CREATE') : t('ROUTE.ORDER_EDIT')}
        {model.orderNo !== '' && <Header.Subheader>{model.orderNo}</Header.Subheader>}
      </Header>
      {!form.editable ? (
        <Message warning role="status">
          <p>{t('UI.ORDER.FORM.NOT_EDITABLE')}</p>
          {id !== undefined && (
            <Link to={ORDER_PATHS.view(id)}>{t('UI.ORDER.FORM.OPEN_VIEW')}</Link>
          )}
        </Message>
      ) : (
        <Form
          noValidate
          className="order-form"
          onSubmit={(event) => {
            event.preventDefault();
            void save('draft');
          }}
        >
          <Fieldset legend={t('UI.ORDER.FORM.BASICS')}>
            {fields(
              [
                {
                  name: 'warehouse_id',
                  label: 'UI.ORDER.FIELD.WAREHOUSE',
                  kind: 'select',
                  placeholder: 'UI.ORDER.FORM.CHOOSE_WAREHOUSE',
                  options: user.warehouseOptions(app.language),
                },
                {
                  name: 'order_type',
                  label: 'UI.ORDER.FIELD.ORDER_TYPE',
                  kind: 'select',
                  options: options(ORDER_TYPES),
                },
              ],
              true,
            )}
            {fields(
              [
                { name: 'reference_no', label: 'UI.ORDER.FIELD.REFERENCE_NO', autoComplete: 'off' },
                {
                  name: 'platform_order_no',
                  label: 'UI.ORDER.FIELD.PLATFORM_ORDER_NO',
                  autoComplete: 'off',
                },
              ],
              true,
            )}
          </Fieldset>

          <Fieldset legend={t('UI.ORDER.FORM.RECIPIENT')}>
            <p className="order-hint">{t('UI.ORDER.FORM.RECIPIENT_HINT')}</p>
            <AddressBookButton form={form} />
            {fields([
              {
                name: 'country',
                label: 'UI.ORDER.FIELD.COUNTRY',
                kind: 'select',
                placeholder: 'UI.ORDER.FORM.CHOOSE_COUNTRY',
                options: model.countryOptions.map((c) => ({
                  value: c.code,
                  text: `${zh ? c.cn_name : c.name} (${c.code})`,
                })),
              },
            ])}
            <RecipientFields form={form} idPrefix={p} country={country} />
            {country === 'TW' &&
              fields(
                [
                  { name: 'id_number', label: 'UI.ORDER.FIELD.ID_NUMBER', autoComplete: 'off' },
                  {
                    name: 'company_code',
                    label: 'UI.ORDER.FIELD.COMPANY_CODE',
                    autoComplete: 'off',
                  },
                  {
                    name: 'passport_number',
                    label: 'UI.ORDER.FIELD.PASSPORT_NUMBER',
                    autoComplete: 'off',
                  },
                ],
                true,
              )}
          </Fieldset>

          <LinesSection model={model} idPrefix={p} />

          <Fieldset legend={t('UI.ORDER.FORM.SHIPPING')}>
            {fields(
              [
                {
                  name: 'shipping_method',
                  label: 'UI.ORDER.FIELD.SHIPPING_METHOD',
                  kind: 'select',
                  placeholder: 'UI.ORDER.FORM.CHOOSE_METHOD',
                  options: model.channelOptions.map((channel) => ({
                    value: channel.code,
                    text: `${channel.name} (${channel.code})`,
                  })),
                },
                {
                  name: 'currency',
                  label: 'UI.ORDER.FIELD.CURRENCY',
                  kind: 'select',
                  options: CURRENCIES.map((code) => ({ value: code, text: code })),
                },
              ],
              true,
            )}
            <QuotePanel model={model} idPrefix={p} />
            <FieldError
              id={`${p}-remote_surcharge_confirmation-error`}
              error={form.error('remote_surcharge_confirmation')}
            />
          </Fieldset>

          <Fieldset legend={t('UI.ORDER.FORM.VALUES')}>
            {fields(
              [
                {
                  name: 'insured_value',
                  label: 'UI.ORDER.FIELD.INSURED_VALUE',
                  inputMode: 'decimal',
                },
                { name: 'cod_amount', label: 'UI.ORDER.FIELD.COD_AMOUNT', inputMode: 'decimal' },
                {
                  name: 'pay_by',
                  label: 'UI.ORDER.FIELD.PAY_BY',
                  kind: 'select',
                  options: options(ORDER_PAY_BY),
                },
              ],
              true,
            )}
            {fields([
              {
                name: 'insurance_agreement',
                label: 'UI.ORDER.FIELD.INSURANCE_AGREEMENT',
                kind: 'check',
                className: CHECK,
              },
            ])}
            <FieldError
              id={`${p}-insurance_agreement-error`}
              error={form.error('insurance_agreement')}
            />
            {fields([
              { name: 'sales_link', label: 'UI.ORDER.FIELD.SALES_LINK', autoComplete: 'off' },
            ])}
          </Fieldset>

          <Fieldset legend={t('UI.ORDER.FORM.CUSTOMS')}>
            {fields(
              [
                { name: 'tax_id', label: 'UI.ORDER.FIELD.TAX_ID', autoComplete: 'off' },
                { name: 'ioss', label: 'UI.ORDER.FIELD.IOSS', autoComplete: 'off' },
                { name: 'eori', label: 'UI.ORDER.FIELD.EORI', autoComplete: 'off' },
                {
                  name: 'customs_record_no',
                  label: 'UI.ORDER.FIELD.CUSTOMS_RECORD_NO',
                  autoComplete: 'off',
                },
              ],
              true,
            )}
            <div className="order-flags">
              {fields([
                {
                  name: 'signature',
                  label: 'UI.ORDER.FIELD.SIGNATURE',
                  kind: 'check',
                  className: CHECK,
                },
                {
                  name: 'separate_customs',
                  label: 'UI.ORDER.FIELD.SEPARATE_CUSTOMS',
                  kind: 'check',
                  className: CHECK,
                },
                {
                  name: 'duty_prepaid',
                  label: 'UI.ORDER.FIELD.DUTY_PREPAID',
                  kind: 'check',
                  className: CHECK,
                },
                {
                  name: 'battery',
                  label: 'UI.ORDER.FIELD.WITH_BATTERY',
                  kind: 'check',
                  className: CHECK,
                },
                {
                  name: 'return_if_undeliverable',
                  label: 'UI.ORDER.FIELD.RETURN_IF_UNDELIVERABLE',
                  kind: 'check',
                  className: CHECK,
                },
              ])}
            </div>
          </Fieldset>

          <ItemRows
            form={form}
            field="packing_materials"
            legend={t('UI.ORDER.FIELD.PACKING_MATERIALS')}
            idPrefix={`${p}-packing`}
            className="order-fieldset"
            rowClassName="order-packing-row"
            before={
              model.packingOptions.length === 0 && (
                <p className="order-hint">{t('UI.ORDER_PACKING.NONE')}</p>
              )
            }
            fields={[
              {
                key: 'sku',
                label: 'UI.ORDER_PACKING.SKU',
                placeholder: 'UI.ORDER_PACKING.CHOOSE',
                options: [
                  ...new Set([
                    ...form.values.packing_materials
                      .map((item) => item.sku)
                      .filter((s) => s !== ''),
                    ...model.packingOptions.map((product) => product.sku),
                  ]),
                ].map((sku) => {
                  const product = model.productOf(sku);
                  const name = product === undefined ? '' : zh ? product.cn_name : product.name;
                  return {
                    value: sku,
                    text:
                      product === undefined
                        ? sku
                        : `${sku} ${name} (${t('UI.ORDER.FORM.LINE_AVAILABLE', { count: product.available })})`,
                  };
                }),
              },
              { key: 'quantity', label: 'UI.ORDER_PACKING.QUANTITY', inputMode: 'numeric' },
            ]}
            removeLabel="UI.ORDER_PACKING.REMOVE"
            addLabel="UI.ORDER_PACKING.ADD"
            add={() => form.addItem('packing_materials', { sku: '', quantity: '1' })}
          />

          <Fieldset legend={t('UI.ORDER.FORM.SERVICES')}>
            {model.services.length === 0 ? (
              <p className="order-hint">{t('UI.ORDER.FORM.NO_SERVICES')}</p>
            ) : (
              <div className="order-flags">
                {model.services.map((service) => {
                  const serviceId = `${p}-service-${service.sp_code}`;
                  return (
                    <div key={service.sp_code} className={CHECK}>
                      <input
                        id={serviceId}
                        type="checkbox"
                        checked={form.values.services.includes(service.sp_code)}
                        onChange={(event) =>
                          model.toggleService(service.sp_code, event.target.checked)
                        }
                      />
                      <label htmlFor={serviceId}>
                        {zh ? service.name_cn : service.name} (
                        {moneyText(service.price, i18n.language)})
                      </label>
                    </div>
                  );
                })}
              </div>
            )}
            {fields([{ name: 'remark', label: 'UI.ORDER.FIELD.REMARK', maxLength: 200 }])}
          </Fieldset>

          {form.submitted && form.issues.length > 0 && (
            <Message negative role="alert">
              {t('VALIDATION.FORM_INVALID')}
            </Message>
          )}
          {(form.saveError !== undefined || model.submitError !== undefined) && (
            <Message negative role="alert">
              {model.submitError ?? form.saveError}
            </Message>
          )}
          <div className="order-form-buttons">
            <Button type="submit" loading={form.saving === 'draft'} disabled={busy}>
              {t('UI.ORDER.FORM.SAVE_DRAFT')}
            </Button>
            <Button
              type="button"
              loading={form.saving === 'pending_submit' && !model.submitting}
              disabled={busy}
              onClick={() => void save('pending_submit')}
            >
              {t('UI.ORDER.FORM.SAVE_PENDING')}
            </Button>
            <Button
              type="button"
              primary
              loading={model.submitting}
              disabled={busy}
              onClick={() => void submit(false)}
            >
              {t('UI.ORDER.FORM.SUBMIT')}
            </Button>
          </div>
        </Form>
      )}
      <Confirm
        open={model.confirmingSurcharge}
        role="dialog"
        aria-modal="true"
        aria-label={t('UI.ORDER.REMOTE.TITLE')}
        size="tiny"
        header={t('UI.ORDER.REMOTE.TITLE')}
        content={t('UI.ORDER.REMOTE.TEXT', {
          method: chosen?.channel_name ?? form.values.shipping_method,
          amount:
            chosen?.fees == null ? '—' : moneyText(chosen.fees.remote_surcharge, i18n.language),
        })}
        cancelButton={t('UI.ORDER.REMOTE.BACK')}
        confirmButton={t('UI.ORDER.REMOTE.ACCEPT')}
        onCancel={model.declineSurcharge}
        onConfirm={() => void submit(true)}
      />
    </div>
  );
});

export default OrderFormScreen;
