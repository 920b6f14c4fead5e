import { ASN_DELIVERY_MODES } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Form, Header, Icon, Message } from 'semantic-ui-react';
import { FieldError } from '../../components/FieldError';
import { PageLoader } from '../../components/PageLoader';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import type { FieldSpec } from '../../kit/FormFields';
import { FormFields } from '../../kit/FormFields';
import { useScreenModel } from '../../kit/use-screen';
import { useScreenPlace } from '../../routing/screen-context';
import type { AsnBoxDraft, AsnFormValues } from './asn-form';
import {
  ASN_LEVEL_OPTIONS,
  ASN_PREPACKING_OPTIONS,
  AsnFormModel,
  EMPTY_ASN_LINE,
} from './asn-form';
import { ASN_PATHS } from './asn-paths';
import { asnOptionKey } from './asn-texts';

const CHECK = 'field asn-checkbox';

/** A remove button of a line or box, named by its position. */
function RemoveButton(props: { label: string; onClick: () => void }) {
  return (
    <Button
      type="button"
      basic
      icon
      className="asn-row-remove"
      aria-label={props.label}
      onClick={props.onClick}
    >
      <Icon name="trash alternate outline" aria-hidden="true" />
    </Button>
  );
}

const LinesSection = observer(function LinesSection(props: {
  model: AsnFormModel;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const { model, idPrefix: p } = props;
  const { form } = model;
  const skuOptions = model.skuOptions.map((sku) => ({ value: sku, text: sku }));
  return (
    <fieldset
      className="asn-fieldset"
      aria-describedby={form.error('lines') ? `${p}-lines-error` : undefined}
    >
      <legend>{t('UI.ASN.PRODUCTS')}</legend>
      <div className="field asn-product-search">
        <label htmlFor={`${p}-product-search`}>{t('UI.ASN.PRODUCT_SEARCH')}</label>
        <div className={`ui input${model.productsLoading ? ' loading' : ''}`}>
          <input
            id={`${p}-product-search`}
            type="search"
            placeholder={t('UI.ASN.PRODUCT_SEARCH_HINT')}
            value={model.productKeyword}
            onChange={(event) => void model.searchProducts(event.target.value)}
          />
        </div>
      </div>
      {form.values.lines.map((line, index) => (
        <div className="asn-row" key={index}>
          <SelectField
            id={`${p}-line-${index}-sku`}
            label={t('UI.ASN.LINE_SKU', { n: index + 1 })}
            value={line.sku}
            placeholder={t('UI.ASN.CHOOSE_SKU')}
            options={skuOptions}
            error={form.error(`lines.${index}.sku`)}
            onChange={(sku) => form.setItem('lines', index, { sku })}
          />
          <TextField
            id={`${p}-line-${index}-quantity`}
            label={t('UI.ASN.LINE_QUANTITY', { n: index + 1 })}
            inputMode="numeric"
            value={line.quantity}
            error={form.error(`lines.${index}.quantity`)}
            onValue={(quantity) => form.setItem('lines', index, { quantity })}
          />
          <RemoveButton
            label={t('UI.ASN.REMOVE_LINE', { n: index + 1 })}
            onClick={() => form.removeItem('lines', index)}
          />
        </div>
      ))}
      <FieldError id={`${p}-lines-error`} error={form.error('lines')} />
      {model.products.length === 0 && !model.productsLoading && (
        <p className="asn-hint">{t('UI.ASN.NO_ACTIVE_PRODUCTS')}</p>
      )}
      <Button
        type="button"
        basic
        size="small"
        onClick={() => form.addItem('lines', EMPTY_ASN_LINE)}
      >
        <Icon name="plus" aria-hidden="true" />
        {t('UI.ASN.ADD_LINE')}
      </Button>
    </fieldset>
  );
});

const BOX_SIZES = [
  ['weight', 'UI.ASN.BOX_WEIGHT'],
  ['length', 'UI.ASN.BOX_LENGTH'],
  ['width', 'UI.ASN.BOX_WIDTH'],
  ['height', 'UI.ASN.BOX_HEIGHT'],
] as const satisfies readonly (readonly [keyof AsnBoxDraft, string])[];

const BoxesSection = observer(function BoxesSection(props: {
  model: AsnFormModel;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const { model, idPrefix: p } = props;
  const { form } = model;
  const skuOptions = model.lineSkus.map((sku) => ({ value: sku, text: sku }));
  return (
    <fieldset className="asn-fieldset">
      <legend>{t('UI.ASN.BOXES')}</legend>
      <p className="asn-hint">{t('UI.ASN.BOX_RULES')}</p>
      {form.values.boxes.map((box, index) => (
        <div className="asn-row asn-box-row" key={index}>
          <SelectField
            id={`${p}-box-${index}-sku`}
            label={t('UI.ASN.BOX_SKU', { n: index + 1 })}
            value={box.sku}
            placeholder={t('UI.ASN.CHOOSE_SKU')}
            options={skuOptions}
            error={form.error(`boxes.${index}.sku`)}
            onChange={(sku) => form.setItem('boxes', index, { sku })}
          />
          {BOX_SIZES.map(([field, label]) => (
            <TextField
              key={field}
              id={`${p}-box-${index}-${field}`}
              label={t(label, { n: index + 1 })}
              inputMode="decimal"
              value={box[field]}
              error={form.error(`boxes.${index}.${field}`)}
              onValue={(value) => form.setItem('boxes', index, { [field]: value })}
            />
          ))}
          <RemoveButton
            label={t('UI.ASN.REMOVE_BOX', { n: index + 1 })}
            onClick={() => form.removeItem('boxes', index)}
          />
        </div>
      ))}
      <Button type="button" basic size="small" onClick={() => model.addBox()}>
        <Icon name="plus" aria-hidden="true" />
        {t('UI.ASN.ADD_BOX')}
      </Button>
    </fieldset>
  );
});

/** Create an inbound notice, or edit a draft one (`/warehouse/receiving/edit/{id}`). */
const AsnFormScreen = observer(function AsnFormScreen() {
  const { t } = useTranslation();
  const gateway = useInjection(TOKENS.AsnGateway);
  const navigator = useInjection(TOKENS.Navigator);
  const user = useInjection(TOKENS.UserStore);
  const app = useInjection(TOKENS.AppStore);
  // kept-alive screens stay in the page together: every id is unique to this instance
  const p = `asn-${useId().replace(/:/g, '')}`;
  const idParam = useScreenPlace().params['id'];
  const id = idParam === undefined || idParam === '' ? undefined : Number(idParam);
  // after a save the form starts over (a new notice, or the draft as the server now has it), so
  // coming back to this kept-alive tab never replays the save
  const [round, setRound] = useState(0);
  const model = useScreenModel(() => new AsnFormModel(gateway), round);
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
        <p>{t('UI.ASN.LOAD_FAILED')}</p>
        <Button type="button" size="small" onClick={() => void model.load(id)}>
          {t('UI.LIST.RETRY')}
        </Button>
      </Message>
    );

  const save = async (submit: boolean) => {
    const result = await model.save(submit);
    if (result === undefined) return;
    setRound((n) => n + 1);
    navigator.go(ASN_PATHS.view(result.id));
  };
  const options = (values: readonly string[]) =>
    values.map((value) => ({ value, text: t(asnOptionKey(value)) }));
  const carrier = form.values.delivery_mode === 'carrier';
  const fields = (specs: readonly (FieldSpec<AsnFormValues> | false)[], group = false) => (
    <FormFields form={form} idPrefix={p} group={group} fields={specs} />
  );

  return (
    <div className="screen asn-screen">
      <Header as="h1">
        {id === undefined ? t('ROUTE.RECEIVING_CREATE') : t('ROUTE.RECEIVING_EDIT')}
        {model.asnNo !== '' && <Header.Subheader>{model.asnNo}</Header.Subheader>}
      </Header>
      {!form.editable ? (
        <Message warning role="status">
          <p>{t('UI.ASN.NOT_EDITABLE')}</p>
          {id !== undefined && <Link to={ASN_PATHS.view(id)}>{t('UI.ASN.OPEN_VIEW')}</Link>}
        </Message>
      ) : (
        <Form
          noValidate
          className="asn-form"
          onSubmit={(event) => {
            event.preventDefault();
            void save(false);
          }}
        >
          {fields([
            {
              name: 'warehouse_id',
              label: 'UI.ASN.WAREHOUSE',
              kind: 'select',
              placeholder: 'UI.ASN.CHOOSE_WAREHOUSE',
              options: user.warehouseOptions(app.language),
            },
          ])}
          <LinesSection model={model} idPrefix={p} />
          {fields(
            [
              {
                name: 'prepacking',
                label: 'UI.ASN.PREPACKING',
                kind: 'select',
                options: options(ASN_PREPACKING_OPTIONS),
              },
              {
                name: 'level',
                label: 'UI.ASN.LEVEL',
                kind: 'select',
                options: options(ASN_LEVEL_OPTIONS),
              },
              {
                name: 'delivery_mode',
                label: 'UI.ASN.DELIVERY_MODE',
                kind: 'select',
                options: options(ASN_DELIVERY_MODES),
              },
            ],
            true,
          )}
          {fields([
            carrier && {
              name: 'tracking_numbers',
              label: 'UI.ASN.TRACKING_NUMBERS',
              placeholder: 'UI.ASN.TRACKING_HINT',
              autoComplete: 'off',
            },
          ])}
          <div className="asn-flags">
            {fields([
              { name: 'fba', label: 'UI.ASN.FBA', kind: 'check', className: CHECK },
              { name: 'unloading', label: 'UI.ASN.UNLOADING', kind: 'check', className: CHECK },
              {
                name: 'air_freight',
                label: 'UI.ASN.AIR_FREIGHT',
                kind: 'check',
                className: CHECK,
                onChange: (checked: boolean) => model.setAirFreight(checked),
              },
            ])}
          </div>
          {fields([form.values.fba && { name: 'fba_address', label: 'UI.ASN.FBA_ADDRESS' }])}
          <BoxesSection model={model} idPrefix={p} />
          {fields(
            [
              {
                name: 'estimated_freight',
                label: 'UI.ASN.ESTIMATED_FREIGHT',
                inputMode: 'decimal',
              },
              { name: 'estimated_vat', label: 'UI.ASN.ESTIMATED_VAT', inputMode: 'decimal' },
              { name: 'estimated_arrival', label: 'UI.ASN.ESTIMATED_ARRIVAL', kind: 'date' },
            ],
            true,
          )}
          <p className="asn-hint">{t('UI.ASN.INSURANCE_HINT')}</p>
          {form.submitted && form.issues.length > 0 && (
            <Message negative role="alert">
              {t('VALIDATION.FORM_INVALID')}
            </Message>
          )}
          <div className="asn-form-buttons">
            <Button
              type="submit"
              loading={form.saving === 'draft'}
              disabled={form.saving !== undefined}
            >
              {t('UI.ASN.SAVE_DRAFT')}
            </Button>
            <Button
              type="button"
              primary
              loading={form.saving === 'submit'}
              disabled={form.saving !== undefined}
              onClick={() => void save(true)}
            >
              {t('UI.ASN.SAVE_SUBMIT')}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
});

export default AsnFormScreen;
