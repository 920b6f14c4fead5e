import type { ProductRow } from '@portal/contract';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Confirm, Form, Header, Label, Message } from 'semantic-ui-react';
import { FileButton } from '../../components/FileButton';
import { ListFilterSelect } from '../../components/ListFilterSelect';
import { SearchField } from '../../components/SearchField';
import { TOKENS } from '../../di-tokens';
import { useInjection } from '../../di-context';
import { localTime } from '../../format/local-time';
import type { Column } from '../../kit/DataTable';
import { PagedTable } from '../../kit/DataTable';
import { FilterTabs } from '../../kit/FilterTabs';
import { statusLabel } from '../../kit/status-label';
import { useScreenModel, useWhenShown } from '../../kit/use-screen';
import {
  BRAND_TYPE_LABELS,
  labelOf,
  PRODUCT_ACTION_LABELS,
  PRODUCT_TYPE_LABELS,
  productPath,
  uploadResultPath,
} from './product-labels';
import {
  isBatchAction,
  PRODUCT_BATCH_ACTIONS,
  PRODUCT_TABS,
  ProductListModel,
} from './product-list';
import { saveFile } from './save-file';

/** A delete waiting for the merchant's confirmation: the selection, or one row. */
type PendingDelete =
  { readonly kind: 'batch' } | { readonly kind: 'row'; readonly row: ProductRow };

const detailPath = (row: ProductRow) =>
  productPath('warehouse.product.detail', { product_id: String(row.id) });

// each row is its own observer (DataTable): ticking one box re-renders one row of up to 100
const columns = (
  model: ProductListModel,
  onAction: (row: ProductRow, action: string) => void,
): readonly Column<ProductRow>[] => [
  {
    header: ({ t }) => (
      <input
        type="checkbox"
        aria-label={t('UI.LIST.SELECT_ALL')}
        checked={model.list.allSelected}
        onChange={() => model.list.toggleAll()}
      />
    ),
    collapsing: true,
    cell: (row, { t }) => (
      <input
        type="checkbox"
        aria-label={t('UI.LIST.SELECT_ROW', { name: row.sku })}
        checked={model.list.isSelected(row)}
        onChange={() => model.list.toggle(row)}
      />
    ),
  },
  { header: 'UI.PRODUCT.FIELD.SKU', cell: (row) => <Link to={detailPath(row)}>{row.sku}</Link> },
  {
    header: 'UI.PRODUCT.FIELD.NAME',
    cell: (row) => (
      <>
        <div>{row.name_en}</div>
        <div lang="zh" className="product-muted">
          {row.name_zh}
        </div>
      </>
    ),
  },
  {
    header: 'UI.PRODUCT.FIELD.STATUS',
    cell: (row, { t }) => <Label size="small">{t(statusLabel('product', row.status))}</Label>,
  },
  {
    header: 'UI.PRODUCT.FIELD.PRODUCT_TYPE',
    cell: (row, { t }) => t(labelOf(PRODUCT_TYPE_LABELS, row.product_type)),
  },
  {
    header: 'UI.PRODUCT.FIELD.BRAND_TYPE',
    cell: (row, { t }) => t(labelOf(BRAND_TYPE_LABELS, row.brand_type)),
  },
  { header: 'UI.PRODUCT.FIELD.PRICE', cell: (row) => row.price_usd, align: 'right' },
  { header: 'UI.PRODUCT.FIELD.WEIGHT', cell: (row) => row.weight_kg, align: 'right' },
  {
    header: 'UI.PRODUCT.FIELD.UPDATED_AT',
    cell: (row, { language }) => localTime(row.updated_at, language),
  },
  {
    header: 'UI.LIST.ACTIONS',
    cell: (row, { t }) => (
      <div
        className="product-row-actions"
        role="group"
        aria-label={t('UI.PRODUCT.LIST.ROW_ACTIONS', { sku: row.sku })}
      >
        <Link className="ui mini basic button" to={detailPath(row)}>
          {t('UI.PRODUCT.LIST.DETAIL')}
        </Link>
        {row.actions.map((action) => (
          <Button
            key={action}
            type="button"
            size="mini"
            basic
            disabled={model.acting !== undefined}
            onClick={() => onAction(row, action)}
          >
            {t(labelOf(PRODUCT_ACTION_LABELS, action))}
          </Button>
        ))}
      </div>
    ),
  },
];

