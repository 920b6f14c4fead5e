import type { Navigator } from '@portal/domain';
import { BARCODE_TYPES, BRAND_TYPES, summarizeFieldIssues } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Form, Header, Message } from 'semantic-ui-react';
import { PageLoader } from '../../components/PageLoader';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { TOKENS } from '../../di-tokens';
import { useInjection } from '../../di-context';
import type { ProductGateway } from '../../gateways/product-gateway';
import { useScreenPlace } from '../../routing/screen-context';
import type { AppStore } from '../../stores/app-store';
import { AttachmentField } from './AttachmentField';
import type { ProductFlag, ProductTextField } from './product-form';
import { PRODUCT_TYPES, ProductFormModel } from './product-form';
import { useActivePane } from './use-active-pane';
import {
  BARCODE_TYPE_LABELS,
  BRAND_TYPE_LABELS,
  labelOf,
  PRODUCT_STATUS_LABELS,
  PRODUCT_TYPE_LABELS,
  productPath,
} from './product-labels';

// Every label key written out, so the catalog check sees them.
const TEXT_LABELS: Readonly<Record<ProductTextField, string>> = {
  sku: 'UI.PRODUCT.FIELD.SKU',
  name_en: 'UI.PRODUCT.FIELD.NAME_EN',
  name_zh: 'UI.PRODUCT.FIELD.NAME_ZH',
  price: 'UI.PRODUCT.FIELD.PRICE',
  declared_value: 'UI.PRODUCT.FIELD.DECLARED_VALUE',
  weight: 'UI.PRODUCT.FIELD.WEIGHT',
  length: 'UI.PRODUCT.FIELD.LENGTH',
  width: 'UI.PRODUCT.FIELD.WIDTH',
  height: 'UI.PRODUCT.FIELD.HEIGHT',
  customs_description: 'UI.PRODUCT.FIELD.CUSTOMS_DESCRIPTION',
  material_en: 'UI.PRODUCT.FIELD.MATERIAL_EN',
  material_zh: 'UI.PRODUCT.FIELD.MATERIAL_ZH',
  usage: 'UI.PRODUCT.FIELD.USAGE',
  hs_code: 'UI.PRODUCT.FIELD.HS_CODE',
  origin: 'UI.PRODUCT.FIELD.ORIGIN',
  barcode: 'UI.PRODUCT.FIELD.BARCODE',
  fba_barcode: 'UI.PRODUCT.FIELD.FBA_BARCODE',
  brand_name: 'UI.PRODUCT.FIELD.BRAND_NAME',
  manufacturer: 'UI.PRODUCT.FIELD.MANUFACTURER',
  product_link: 'UI.PRODUCT.FIELD.PRODUCT_LINK',
  spec_model: 'UI.PRODUCT.FIELD.SPEC_MODEL',
};

const FLAG_LABELS: Readonly<Record<ProductFlag, string>> = {
  battery: 'UI.PRODUCT.FIELD.BATTERY',
  liquid: 'UI.PRODUCT.FIELD.LIQUID',
  powder: 'UI.PRODUCT.FIELD.POWDER',
  dice: 'UI.PRODUCT.FIELD.DICE',
  magnetism: 'UI.PRODUCT.FIELD.MAGNETISM',
  packing_material: 'UI.PRODUCT.FIELD.PACKING_MATERIAL',
};

const DECIMAL_FIELDS: readonly ProductTextField[] = [
  'price',
  'declared_value',
  'weight',
  'length',
  'width',
  'height',
];

function Section(props: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="product-form-section" aria-labelledby={props.id}>
      <Header as="h2" size="small" id={props.id}>
        {props.title}
      </Header>
      {props.children}
    </section>
  );
}

