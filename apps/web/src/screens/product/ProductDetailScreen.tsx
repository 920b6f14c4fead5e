import type { ProductDetail, ProductRejectionRow } from '@portal/contract';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Header, Label, Message } from 'semantic-ui-react';
import { TOKENS } from '../../di-tokens';
import { useInjection } from '../../di-context';
import { localTime } from '../../format/local-time';
import { moneyText } from '../../format/money';
import type { ProductBatchAction } from '../../gateways/product-gateway';
import { ActionButtons } from '../../kit/Actions';
import type { Column } from '../../kit/DataTable';
import { DataTable, timeColumn } from '../../kit/DataTable';
import type { Fact } from '../../kit/Facts';
import { Facts } from '../../kit/Facts';
import { LoadState, Section } from '../../kit/Layout';
import { statusLabel } from '../../kit/status-label';
import { useScreenModel, useWhenShown } from '../../kit/use-screen';
import { useScreenPlace } from '../../routing/screen-context';
import { ProductDetailModel } from './product-detail';
import { ATTACHMENT_KINDS, PRODUCT_FLAGS, storedText } from './product-form';
import { isBatchAction } from './product-list';
import {
  BARCODE_TYPE_LABELS,
  BRAND_TYPE_LABELS,
  labelOf,
  PRODUCT_ACTION_LABELS,
  PRODUCT_FIELD_LABELS,
  PRODUCT_TYPE_LABELS,
  productPath,
  productQuestion,
} from './product-labels';

