import type { Navigator } from '@portal/domain';
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
import type { AsnGateway } from '../../gateways/asn-gateway';
import { useScreenPlace } from '../../routing/screen-context';
import type { AppStore } from '../../stores/app-store';
import type { UserStore } from '../../stores/user-store';
import { AsnCheckbox } from './AsnFields';
import type { AsnFormModel as Model } from './asn-form';
import {
  ASN_LEVEL_OPTIONS,
  ASN_PREPACKING_OPTIONS,
  AsnFormModel,
  boxFieldName,
  lineFieldName,
} from './asn-form';
import { ASN_PATHS } from './asn-paths';
import { asnOptionKey } from './asn-texts';

const LinesSection = observer(function LinesSection(props: { form: Model; idPrefix: string }) {
  const { t } = useTranslation();
  const { form, idPrefix: p } = props;
  const errors = form.visibleErrors;
  const skuOptions = form.skuOptions.map((sku) => ({ value: sku, text: sku }));
  return (
    <fieldset
      className="asn-fieldset"
      aria-describedby={errors['lines'] ? `${p}-lines-error` : undefined}
    >
      <legend>{t('UI.ASN.PRODUCTS')}</legend>
      <div className="field asn-product-search">
        <label htmlFor={`${p}-product-search`}>{t('UI.ASN.PRODUCT_SEARCH')}</label>
        <div className={`ui input${form.productsLoading ? ' loading' : ''}`}>
          <input
            id={`${p}-product-search`}
            type="search"
            placeholder={t('UI.ASN.PRODUCT_SEARCH_HINT')}
            value={form.productKeyword}
            onChange={(event) => void form.searchProducts(event.target.value)}
          />
        </div>
      </div>
      {form.lines.map((line, index) => {
        const n = index + 1;
        return (
          <div className="asn-row" key={line.key}>
            <SelectField
              id={`${p}-line-${line.key}-sku`}
              label={t('UI.ASN.LINE_SKU', { n })}
              value={line.sku}
              placeholder={t('UI.ASN.CHOOSE_SKU')}
              options={skuOptions}
              error={errors[lineFieldName(line.key, 'sku')]}
              onChange={(value) => form.setLine(line.key, 'sku', value)}
            />
            <TextField
              id={`${p}-line-${line.key}-quantity`}
              label={t('UI.ASN.LINE_QUANTITY', { n })}
              inputMode="numeric"
              value={line.quantity}
              error={errors[lineFieldName(line.key, 'quantity')]}
              onValue={(value) => form.setLine(line.key, 'quantity', value)}
            />
            <Button
              type="button"
              basic
              icon
              className="asn-row-remove"
              aria-label={t('UI.ASN.REMOVE_LINE', { n })}
              onClick={() => form.removeLine(line.key)}
            >
              <Icon name="trash alternate outline" aria-hidden="true" />
            </Button>
          </div>
        );
      })}
      <FieldError id={`${p}-lines-error`} error={errors['lines']} />
      {form.products.length === 0 && !form.productsLoading && (
        <p className="asn-hint">{t('UI.ASN.NO_ACTIVE_PRODUCTS')}</p>
      )}
      <Button type="button" basic size="small" onClick={form.addLine}>
        <Icon name="plus" aria-hidden="true" />
        {t('UI.ASN.ADD_LINE')}
      </Button>
    </fieldset>
  );
});

