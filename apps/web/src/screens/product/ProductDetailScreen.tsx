import type { ProductDetail, ProductRejectionRow } from '@portal/contract';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Confirm, Header, Label, Message } from 'semantic-ui-react';
import { PageLoader } from '../../components/PageLoader';
import { TOKENS } from '../../di-tokens';
import { useInjection } from '../../di-context';
import { localTime } from '../../format/local-time';
import type { Column } from '../../kit/DataTable';
import { DataTable } from '../../kit/DataTable';
import type { Fact } from '../../kit/Facts';
import { Facts } from '../../kit/Facts';
import { statusLabel } from '../../kit/status-label';
import { useActivePane, useScreenModel } from '../../kit/use-screen';
import { useScreenPlace } from '../../routing/screen-context';
import { ProductDetailModel } from './product-detail';
import { isBatchAction } from './product-list';
import {
  BARCODE_TYPE_LABELS,
  BRAND_TYPE_LABELS,
  labelOf,
  PRODUCT_ACTION_LABELS,
  PRODUCT_TYPE_LABELS,
  productPath,
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

// The facts shown as stored, in order; keys written out for the catalog check.
const PLAIN: readonly (readonly [string, keyof ProductDetail])[] = [
  ['UI.PRODUCT.FIELD.SKU', 'sku'],
  ['UI.PRODUCT.FIELD.NAME_EN', 'name_en'],
  ['UI.PRODUCT.FIELD.NAME_ZH', 'name_zh'],
  ['UI.PRODUCT.FIELD.PRICE', 'price_usd'],
  ['UI.PRODUCT.FIELD.DECLARED_VALUE', 'declared_value_usd'],
  ['UI.PRODUCT.FIELD.WEIGHT', 'weight_kg'],
];
const CUSTOMS: readonly (readonly [string, keyof ProductDetail])[] = [
  ['UI.PRODUCT.FIELD.CUSTOMS_DESCRIPTION', 'customs_description'],
  ['UI.PRODUCT.FIELD.MATERIAL_EN', 'material_en'],
  ['UI.PRODUCT.FIELD.MATERIAL_ZH', 'material_zh'],
  ['UI.PRODUCT.FIELD.USAGE', 'usage'],
  ['UI.PRODUCT.FIELD.HS_CODE', 'hs_code'],
];
const FLAGS: readonly (readonly [string, keyof ProductDetail])[] = [
  ['UI.PRODUCT.FIELD.BATTERY', 'battery'],
  ['UI.PRODUCT.FIELD.LIQUID', 'liquid'],
  ['UI.PRODUCT.FIELD.POWDER', 'powder'],
  ['UI.PRODUCT.FIELD.DICE', 'dice'],
  ['UI.PRODUCT.FIELD.MAGNETISM', 'magnetism'],
  ['UI.PRODUCT.FIELD.PACKING_MATERIAL', 'packing_material'],
];
const PICTURES = [
  ['UI.PRODUCT.FIELD.IMAGES', 'images'],
  ['UI.PRODUCT.FIELD.CERTIFICATES', 'certificates'],
  ['UI.PRODUCT.FIELD.BRAND_CERTIFICATES', 'brand_certificates'],
] as const;

const rejectionColumns: readonly Column<ProductRejectionRow>[] = [
  {
    header: 'UI.PRODUCT.DETAIL.REJECTED_AT',
    cell: (row, { language }) => localTime(row.created_at, language),
  },
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
  const { t } = useTranslation();
  const { detail } = props;
  const yesNo = (value: boolean) => t(value ? 'UI.PRODUCT.DETAIL.YES' : 'UI.PRODUCT.DETAIL.NO');
  const plain = (facts: typeof PLAIN) =>
    facts.map(([label, key]): Fact => [t(label), String(detail[key])]);
  const link = detail.product_link;
  return (
    <Facts
      className="product-detail-fields"
      itemClassName="product-detail-field"
      facts={[
        ...plain(PLAIN),
        [
          t('UI.PRODUCT.FIELD.DIMENSIONS'),
          `${detail.length_cm} × ${detail.width_cm} × ${detail.height_cm}`,
        ],
        ...plain(CUSTOMS),
        [t('UI.PRODUCT.FIELD.ORIGIN'), props.origin],
        ...FLAGS.map(([label, key]): Fact => [t(label), yesNo(detail[key] === true)]),
        [t('UI.PRODUCT.FIELD.PRODUCT_TYPE'), t(labelOf(PRODUCT_TYPE_LABELS, detail.product_type))],
        [t('UI.PRODUCT.FIELD.BARCODE_TYPE'), t(labelOf(BARCODE_TYPE_LABELS, detail.barcode_type))],
        [t('UI.PRODUCT.FIELD.BARCODE'), detail.barcode],
        [t('UI.PRODUCT.FIELD.FBA_BARCODE'), detail.fba_barcode],
        [t('UI.PRODUCT.FIELD.BRAND_TYPE'), t(labelOf(BRAND_TYPE_LABELS, detail.brand_type))],
        [t('UI.PRODUCT.FIELD.BRAND_NAME'), detail.brand_name],
        [t('UI.PRODUCT.FIELD.MANUFACTURER'), detail.manufacturer],
        [
          t('UI.PRODUCT.FIELD.PRODUCT_LINK'),
          link === '' ? (
            ''
          ) : (
            <a href={link} target="_blank" rel="noreferrer">
              {link}
            </a>
          ),
        ],
        [t('UI.PRODUCT.FIELD.SPEC_MODEL'), detail.spec_model],
        [t('UI.PRODUCT.FIELD.CREATED_AT'), props.time(detail.created_at)],
        [t('UI.PRODUCT.FIELD.UPDATED_AT'), props.time(detail.updated_at)],
        ...PICTURES.map(([label, key]): Fact => [
          t(label),
          <Pictures key={key} ids={detail[key]} label={t(label)} urlOf={props.urlOf} />,
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
  const place = useScreenPlace();
  const { active } = useActivePane();
  const productId = Number(place.params['product_id']);
  const model = useScreenModel(() => new ProductDetailModel(gateway));
  const [confirmDelete, setConfirmDelete] = useState(false);
  useEffect(() => {
    if (active && Number.isSafeInteger(productId)) void model.load(productId);
  }, [active, productId, model]);
  useEffect(() => void model.loadCountries(), [model]);
  const detail = model.detail;
  const actionLabel = (action: string) => t(labelOf(PRODUCT_ACTION_LABELS, action));
  const statusText = (status: string) => t(statusLabel('product', status));

  if (detail === undefined) {
    if (model.failed)
      return (
        <Message negative role="alert">
          <p>{t('UI.PRODUCT.FORM.LOAD_FAILED')}</p>
          <Link to={productPath('warehouse.product.list')}>
            {t('UI.PRODUCT.FORM.BACK_TO_LIST')}
          </Link>
        </Message>
      );
    return <PageLoader />;
  }

  const act = (action: string) => {
    if (action === 'edit')
      navigator.go(productPath('warehouse.product.edit', { product_id: String(detail.id) }));
    else if (action === 'delete') setConfirmDelete(true);
    else if (isBatchAction(action)) void model.run(action);
  };
  const outcome = model.outcome;

  return (
    <div className="screen product-detail">
      <div className="screen-title-row">
        <div className="product-title">
          <Header as="h1">
            {t('ROUTE.PRODUCT_DETAIL')}: {detail.sku}
          </Header>
          <Label>{statusText(detail.status)}</Label>
        </div>
        <Link to={productPath('warehouse.product.list')}>{t('UI.PRODUCT.FORM.BACK_TO_LIST')}</Link>
      </div>
      <div className="product-row-actions" role="group" aria-label={t('UI.LIST.ACTIONS')}>
        {detail.actions.map((action) => (
          <Button
            key={action}
            type="button"
            size="small"
            primary={action === 'edit' || action === 'submit'}
            negative={action === 'delete'}
            loading={model.acting === action}
            disabled={model.acting !== undefined}
            onClick={() => act(action)}
          >
            {actionLabel(action)}
          </Button>
        ))}
      </div>
      {outcome !== undefined && (
        <Message positive={outcome.ok} negative={!outcome.ok} role="status">
          {outcome.ok
            ? t('UI.PRODUCT.DETAIL.ACTION_OK', {
                action: actionLabel(model.lastAction ?? ''),
                status: statusText(outcome.status ?? detail.status),
              })
            : t('UI.PRODUCT.DETAIL.ACTION_FAILED', {
                action: actionLabel(model.lastAction ?? ''),
                msg: outcome.msg,
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
      <section aria-labelledby="product-rejections">
        <Header as="h2" size="small" id="product-rejections">
          {t('UI.PRODUCT.DETAIL.REJECTIONS')}
        </Header>
        {model.rejections.length === 0 ? (
          <p className="empty-state">{t('UI.PRODUCT.DETAIL.REJECTIONS_EMPTY')}</p>
        ) : (
          <DataTable rows={model.rejections} columns={rejectionColumns} rowKey={(row) => row.id} />
        )}
      </section>
      <Confirm
        role="dialog"
        aria-modal="true"
        aria-label={t('UI.PRODUCT.ACTION.DELETE')}
        header={t('UI.PRODUCT.ACTION.DELETE')}
        open={confirmDelete}
        content={t('UI.PRODUCT.LIST.CONFIRM_DELETE_ONE', { sku: detail.sku })}
        cancelButton={t('UI.COMMON.CANCEL')}
        confirmButton={t('UI.PRODUCT.ACTION.DELETE')}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          void model.run('delete');
        }}
      />
    </div>
  );
});

export default ProductDetailScreen;