/** The product list: status tabs, search and filters, batch and row actions, batch upload. */
const ProductListScreen = observer(function ProductListScreen() {
  const { t } = useTranslation();
  const gateway = useInjection(TOKENS.ProductGateway);
  const navigator = useInjection(TOKENS.Navigator);
  const model = useScreenModel(() => new ProductListModel(gateway));
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | undefined>(undefined);
  const { list } = model;
  // shown again (a kept-alive tab, or back from a form): the page may have changed meanwhile
  useWhenShown(() => void list.load(), [list]);

  const actionLabel = (action: string) => t(labelOf(PRODUCT_ACTION_LABELS, action));
  const anyLabel = t('UI.PRODUCT.LIST.ANY');

  // one column set for the screen's life, so a row re-renders only when its own data changes
  const table = useMemo(
    () =>
      columns(model, (row, action) => {
        if (action === 'edit')
          navigator.go(productPath('warehouse.product.edit', { product_id: String(row.id) }));
        else if (action === 'delete') setPendingDelete({ kind: 'row', row });
        else if (isBatchAction(action)) void model.runRowAction(row, action);
      }),
    [navigator, model],
  );

  const confirmDelete = () => {
    const pending = pendingDelete;
    setPendingDelete(undefined);
    if (pending?.kind === 'batch') void model.runBatch('delete');
    else if (pending?.kind === 'row') void model.runRowAction(pending.row, 'delete');
  };

  const upload = async (file: File | undefined) => {
    if (file === undefined) return;
    const id = await model.upload(file);
    if (id !== undefined) navigator.go(uploadResultPath(id));
  };

  const downloadTemplate = async () => {
    const file = await model.template();
    if (file !== undefined) saveFile(file.body, file.fileName);
  };

  return (
    <div className="screen product-list">
      <div className="screen-title-row">
        <Header as="h1">{t('ROUTE.PRODUCT_LIST')}</Header>
        <div className="product-toolbar-buttons">
          <Button
            primary
            type="button"
            onClick={() => navigator.go(productPath('warehouse.product.create'))}
          >
            {t('UI.PRODUCT.LIST.CREATE')}
          </Button>
          <span className="product-upload">
            <FileButton
              id="product-upload-file"
              text={t('UI.PRODUCT.LIST.UPLOAD')}
              title={t('UI.PRODUCT.LIST.UPLOAD_LABEL')}
              accept=".xlsx,.xls,.csv"
              loading={model.uploading}
              describedBy={
                model.uploadError !== undefined || model.uploadFailure !== undefined
                  ? 'product-upload-error'
                  : undefined
              }
              onFiles={(files) => void upload(files[0])}
            />
          </span>
          <Button
            type="button"
            basic
            loading={model.downloading}
            disabled={model.downloading}
            onClick={() => void downloadTemplate()}
          >
            {t('UI.PRODUCT.LIST.TEMPLATE')}
          </Button>
        </div>
      </div>
      {(model.uploadError !== undefined || model.uploadFailure !== undefined) && (
        <Message negative id="product-upload-error" role="alert">
          {model.uploadError !== undefined
            ? t(model.uploadError.code, { ...model.uploadError.params })
            : model.uploadFailure}
        </Message>
      )}

      <FilterTabs
        list={list}
        filter="status"
        tabs={PRODUCT_TABS}
        className="product-tabs"
        label={t('UI.PRODUCT.LIST.TABS')}
        text={(tab) =>
          t('UI.PRODUCT.LIST.TAB', {
            label: tab === '' ? t('UI.LIST.ALL') : t(statusLabel('product', tab)),
            count: model.count(tab),
          })
        }
      />

      <Form className="list-toolbar" role="search" onSubmit={() => void model.search()}>
        <SearchField
          id="product-keyword"
          label={t('UI.PRODUCT.LIST.SEARCH_LABEL')}
          placeholder={t('UI.PRODUCT.LIST.SEARCH_PLACEHOLDER')}
          value={model.keyword}
          onChange={(value) => model.setKeyword(value)}
        />
        <Button type="submit" icon="search" content={t('UI.LIST.SEARCH')} />
        <ListFilterSelect
          list={list}
          filter="product_type"
          id="product-filter-type"
          label={t('UI.PRODUCT.FIELD.PRODUCT_TYPE')}
          placeholder={anyLabel}
          options={Object.entries(PRODUCT_TYPE_LABELS).map(([value, key]) => ({
            value,
            text: t(key),
          }))}
        />
        <ListFilterSelect
          list={list}
          filter="brand_type"
          id="product-filter-brand"
          label={t('UI.PRODUCT.FIELD.BRAND_TYPE')}
          placeholder={anyLabel}
          options={Object.entries(BRAND_TYPE_LABELS).map(([value, key]) => ({
            value,
            text: t(key),
          }))}
        />
      </Form>

      <div className="product-batch" role="group" aria-label={t('UI.PRODUCT.LIST.BATCH')}>
        <span aria-live="polite">{t('UI.LIST.SELECTED', { count: list.selected.size })}</span>
        {PRODUCT_BATCH_ACTIONS.map((action) => (
          <Button
            key={action}
            type="button"
            size="small"
            negative={action === 'delete'}
            basic={action !== 'delete'}
            disabled={list.selected.size === 0 || model.acting !== undefined}
            loading={model.acting === action}
            onClick={() =>
              action === 'delete'
                ? setPendingDelete({ kind: 'batch' })
                : void model.runBatch(action)
            }
          >
            {actionLabel(action)}
          </Button>
        ))}
      </div>

      {model.outcome !== undefined && (
        <Message
          warning={model.outcome.failed > 0}
          positive={model.outcome.failed === 0}
          role="status"
          onDismiss={() => model.dismissOutcome()}
        >
          <Message.Header>
            {t('UI.PRODUCT.LIST.BATCH_RESULT', {
              action: actionLabel(model.outcome.action),
              succeeded: model.outcome.succeeded,
              failed: model.outcome.failed,
            })}
          </Message.Header>
          {model.outcome.failures.length > 0 && (
            <ul className="product-failures">
              {model.outcome.failures.map((failure) => (
                <li key={failure.id}>
                  {t('UI.PRODUCT.LIST.BATCH_FAILED_ROW', { sku: failure.sku, msg: failure.msg })}
                </li>
              ))}
            </ul>
          )}
        </Message>
      )}

      <div className="product-table-wrap">
        <PagedTable
          list={list}
          columns={table}
          empty={t('UI.PRODUCT.LIST.EMPTY')}
          idPrefix="product-list"
        />
      </div>

      <Confirm
        role="dialog"
        aria-modal="true"
        aria-label={t('UI.PRODUCT.ACTION.DELETE')}
        header={t('UI.PRODUCT.ACTION.DELETE')}
        open={pendingDelete !== undefined}
        content={
          pendingDelete?.kind === 'row'
            ? t('UI.PRODUCT.LIST.CONFIRM_DELETE_ONE', { sku: pendingDelete.row.sku })
            : t('UI.PRODUCT.LIST.CONFIRM_DELETE')
        }
        cancelButton={t('UI.COMMON.CANCEL')}
        confirmButton={t('UI.PRODUCT.ACTION.DELETE')}
        onCancel={() => setPendingDelete(undefined)}
        onConfirm={confirmDelete}
      />
    </div>
  );
});

export default ProductListScreen;