function Pictures(props: { ids: readonly string[]; label: string; urlOf: (id: string) => string }) {
  const { t } = useTranslation();
  if (props.ids.length === 0) return <>{t('UI.PRODUCT.DETAIL.NO_PICTURES')}</>;
  return (
    <ul className="product-pictures" aria-label={props.label}>
      {props.ids.map((id, index) => (
        <li key={id}>
          <a href={props.urlOf(id)} target="_blank" rel="noreferrer">
            <img
              src={props.urlOf(id)}
              alt={t('UI.PRODUCT.FORM.PICTURE_ALT', { what: props.label, index: index + 1 })}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

const L = PRODUCT_FIELD_LABELS;
// The facts shown as stored, in order: each label is the form's (PRODUCT_FIELD_LABELS).
const NAMES = ['sku', 'name_en', 'name_zh'] as const;
const MONEY = ['price', 'declared_value'] as const;
const CUSTOMS = ['customs_description', 'material_en', 'material_zh', 'usage', 'hs_code'] as const;
const MAKER = ['barcode', 'fba_barcode'] as const;

const rejectionColumns: readonly Column<ProductRejectionRow>[] = [
  timeColumn('UI.PRODUCT.DETAIL.REJECTED_AT', (row) => row.created_at),
  { header: 'UI.PRODUCT.DETAIL.REASON', cell: (row) => row.reason },
  { header: 'UI.PRODUCT.DETAIL.OPERATOR', cell: (row) => row.operator },
];

function Fields(props: {
  detail: ProductDetail;
  /** The country of manufacture in the reader's language. */
  origin: string;
  urlOf: (id: string) => string;
  time: (iso: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const { detail } = props;
  const yesNo = (value: boolean) => t(value ? 'UI.PRODUCT.DETAIL.YES' : 'UI.PRODUCT.DETAIL.NO');
  const link = detail.product_link;
  const own = (keys: readonly (keyof typeof L & keyof ProductDetail)[]) =>
    keys.map((key): Fact => [t(L[key]), String(detail[key] as string | number)]);
  return (
    <Facts
      className="product-detail-fields"
      itemClassName="product-detail-field"
      facts={[
        ...NAMES.map((name): Fact => [t(L[name]), storedText(detail, name)]),
        ...MONEY.map((name): Fact => [t(L[name]), moneyText(detail[name], i18n.language)]),
        [t(L.weight), storedText(detail, 'weight')],
        [
          t('UI.PRODUCT.FIELD.DIMENSIONS'),
          `${detail.length_cm} × ${detail.width_cm} × ${detail.height_cm}`,
        ],
        ...own(CUSTOMS),
        [t(L.origin), props.origin],
        ...PRODUCT_FLAGS.map((key): Fact => [t(L[key]), yesNo(detail[key])]),
        [t(L.product_type), t(labelOf(PRODUCT_TYPE_LABELS, detail.product_type))],
        [t(L.barcode_type), t(labelOf(BARCODE_TYPE_LABELS, detail.barcode_type))],
        ...own(MAKER),
        [t(L.brand_type), t(labelOf(BRAND_TYPE_LABELS, detail.brand_type))],
        ...own(['brand_name', 'manufacturer']),
        [
          t(L.product_link),
          link === '' ? (
            ''
          ) : (
            <a href={link} target="_blank" rel="noreferrer">
              {link}
            </a>
          ),
        ],
        ...own(['spec_model']),
        [t('UI.PRODUCT.FIELD.CREATED_AT'), props.time(detail.created_at)],
        [t('UI.PRODUCT.FIELD.UPDATED_AT'), props.time(detail.updated_at)],
        ...ATTACHMENT_KINDS.map((key): Fact => [
          t(L[key]),
          <Pictures key={key} ids={detail[key]} label={t(L[key])} urlOf={props.urlOf} />,
        ]),
      ]}
    />
  );
}

/** One product: every field, its pictures, status, rejection reason and log, and its actions. */
const ProductDetailScreen = observer(function ProductDetailScreen() {
  const { t } = useTranslation();
  const gateway = useInjection(TOKENS.ProductGateway);
  const navigator = useInjection(TOKENS.Navigator);
  const app = useInjection(TOKENS.AppStore);
  const time = (iso: string) => localTime(iso, app.language);
  const productId = Number(useScreenPlace().params['product_id']);
  const model = useScreenModel(() => new ProductDetailModel(gateway, productId), productId);
  useWhenShown(() => {
    if (Number.isSafeInteger(productId)) void model.record.load();
  }, [model, productId]);
  useEffect(() => void model.loadCountries(), [model]);
  const actionLabel = (action: string) => t(labelOf(PRODUCT_ACTION_LABELS, action));
  const statusText = (status: string) => t(statusLabel('product', status));
  const back = { to: productPath('warehouse.product.list'), text: 'UI.PRODUCT.FORM.BACK_TO_LIST' };
  const { outcome } = model;
  if (model.record.value === undefined)
    return (
      <LoadState failed={model.record.failed} text="UI.PRODUCT.FORM.LOAD_FAILED" back={back} />
    );
  const { detail, rejections } = model.record.value;

  return (
    <div className="screen product-detail">
      <div className="screen-title-row">
        <div className="product-title">
          <Header as="h1">
            {t('ROUTE.PRODUCT_DETAIL')}: {detail.sku}
          </Header>
          <Label>{statusText(detail.status)}</Label>
        </div>
        <Link to={back.to}>{t(back.text)}</Link>
      </div>
      <div className="product-row-actions" role="group" aria-label={t('UI.LIST.ACTIONS')}>
        <ActionButtons
          actions={detail.actions}
          label={actionLabel}
          look={(action) => ({
            primary: action === 'edit' || action === 'submit',
            negative: action === 'delete',
            loading: model.pending.is(action as ProductBatchAction),
            disabled: model.pending.busy,
          })}
          ask={(action) => productQuestion(t, action, detail.sku)}
          onAct={(action) => {
            if (action === 'edit')
              navigator.go(
                productPath('warehouse.product.edit', { product_id: String(detail.id) }),
              );
            else if (isBatchAction(action)) void model.run(action);
          }}
        />
      </div>
      {outcome !== undefined && (
        <Message positive={outcome.item?.ok} negative={outcome.item?.ok !== true} role="status">
          {outcome.item?.ok === true
            ? t('UI.PRODUCT.DETAIL.ACTION_OK', {
                action: actionLabel(outcome.action),
                status: statusText(outcome.item.status ?? detail.status),
              })
            : t('UI.PRODUCT.DETAIL.ACTION_FAILED', {
                action: actionLabel(outcome.action),
                msg: outcome.item?.msg,
              })}
        </Message>
      )}
      {detail.rejection_reason !== null && detail.rejection_reason !== '' && (
        <Message warning>
          <Message.Header>{t('UI.PRODUCT.DETAIL.REJECTION_REASON')}</Message.Header>
          <p>{detail.rejection_reason}</p>
        </Message>
      )}
      <Fields
        detail={detail}
        origin={model.originIn(app.language)}
        urlOf={(picture) => model.pictureUrl(picture)}
        time={time}
      />
      <Section id="product-rejections" title={t('UI.PRODUCT.DETAIL.REJECTIONS')}>
        {rejections.length === 0 ? (
          <p className="empty-state">{t('UI.PRODUCT.DETAIL.REJECTIONS_EMPTY')}</p>
        ) : (
          <DataTable rows={rejections} columns={rejectionColumns} rowKey={(row) => row.id} />
        )}
      </Section>
    </div>
  );
});

export default ProductDetailScreen;
