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
import { FormCheck, FormSelect, FormText } from '../../kit/FormFields';
import { useScreenModel } from '../../kit/use-screen';
import { useScreenPlace } from '../../routing/screen-context';
import type { AsnBoxDraft } from './asn-form';
import {
  ASN_LEVEL_OPTIONS,
  ASN_PREPACKING_OPTIONS,
  AsnFormModel,
  EMPTY_ASN_LINE,
} from './asn-form';
import { ASN_PATHS } from './asn-paths';
import { asnOptionKey } from './asn-texts';

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
      <Button type="button" basic size="small" onClick={model.addBox}>
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
  const option = (value: string) => ({ value, text: t(asnOptionKey(value)) });
  const amount = (name: 'estimated_freight' | 'estimated_vat', domId: string, label: string) => (
    <FormText form={form} name={name} id={domId} label={label} inputMode="decimal" />
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
          <FormSelect
            form={form}
            name="warehouse_id"
            id={`${p}-warehouse`}
            label={t('UI.ASN.WAREHOUSE')}
            placeholder={t('UI.ASN.CHOOSE_WAREHOUSE')}
            options={user.warehouseOptions(app.language)}
          />
          <LinesSection model={model} idPrefix={p} />
          <Form.Group widths="equal">
            <FormSelect
              form={form}
              name="prepacking"
              id={`${p}-prepacking`}
              label={t('UI.ASN.PREPACKING')}
              options={ASN_PREPACKING_OPTIONS.map(option)}
            />
            <FormSelect
              form={form}
              name="level"
              id={`${p}-level`}
              label={t('UI.ASN.LEVEL')}
              options={ASN_LEVEL_OPTIONS.map(option)}
            />
            <FormSelect
              form={form}
              name="delivery_mode"
              id={`${p}-delivery-mode`}
              label={t('UI.ASN.DELIVERY_MODE')}
              options={ASN_DELIVERY_MODES.map(option)}
            />
          </Form.Group>
          {form.values.delivery_mode === 'carrier' && (
            <FormText
              form={form}
              name="tracking_numbers"
              id={`${p}-tracking`}
              label={t('UI.ASN.TRACKING_NUMBERS')}
              placeholder={t('UI.ASN.TRACKING_HINT')}
              autoComplete="off"
            />
          )}
          <div className="asn-flags">
            <FormCheck
              form={form}
              name="fba"
              id={`${p}-fba`}
              label={t('UI.ASN.FBA')}
              className="field asn-checkbox"
            />
            <FormCheck
              form={form}
              name="unloading"
              id={`${p}-unloading`}
              label={t('UI.ASN.UNLOADING')}
              className="field asn-checkbox"
            />
            <div className="field asn-checkbox">
              <input
                id={`${p}-air`}
                type="checkbox"
                checked={form.values.air_freight}
                onChange={(event) => model.setAirFreight(event.target.checked)}
              />
              <label htmlFor={`${p}-air`}>{t('UI.ASN.AIR_FREIGHT')}</label>
            </div>
          </div>
          {form.values.fba && (
            <FormText
              form={form}
              name="fba_address"
              id={`${p}-fba-address`}
              label={t('UI.ASN.FBA_ADDRESS')}
            />
          )}
          <BoxesSection model={model} idPrefix={p} />
          <Form.Group widths="equal">
            {amount('estimated_freight', `${p}-freight`, t('UI.ASN.ESTIMATED_FREIGHT'))}
            {amount('estimated_vat', `${p}-vat`, t('UI.ASN.ESTIMATED_VAT'))}
            <FormText
              form={form}
              name="estimated_arrival"
              id={`${p}-arrival`}
              label={t('UI.ASN.ESTIMATED_ARRIVAL')}
              type="date"
            />
          </Form.Group>
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
