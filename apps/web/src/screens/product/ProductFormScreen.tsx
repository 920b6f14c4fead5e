import { BARCODE_TYPES, BRAND_TYPES, summarizeFieldIssues } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Form, Header, Message } from 'semantic-ui-react';
import { PageLoader } from '../../components/PageLoader';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import type { FieldSpec } from '../../kit/FormFields';
import { FormFields } from '../../kit/FormFields';
import { statusLabel } from '../../kit/status-label';
import { useActivePane, useScreenModel } from '../../kit/use-screen';
import { useScreenPlace } from '../../routing/screen-context';
import { AttachmentField } from './AttachmentField';
import type { ProductFormValues } from './product-form';
import { PRODUCT_TYPES, ProductFormModel } from './product-form';
import {
  BARCODE_TYPE_LABELS,
  BRAND_TYPE_LABELS,
  PRODUCT_TYPE_LABELS,
  productPath,
} from './product-labels';

type Spec = FieldSpec<ProductFormValues> | false;

// Every label key written out, so the catalog check sees them.
const NAMES: readonly Spec[] = [
  { name: 'sku', label: 'UI.PRODUCT.FIELD.SKU' },
  { name: 'name_en', label: 'UI.PRODUCT.FIELD.NAME_EN' },
  { name: 'name_zh', label: 'UI.PRODUCT.FIELD.NAME_ZH' },
];
const decimal = (name: FieldSpec<ProductFormValues>['name'], label: string): Spec => ({
  name: name as 'price',
  label,
  inputMode: 'decimal',
});
const MEASURES: readonly Spec[] = [
  decimal('price', 'UI.PRODUCT.FIELD.PRICE'),
  decimal('declared_value', 'UI.PRODUCT.FIELD.DECLARED_VALUE'),
  decimal('weight', 'UI.PRODUCT.FIELD.WEIGHT'),
  decimal('length', 'UI.PRODUCT.FIELD.LENGTH'),
  decimal('width', 'UI.PRODUCT.FIELD.WIDTH'),
  decimal('height', 'UI.PRODUCT.FIELD.HEIGHT'),
];
const MATERIALS: readonly Spec[] = [
  { name: 'material_en', label: 'UI.PRODUCT.FIELD.MATERIAL_EN' },
  { name: 'material_zh', label: 'UI.PRODUCT.FIELD.MATERIAL_ZH' },
  { name: 'usage', label: 'UI.PRODUCT.FIELD.USAGE' },
];
const flag = (name: FieldSpec<ProductFormValues>['name'], label: string): Spec => ({
  name: name as 'battery',
  label,
  kind: 'check',
  className: 'ui checkbox',
});
const FLAGS: readonly Spec[] = [
  flag('battery', 'UI.PRODUCT.FIELD.BATTERY'),
  flag('liquid', 'UI.PRODUCT.FIELD.LIQUID'),
  flag('powder', 'UI.PRODUCT.FIELD.POWDER'),
  flag('dice', 'UI.PRODUCT.FIELD.DICE'),
  flag('magnetism', 'UI.PRODUCT.FIELD.MAGNETISM'),
  flag('packing_material', 'UI.PRODUCT.FIELD.PACKING_MATERIAL'),
];
const MAKER: readonly Spec[] = [
  { name: 'manufacturer', label: 'UI.PRODUCT.FIELD.MANUFACTURER' },
  { name: 'product_link', label: 'UI.PRODUCT.FIELD.PRODUCT_LINK' },
  { name: 'spec_model', label: 'UI.PRODUCT.FIELD.SPEC_MODEL' },
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
  const gateway = useInjection(TOKENS.ProductGateway);
  const navigator = useInjection(TOKENS.Navigator);
  const app = useInjection(TOKENS.AppStore);
  const place = useScreenPlace();
  const editing = place.route.name === 'warehouse.product.edit';
  const productId = Number(place.params['product_id']);
  const model = useScreenModel(() => new ProductFormModel(gateway));
  const { form } = model;
  useEffect(() => void model.loadCountries(), [model]);
  const { active } = useActivePane();
  // a kept-alive edit keeps unsaved typing while hidden; once saved, showing it again reloads
  useEffect(() => {
    if (!editing || !active || !Number.isSafeInteger(productId)) return;
    if (model.productId !== productId || form.saved) void model.load(productId);
  }, [editing, active, productId, model, form]);
  const readOnly = !form.editable;
  const fields = (specs: readonly Spec[], group = true) => (
    <FormFields form={form} idPrefix="product" group={group} fields={specs} />
  );
  const choice = (labels: Readonly<Record<string, string>>) => (value: string) => ({
    value,
    text: t(labels[value] ?? value),
  });

  const save = async (submit: boolean) => {
    const id = await model.save(submit);
    if (id === undefined) return;
    if (!editing) model.reset();
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
  const formInvalid = form.submitted ? summarizeFieldIssues(form.issues) : undefined;
  const title = t(editing ? 'ROUTE.PRODUCT_EDIT' : 'ROUTE.PRODUCT_CREATE');
  const attachment = (
    kind: 'images' | 'certificates' | 'brand_certificates',
    label: string,
    add: string,
  ) => (
    <AttachmentField
      model={model}
      kind={kind}
      label={t(label)}
      addLabel={t(add)}
      disabled={readOnly}
    />
  );

  return (
    <div className="screen product-form">
      <div className="screen-title-row">
        <Header as="h1">{title}</Header>
        <Link to={productPath('warehouse.product.list')}>{t('UI.PRODUCT.FORM.BACK_TO_LIST')}</Link>
      </div>
      {readOnly && (
        <Message warning role="status">
          {t('UI.PRODUCT.FORM.READ_ONLY', {
            status: t(statusLabel('product', model.status ?? '')),
          })}
        </Message>
      )}
      <Form noValidate onSubmit={() => void save(true)} aria-label={title}>
        <fieldset className="product-fieldset" disabled={readOnly}>
          <Section id="product-section-basic" title={t('UI.PRODUCT.SECTION.BASIC')}>
            {fields(NAMES)}
            {fields(MEASURES)}
          </Section>
          <Section id="product-section-customs" title={t('UI.PRODUCT.SECTION.CUSTOMS')}>
            {fields([
              { name: 'customs_description', label: 'UI.PRODUCT.FIELD.CUSTOMS_DESCRIPTION' },
              { name: 'hs_code', label: 'UI.PRODUCT.FIELD.HS_CODE', inputMode: 'numeric' },
              {
                name: 'origin',
                label: 'UI.PRODUCT.FIELD.ORIGIN',
                kind: 'select',
                placeholder: 'UI.PRODUCT.FORM.CHOOSE_COUNTRY',
                options: model.countryOptions(app.language),
              },
            ])}
            {fields(MATERIALS)}
          </Section>
          <Section id="product-section-properties" title={t('UI.PRODUCT.SECTION.PROPERTIES')}>
            {fields(
              [
                {
                  name: 'product_type',
                  label: 'UI.PRODUCT.FIELD.PRODUCT_TYPE',
                  kind: 'select',
                  options: PRODUCT_TYPES.map(choice(PRODUCT_TYPE_LABELS)),
                },
              ],
              false,
            )}
            <div className="product-flags">{fields(FLAGS, false)}</div>
          </Section>
          <Section id="product-section-barcode" title={t('UI.PRODUCT.SECTION.BARCODE')}>
            {fields([
              {
                name: 'barcode_type',
                label: 'UI.PRODUCT.FIELD.BARCODE_TYPE',
                kind: 'select',
                options: BARCODE_TYPES.map(choice(BARCODE_TYPE_LABELS)),
              },
              { name: 'barcode', label: 'UI.PRODUCT.FIELD.BARCODE' },
              { name: 'fba_barcode', label: 'UI.PRODUCT.FIELD.FBA_BARCODE' },
            ])}
          </Section>
          <Section id="product-section-brand" title={t('UI.PRODUCT.SECTION.BRAND')}>
            {fields([
              {
                name: 'brand_type',
                label: 'UI.PRODUCT.FIELD.BRAND_TYPE',
                kind: 'select',
                options: BRAND_TYPES.map(choice(BRAND_TYPE_LABELS)),
              },
              form.values.brand_type !== 'none' && {
                name: 'brand_name',
                label: 'UI.PRODUCT.FIELD.BRAND_NAME',
              },
            ])}
            {form.values.brand_type === 'licensed' &&
              attachment(
                'brand_certificates',
                'UI.PRODUCT.FIELD.BRAND_CERTIFICATES',
                'UI.PRODUCT.FORM.ADD_BRAND_CERTIFICATES',
              )}
            {fields(MAKER)}
          </Section>
          <Section id="product-section-pictures" title={t('UI.PRODUCT.SECTION.PICTURES')}>
            {attachment('images', 'UI.PRODUCT.FIELD.IMAGES', 'UI.PRODUCT.FORM.ADD_IMAGES')}
            {attachment(
              'certificates',
              'UI.PRODUCT.FIELD.CERTIFICATES',
              'UI.PRODUCT.FORM.ADD_CERTIFICATES',
            )}
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
            disabled={readOnly || model.busy}
            onClick={() => void save(false)}
          >
            {t('UI.PRODUCT.FORM.SAVE_DRAFT')}
          </Button>
          <Button
            primary
            type="submit"
            loading={form.saving === 'submit'}
            disabled={readOnly || model.busy}
          >
            {t('UI.PRODUCT.FORM.SAVE_SUBMIT')}
          </Button>
        </div>
      </Form>
    </div>
  );
});

export default ProductFormScreen;
