import type { ProductDetail } from '@portal/contract';
import type { Navigator } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Confirm, Header, Label, Message, Table } from 'semantic-ui-react';
import { PageLoader } from '../../components/PageLoader';
import { TOKENS } from '../../di-tokens';
import { useInjection } from '../../di-context';
import type { AppStore } from '../../stores/app-store';
import { localTime } from '../../format/local-time';
import type { ProductGateway } from '../../gateways/product-gateway';
import { useScreenPlace } from '../../routing/screen-context';
import { ProductDetailModel } from './product-detail';
import { isBatchAction } from './product-list';
import {
  BARCODE_TYPE_LABELS,
  BRAND_TYPE_LABELS,
  labelOf,
  PRODUCT_ACTION_LABELS,
  PRODUCT_STATUS_LABELS,
  PRODUCT_TYPE_LABELS,
  productPath,
} from './product-labels';
import { useActivePane } from './use-active-pane';

function Field(props: { label: string; children: ReactNode }) {
  return (
    <div className="product-detail-field">
      <dt>{props.label}</dt>
      <dd>{props.children === '' ? '—' : props.children}</dd>
    </div>
  );
}

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
  return (
    <dl className="product-detail-fields">
      <Field label={t('UI.PRODUCT.FIELD.SKU')}>{detail.sku}</Field>
      <Field label={t('UI.PRODUCT.FIELD.NAME_EN')}>{detail.name_en}</Field>
      <Field label={t('UI.PRODUCT.FIELD.NAME_ZH')}>
        <span lang="zh">{detail.name_zh}</span>
      </Field>
      <Field label={t('UI.PRODUCT.FIELD.PRICE')}>{detail.price_usd}</Field>
      <Field label={t('UI.PRODUCT.FIELD.DECLARED_VALUE')}>{detail.declared_value_usd}</Field>
      <Field label={t('UI.PRODUCT.FIELD.WEIGHT')}>{detail.weight_kg}</Field>
      <Field label={t('UI.PRODUCT.FIELD.DIMENSIONS')}>
        {`${detail.length_cm} × ${detail.width_cm} × ${detail.height_cm}`}
      </Field>
      <Field label={t('UI.PRODUCT.FIELD.CUSTOMS_DESCRIPTION')}>{detail.customs_description}</Field>
      <Field label={t('UI.PRODUCT.FIELD.MATERIAL_EN')}>{detail.material_en}</Field>
      <Field label={t('UI.PRODUCT.FIELD.MATERIAL_ZH')}>{detail.material_zh}</Field>
      <Field label={t('UI.PRODUCT.FIELD.USAGE')}>{detail.usage}</Field>
      <Field label={t('UI.PRODUCT.FIELD.HS_CODE')}>{detail.hs_code}</Field>
      <Field label={t('UI.PRODUCT.FIELD.ORIGIN')}>{props.origin}</Field>
      <Field label={t('UI.PRODUCT.FIELD.BATTERY')}>{yesNo(detail.battery)}</Field>
      <Field label={t('UI.PRODUCT.FIELD.LIQUID')}>{yesNo(detail.liquid)}</Field>
      <Field label={t('UI.PRODUCT.FIELD.POWDER')}>{yesNo(detail.powder)}</Field>
      <Field label={t('UI.PRODUCT.FIELD.DICE')}>{yesNo(detail.dice)}</Field>
      <Field label={t('UI.PRODUCT.FIELD.MAGNETISM')}>{yesNo(detail.magnetism)}</Field>
      <Field label={t('UI.PRODUCT.FIELD.PACKING_MATERIAL')}>{yesNo(detail.packing_material)}</Field>
      <Field label={t('UI.PRODUCT.FIELD.PRODUCT_TYPE')}>
        {t(labelOf(PRODUCT_TYPE_LABELS, detail.product_type))}
      </Field>
      <Field label={t('UI.PRODUCT.FIELD.BARCODE_TYPE')}>
        {t(labelOf(BARCODE_TYPE_LABELS, detail.barcode_type))}
      </Field>
      <Field label={t('UI.PRODUCT.FIELD.BARCODE')}>{detail.barcode}</Field>
      <Field label={t('UI.PRODUCT.FIELD.FBA_BARCODE')}>{detail.fba_barcode}</Field>
      <Field label={t('UI.PRODUCT.FIELD.BRAND_TYPE')}>
        {t(labelOf(BRAND_TYPE_LABELS, detail.brand_type))}
      </Field>
      <Field label={t('UI.PRODUCT.FIELD.BRAND_NAME')}>{detail.brand_name}</Field>
      <Field label={t('UI.PRODUCT.FIELD.MANUFACTURER')}>{detail.manufacturer}</Field>
      <Field label={t('UI.PRODUCT.FIELD.PRODUCT_LINK')}>
        {detail.product_link === '' ? (
          ''
        ) : (
          <a href={detail.product_link} target="_blank" rel="noreferrer">
            {detail.product_link}
          </a>
        )}
      </Field>
      <Field label={t('UI.PRODUCT.FIELD.SPEC_MODEL')}>{detail.spec_model}</Field>
      <Field label={t('UI.PRODUCT.FIELD.CREATED_AT')}>{props.time(detail.created_at)}</Field>
      <Field label={t('UI.PRODUCT.FIELD.UPDATED_AT')}>{props.time(detail.updated_at)}</Field>
      <Field label={t('UI.PRODUCT.FIELD.IMAGES')}>
        <Pictures ids={detail.images} label={t('UI.PRODUCT.FIELD.IMAGES')} urlOf={props.urlOf} />
      </Field>
      <Field label={t('UI.PRODUCT.FIELD.CERTIFICATES')}>
        <Pictures
          ids={detail.certificates}
          label={t('UI.PRODUCT.FIELD.CERTIFICATES')}
          urlOf={props.urlOf}
        />
      </Field>
      <Field label={t('UI.PRODUCT.FIELD.BRAND_CERTIFICATES')}>
        <Pictures
          ids={detail.brand_certificates}
          label={t('UI.PRODUCT.FIELD.BRAND_CERTIFICATES')}
          urlOf={props.urlOf}
        />
      </Field>
    </dl>
  );
}