const BoxesSection = observer(function BoxesSection(props: { form: Model; idPrefix: string }) {
  const { t } = useTranslation();
  const { form, idPrefix: p } = props;
  const errors = form.visibleErrors;
  const skuOptions = form.lineSkus.map((sku) => ({ value: sku, text: sku }));
  return (
    <fieldset className="asn-fieldset">
      <legend>{t('UI.ASN.BOXES')}</legend>
      <p className="asn-hint">{t('UI.ASN.BOX_RULES')}</p>
      {form.boxes.map((box, index) => {
        const n = index + 1;
        const input = (field: 'weight' | 'length' | 'width' | 'height', label: string) => (
          <TextField
            id={`${p}-box-${box.key}-${field}`}
            label={label}
            inputMode="decimal"
            value={box[field]}
            error={errors[boxFieldName(box.key, field)]}
            onValue={(value) => form.setBox(box.key, field, value)}
          />
        );
        return (
          <div className="asn-row asn-box-row" key={box.key}>
            <SelectField
              id={`${p}-box-${box.key}-sku`}
              label={t('UI.ASN.BOX_SKU', { n })}
              value={box.sku}
              placeholder={t('UI.ASN.CHOOSE_SKU')}
              options={skuOptions}
              error={errors[boxFieldName(box.key, 'sku')]}
              onChange={(value) => form.setBox(box.key, 'sku', value)}
            />
            {input('weight', t('UI.ASN.BOX_WEIGHT', { n }))}
            {input('length', t('UI.ASN.BOX_LENGTH', { n }))}
            {input('width', t('UI.ASN.BOX_WIDTH', { n }))}
            {input('height', t('UI.ASN.BOX_HEIGHT', { n }))}
            <Button
              type="button"
              basic
              icon
              className="asn-row-remove"
              aria-label={t('UI.ASN.REMOVE_BOX', { n })}
              onClick={() => form.removeBox(box.key)}
            >
              <Icon name="trash alternate outline" aria-hidden="true" />
            </Button>
          </div>
        );
      })}
      <Button type="button" basic size="small" onClick={form.addBox}>
        <Icon name="plus" aria-hidden="true" />
        {t('UI.ASN.ADD_BOX')}
      </Button>
    </fieldset>
  );
});

