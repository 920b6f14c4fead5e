import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Form, Message } from 'semantic-ui-react';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import { SaveButtons } from '../../kit/Actions';
import type { FieldSpec } from '../../kit/FormFields';
import { FormFields } from '../../kit/FormFields';
import { LoadState, ScreenTitle, Section } from '../../kit/Layout';
import { labelOptions, statusLabel } from '../../kit/status-label';
import { useActivePane, useScreenModel } from '../../kit/use-screen';
import { useScreenPlace } from '../../routing/screen-context';
import { AttachmentField } from './AttachmentField';
import type { AttachmentKind, ProductFormValues, ProductTextField } from './product-form';
import { PRODUCT_FLAGS, ProductFormModel } from './product-form';
import {
  BARCODE_TYPE_LABELS,
  BRAND_TYPE_LABELS,
  PRODUCT_FIELD_LABELS,
  PRODUCT_TYPE_LABELS,
  productPath,
} from './product-labels';

type Spec = FieldSpec<ProductFormValues> | false;
type TextName = Exclude<ProductTextField, 'origin'>;
const L = PRODUCT_FIELD_LABELS;

// the labels are the detail's too (PRODUCT_FIELD_LABELS)
const text = (names: readonly TextName[], inputMode?: 'decimal' | 'numeric'): Spec[] =>
  names.map((name) => ({ name, label: L[name], inputMode }));
const NAMES = text(['sku', 'name_en', 'name_zh']);
const MEASURES = text(
  ['price', 'declared_value', 'weight', 'length', 'width', 'height'],
  'decimal',
);
const MATERIALS = text(['material_en', 'material_zh', 'usage']);
const MAKER = text(['manufacturer', 'product_link', 'spec_model']);
const FLAGS: readonly Spec[] = PRODUCT_FLAGS.map((name) => ({
  name,
  label: L[name],
  kind: 'check',
  className: 'ui checkbox',
}));

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
  const section = (id: string, title: string) => ({
    id: `product-section-${id}`,
    title: t(title),
    className: 'product-form-section',
  });

  const save = async (submit: boolean) => {
    const id = await model.save(submit);
    if (id === undefined) return;
    if (!editing) model.reset();
    navigator.go(productPath('warehouse.product.detail', { product_id: String(id) }));
  };

  const back = { to: productPath('warehouse.product.list'), text: 'UI.PRODUCT.FORM.BACK_TO_LIST' };
  if (editing && (form.loading || form.loadFailed))
    return <LoadState failed={form.loadFailed} text="UI.PRODUCT.FORM.LOAD_FAILED" back={back} />;

  const title = t(editing ? 'ROUTE.PRODUCT_EDIT' : 'ROUTE.PRODUCT_CREATE');
  const attachment = (kind: AttachmentKind, add: string) => (
    <AttachmentField
      model={model}
      kind={kind}
      label={t(L[kind])}
      addLabel={t(add)}
      disabled={readOnly}
    />
  );

  return (
    <div className="screen product-form">
      <ScreenTitle title={title}>
        <Link to={back.to}>{t(back.text)}</Link>
      </ScreenTitle>
      {readOnly && (
        <Message warning role="status">
          {t('UI.PRODUCT.FORM.READ_ONLY', {
            status: t(statusLabel('product', model.status ?? '')),
          })}
        </Message>
      )}
      <Form noValidate onSubmit={() => void save(true)} aria-label={title}>
        <fieldset className="product-fieldset" disabled={readOnly}>
          <Section {...section('basic', 'UI.PRODUCT.SECTION.BASIC')}>
            {fields(NAMES)}
            {fields(MEASURES)}
          </Section>
          <Section {...section('customs', 'UI.PRODUCT.SECTION.CUSTOMS')}>
            {fields([
              ...text(['customs_description']),
              ...text(['hs_code'], 'numeric'),
              {
                name: 'origin',
                label: L.origin,
                kind: 'select',
                placeholder: 'UI.PRODUCT.FORM.CHOOSE_COUNTRY',
                options: model.countryOptions(app.language),
              },
            ])}
            {fields(MATERIALS)}
          </Section>
          <Section {...section('properties', 'UI.PRODUCT.SECTION.PROPERTIES')}>
            {fields(
              [
                {
                  name: 'product_type',
                  label: L.product_type,
                  kind: 'select',
                  options: labelOptions(PRODUCT_TYPE_LABELS, t),
                },
              ],
              false,
            )}
            <div className="product-flags">{fields(FLAGS, false)}</div>
          </Section>
          <Section {...section('barcode', 'UI.PRODUCT.SECTION.BARCODE')}>
            {fields([
              {
                name: 'barcode_type',
                label: L.barcode_type,
                kind: 'select',
                options: labelOptions(BARCODE_TYPE_LABELS, t),
              },
              ...text(['barcode', 'fba_barcode']),
            ])}
          </Section>
          <Section {...section('brand', 'UI.PRODUCT.SECTION.BRAND')}>
            {fields([
              {
                name: 'brand_type',
                label: L.brand_type,
                kind: 'select',
                options: labelOptions(BRAND_TYPE_LABELS, t),
              },
              ...(form.values.brand_type === 'none' ? [] : text(['brand_name'])),
            ])}
            {form.values.brand_type === 'licensed' &&
              attachment('brand_certificates', 'UI.PRODUCT.FORM.ADD_BRAND_CERTIFICATES')}
            {fields(MAKER)}
          </Section>
          <Section {...section('pictures', 'UI.PRODUCT.SECTION.PICTURES')}>
            {attachment('images', 'UI.PRODUCT.FORM.ADD_IMAGES')}
            {attachment('certificates', 'UI.PRODUCT.FORM.ADD_CERTIFICATES')}
          </Section>
        </fieldset>
        <SaveButtons
          form={form}
          enter="submit"
          draft="UI.PRODUCT.FORM.SAVE_DRAFT"
          submit="UI.PRODUCT.FORM.SAVE_SUBMIT"
          className="product-form-buttons"
          disabled={readOnly || model.busy}
          verdict
          failed="UI.PRODUCT.FORM.SAVE_FAILED"
          onSave={(submit) => void save(submit)}
        />
      </Form>
    </div>
  );
});

export default ProductFormScreen;