/** Create and edit of a product: every field, live validation, pictures, save or save and submit. */
const ProductFormScreen = observer(function ProductFormScreen() {
  const { t } = useTranslation();
  const gateway = useInjection<ProductGateway>(TOKENS.ProductGateway);
  const navigator = useInjection<Navigator>(TOKENS.Navigator);
  const app = useInjection<AppStore>(TOKENS.AppStore);
  const place = useScreenPlace();
  const editing = place.route.name === 'warehouse.product.edit';
  const productId = Number(place.params['product_id']);
  const [form] = useState(() => new ProductFormModel(gateway));
  useEffect(() => void form.loadCountries(), [form]);
  const { active } = useActivePane();
  // a kept-alive edit keeps unsaved typing while hidden; once saved, showing it again reloads
  useEffect(() => {
    if (!editing || !active || !Number.isSafeInteger(productId)) return;
    if (form.productId !== productId || form.saved) void form.load(productId);
  }, [editing, active, productId, form]);
  const errors = form.visibleErrors;
  const readOnly = !form.editable;

  const text = (name: ProductTextField, extra: { inputMode?: 'decimal' | 'numeric' } = {}) => (
    <TextField
      id={`product-${name}`}
      label={t(TEXT_LABELS[name])}
      value={form.texts[name]}
      error={errors[name]}
      disabled={readOnly}
      inputMode={extra.inputMode}
      onValue={(value) => form.setText(name, value)}
    />
  );

  const save = async (submit: boolean) => {
    const id = await form.save(submit);
    if (id === undefined) return;
    if (!editing) form.reset();
    navigator.go(productPath('warehouse.product.detail', { product_id: String(id) }));
  };

  if (editing && form.loading) return <PageLoader />;
  if (editing && form.loadFailed) {
    return (
      <Message negative role="alert">
        <p>{t('UI.PRODUCT.FORM.LOAD_FAILED')}</p>
        <Link to={productPath('warehouse.product.list')}>{t('UI.PRODUCT.FORM.BACK_TO_LIST')}</Link>
      </Message>
    );
  }

  // the domain's form-level verdict ('Form validation failed...'), once a save was tried
  const formInvalid = form.touch.submitted ? summarizeFieldIssues(form.errors) : undefined;

  return (
    <div className="screen product-form">
      <div className="screen-title-row">
        <Header as="h1">{t(editing ? 'ROUTE.PRODUCT_EDIT' : 'ROUTE.PRODUCT_CREATE')}</Header>
        <Link to={productPath('warehouse.product.list')}>{t('UI.PRODUCT.FORM.BACK_TO_LIST')}</Link>
      </div>
      {readOnly && (
        <Message warning role="status">
          {t('UI.PRODUCT.FORM.READ_ONLY', {
            status: t(labelOf(PRODUCT_STATUS_LABELS, form.status ?? '')),
          })}
        </Message>
      )}
      <Form
        noValidate
        onSubmit={() => void save(true)}
        aria-label={t(editing ? 'ROUTE.PRODUCT_EDIT' : 'ROUTE.PRODUCT_CREATE')}
      >
        <fieldset className="product-fieldset" disabled={readOnly}>
          <Section id="product-section-basic" title={t('UI.PRODUCT.SECTION.BASIC')}>
            <Form.Group widths="equal">
              {text('sku')}
              {text('name_en')}
              {text('name_zh')}
            </Form.Group>
            <Form.Group widths="equal">
              {DECIMAL_FIELDS.map((name) => (
                <Fragment key={name}>{text(name, { inputMode: 'decimal' })}</Fragment>
              ))}
            </Form.Group>
          </Section>
          <Section id="product-section-customs" title={t('UI.PRODUCT.SECTION.CUSTOMS')}>
            <Form.Group widths="equal">
              {text('customs_description')}
              {text('hs_code', { inputMode: 'numeric' })}
              <SelectField
                id="product-origin"
                label={t('UI.PRODUCT.FIELD.ORIGIN')}
                placeholder={t('UI.PRODUCT.FORM.CHOOSE_COUNTRY')}
                value={form.texts.origin}
                options={form.countryOptions(app.language)}
                error={errors['origin']}
                onChange={(value) => form.setText('origin', value)}
              />
            </Form.Group>
            <Form.Group widths="equal">
              {text('material_en')}
              {text('material_zh')}
              {text('usage')}
            </Form.Group>
          </Section>
          <Section id="product-section-properties" title={t('UI.PRODUCT.SECTION.PROPERTIES')}>
            <SelectField
              id="product-product_type"
              label={t('UI.PRODUCT.FIELD.PRODUCT_TYPE')}
              value={form.productType}
              options={PRODUCT_TYPES.map((value) => ({
                value,
                text: t(labelOf(PRODUCT_TYPE_LABELS, value)),
              }))}
              onChange={form.setProductType}
            />
            <div className="product-flags">
              {(Object.keys(FLAG_LABELS) as ProductFlag[]).map((flag) => (
                <div key={flag} className="ui checkbox">
                  <input
                    id={`product-${flag}`}
                    type="checkbox"
                    checked={form.flags[flag]}
                    onChange={(event) => form.setFlag(flag, event.target.checked)}
                  />
                  <label htmlFor={`product-${flag}`}>{t(FLAG_LABELS[flag])}</label>
                </div>
              ))}
            </div>
          </Section>
          <Section id="product-section-barcode" title={t('UI.PRODUCT.SECTION.BARCODE')}>
            <Form.Group widths="equal">
              <SelectField
                id="product-barcode_type"
                label={t('UI.PRODUCT.FIELD.BARCODE_TYPE')}
                value={form.barcodeType}
                options={BARCODE_TYPES.map((value) => ({
                  value,
                  text: t(labelOf(BARCODE_TYPE_LABELS, value)),
                }))}
                onChange={form.setBarcodeType}
              />
              {text('barcode')}
              {text('fba_barcode')}
            </Form.Group>
          </Section>
          <Section id="product-section-brand" title={t('UI.PRODUCT.SECTION.BRAND')}>
            <Form.Group widths="equal">
              <SelectField
                id="product-brand_type"
                label={t('UI.PRODUCT.FIELD.BRAND_TYPE')}
                value={form.brandType}
                options={BRAND_TYPES.map((value) => ({
                  value,
                  text: t(labelOf(BRAND_TYPE_LABELS, value)),
                }))}
                onChange={form.setBrandType}
              />
              {form.brandType !== 'none' && text('brand_name')}
            </Form.Group>
            {form.brandType === 'licensed' && (
              <AttachmentField
                form={form}
                kind="brand_certificates"
                label={t('UI.PRODUCT.FIELD.BRAND_CERTIFICATES')}
                addLabel={t('UI.PRODUCT.FORM.ADD_BRAND_CERTIFICATES')}
                disabled={readOnly}
              />
            )}
            <Form.Group widths="equal">
              {text('manufacturer')}
              {text('product_link')}
              {text('spec_model')}
            </Form.Group>
          </Section>
          <Section id="product-section-pictures" title={t('UI.PRODUCT.SECTION.PICTURES')}>
            <AttachmentField
              form={form}
              kind="images"
              label={t('UI.PRODUCT.FIELD.IMAGES')}
              addLabel={t('UI.PRODUCT.FORM.ADD_IMAGES')}
              disabled={readOnly}
            />
            <AttachmentField
              form={form}
              kind="certificates"
              label={t('UI.PRODUCT.FIELD.CERTIFICATES')}
              addLabel={t('UI.PRODUCT.FORM.ADD_CERTIFICATES')}
              disabled={readOnly}
            />
          </Section>
        </fieldset>
        {formInvalid !== undefined && (
          <Message negative role="alert">
            {t(formInvalid.code)}
          </Message>
        )}
        {form.saveError !== undefined && (
          <Message negative role="alert">
            {t('UI.PRODUCT.FORM.SAVE_FAILED', { reason: form.saveError })}
          </Message>
        )}
        <div className="product-form-buttons">
          <Button
            type="button"
            loading={form.saving === 'draft'}
            disabled={readOnly || form.busy}
            onClick={() => void save(false)}
          >
            {t('UI.PRODUCT.FORM.SAVE_DRAFT')}
          </Button>
          <Button
            primary
            type="submit"
            loading={form.saving === 'submit'}
            disabled={readOnly || form.busy}
          >
            {t('UI.PRODUCT.FORM.SAVE_SUBMIT')}
          </Button>
        </div>
      </Form>
    </div>
  );
});

export default ProductFormScreen;