/** Create an inbound notice, or edit a draft one (`/warehouse/receiving/edit/{id}`). */
const AsnFormScreen = observer(function AsnFormScreen() {
  const { t } = useTranslation();
  const gateway = useInjection<AsnGateway>(TOKENS.AsnGateway);
  const navigator = useInjection<Navigator>(TOKENS.Navigator);
  const user = useInjection<UserStore>(TOKENS.UserStore);
  const app = useInjection<AppStore>(TOKENS.AppStore);
  // kept-alive screens stay in the page together: every id is unique to this instance
  const p = `asn-${useId().replace(/:/g, '')}`;
  const idParam = useScreenPlace().params['id'];
  const id = idParam === undefined || idParam === '' ? undefined : Number(idParam);
  const [form, setForm] = useState(() => new AsnFormModel(gateway));
  useEffect(() => void form.load(id), [form, id]);
  const approved = user.activeWarehouses;
  const currentWarehouse =
    user.info?.warehouse_id === undefined || user.info.warehouse_id === null
      ? undefined
      : String(user.info.warehouse_id);
  const approvedIds = approved.map((w) => String(w.value)).join(',');
  useEffect(() => {
    if (id === undefined && approvedIds !== '')
      form.chooseDefaultWarehouse(currentWarehouse, approvedIds.split(','));
  }, [form, id, currentWarehouse, approvedIds]);
  const errors = form.visibleErrors;

  if (form.loading) return <PageLoader />;
  if (form.loadFailed)
    return (
      <Message negative role="alert">
        <p>{t('UI.ASN.LOAD_FAILED')}</p>
        <Button type="button" size="small" onClick={() => void form.load(id)}>
          {t('UI.LIST.RETRY')}
        </Button>
      </Message>
    );

  const save = async (submit: boolean) => {
    const result = await form.save(submit);
    if (result === undefined) return;
    // the form starts over (a new notice, or the draft as the server now has it), so coming
    // back to this kept-alive tab never replays the save
    setForm(new AsnFormModel(gateway));
    navigator.go(ASN_PATHS.view(result.id));
  };
  const title = id === undefined ? t('ROUTE.RECEIVING_CREATE') : t('ROUTE.RECEIVING_EDIT');
  const option = (value: string) => ({ value, text: t(asnOptionKey(value)) });
  const invalidAfterSubmit = form.touch.submitted && form.errors.length > 0;

  return (
    <div className="screen asn-screen">
      <Header as="h1">
        {title}
        {form.asnNo !== '' && <Header.Subheader>{form.asnNo}</Header.Subheader>}
      </Header>
      {form.notEditable ? (
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
          <SelectField
            id={`${p}-warehouse`}
            label={t('UI.ASN.WAREHOUSE')}
            value={form.warehouseId}
            placeholder={t('UI.ASN.CHOOSE_WAREHOUSE')}
            options={user.warehouseOptions(app.language)}
            error={errors['warehouseId']}
            onChange={(value) => form.setText('warehouseId', value)}
          />
          <LinesSection form={form} idPrefix={p} />
          <Form.Group widths="equal">
            <SelectField
              id={`${p}-prepacking`}
              label={t('UI.ASN.PREPACKING')}
              value={form.prepacking}
              options={ASN_PREPACKING_OPTIONS.map(option)}
              onChange={form.setPrepacking}
            />
            <SelectField
              id={`${p}-level`}
              label={t('UI.ASN.LEVEL')}
              value={form.level}
              options={ASN_LEVEL_OPTIONS.map(option)}
              onChange={form.setLevel}
            />
            <SelectField
              id={`${p}-delivery-mode`}
              label={t('UI.ASN.DELIVERY_MODE')}
              value={form.deliveryMode}
              options={ASN_DELIVERY_MODES.map(option)}
              onChange={form.setDeliveryMode}
            />
          </Form.Group>
          {form.deliveryMode === 'carrier' && (
            <TextField
              id={`${p}-tracking`}
              label={t('UI.ASN.TRACKING_NUMBERS')}
              placeholder={t('UI.ASN.TRACKING_HINT')}
              autoComplete="off"
              value={form.trackingNumbers}
              error={errors['trackingNumbers']}
              onValue={(value) => form.setText('trackingNumbers', value)}
            />
          )}
          <div className="asn-flags">
            <AsnCheckbox
              id={`${p}-fba`}
              label={t('UI.ASN.FBA')}
              checked={form.fba}
              onChange={(checked) => form.setFlag('fba', checked)}
            />
            <AsnCheckbox
              id={`${p}-unloading`}
              label={t('UI.ASN.UNLOADING')}
              checked={form.unloading}
              onChange={(checked) => form.setFlag('unloading', checked)}
            />
            <AsnCheckbox
              id={`${p}-air`}
              label={t('UI.ASN.AIR_FREIGHT')}
              checked={form.airFreight}
              onChange={(checked) => form.setFlag('airFreight', checked)}
            />
          </div>
          {form.fba && (
            <TextField
              id={`${p}-fba-address`}
              label={t('UI.ASN.FBA_ADDRESS')}
              value={form.fbaAddress}
              error={errors['fbaAddress']}
              onValue={(value) => form.setText('fbaAddress', value)}
            />
          )}
          <BoxesSection form={form} idPrefix={p} />
          <Form.Group widths="equal">
            <TextField
              id={`${p}-freight`}
              label={t('UI.ASN.ESTIMATED_FREIGHT')}
              inputMode="decimal"
              value={form.estimatedFreight}
              error={errors['estimatedFreight']}
              onValue={(value) => form.setText('estimatedFreight', value)}
            />
            <TextField
              id={`${p}-vat`}
              label={t('UI.ASN.ESTIMATED_VAT')}
              inputMode="decimal"
              value={form.estimatedVat}
              error={errors['estimatedVat']}
              onValue={(value) => form.setText('estimatedVat', value)}
            />
            <TextField
              id={`${p}-arrival`}
              label={t('UI.ASN.ESTIMATED_ARRIVAL')}
              type="date"
              value={form.estimatedArrival}
              error={errors['estimatedArrival']}
              onValue={(value) => form.setText('estimatedArrival', value)}
            />
          </Form.Group>
          <p className="asn-hint">{t('UI.ASN.INSURANCE_HINT')}</p>
          {invalidAfterSubmit && (
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