/** One product: every field, its pictures, status, rejection reason and log, and its actions. */
const ProductDetailScreen = observer(function ProductDetailScreen() {
  const { t } = useTranslation();
  const gateway = useInjection<ProductGateway>(TOKENS.ProductGateway);
  const navigator = useInjection<Navigator>(TOKENS.Navigator);
  const app = useInjection<AppStore>(TOKENS.AppStore);
  const time = (iso: string) => localTime(iso, app.language);
  const place = useScreenPlace();
  const { active } = useActivePane();
  const productId = Number(place.params['product_id']);
  const [model] = useState(() => new ProductDetailModel(gateway));
  const [confirmDelete, setConfirmDelete] = useState(false);
  useEffect(() => {
    if (active && Number.isSafeInteger(productId)) void model.load(productId);
  }, [active, productId, model]);
  useEffect(() => void model.loadCountries(), [model]);
  const detail = model.detail;
  const actionLabel = (action: string) => t(labelOf(PRODUCT_ACTION_LABELS, action));
  const statusLabel = (status: string) => t(labelOf(PRODUCT_STATUS_LABELS, status));

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
          <Label>{statusLabel(detail.status)}</Label>
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
                status: statusLabel(outcome.status ?? detail.status),
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
        urlOf={model.pictureUrl}
        time={time}
      />
      <section aria-labelledby="product-rejections">
        <Header as="h2" size="small" id="product-rejections">
          {t('UI.PRODUCT.DETAIL.REJECTIONS')}
        </Header>
        {model.rejections.length === 0 ? (
          <p className="empty-state">{t('UI.PRODUCT.DETAIL.REJECTIONS_EMPTY')}</p>
        ) : (
          <Table compact celled unstackable>
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>{t('UI.PRODUCT.DETAIL.REJECTED_AT')}</Table.HeaderCell>
                <Table.HeaderCell>{t('UI.PRODUCT.DETAIL.REASON')}</Table.HeaderCell>
                <Table.HeaderCell>{t('UI.PRODUCT.DETAIL.OPERATOR')}</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {model.rejections.map((row) => (
                <Table.Row key={row.id}>
                  <Table.Cell>{time(row.created_at)}</Table.Cell>
                  <Table.Cell>{row.reason}</Table.Cell>
                  <Table.Cell>{row.operator}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
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
