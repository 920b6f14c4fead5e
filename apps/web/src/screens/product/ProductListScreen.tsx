import type { ProductRow } from '@portal/contract';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from 'semantic-ui-react';
import { FileButton } from '../../components/FileButton';
import { TOKENS } from '../../di-tokens';
import { useInjection } from '../../di-context';
import { ActionButtons } from '../../kit/Actions';
import type { Column } from '../../kit/DataTable';
import { figureColumn, moneyColumn, timeColumn } from '../../kit/DataTable';
import { FilterTabs } from '../../kit/FilterTabs';
import { BatchResult, ListScreen, selectColumn, UploadProblem } from '../../kit/ListScreen';
import { labelOptions, statusLabel } from '../../kit/status-label';
import { useScreenModel } from '../../kit/use-screen';
import type { ProductBatchAction } from '../../gateways/product-gateway';
import {
  BRAND_TYPE_LABELS,
  labelOf,
  PRODUCT_ACTION_LABELS,
  PRODUCT_TYPE_LABELS,
  productPath,
  productQuestion,
  uploadResultPath,
} from './product-labels';
import {
  isBatchAction,
  PRODUCT_BATCH_ACTIONS,
  PRODUCT_TABS,
  ProductListModel,
} from './product-list';
import { saveFile } from '../../kit/save-file';

const detailPath = (row: ProductRow) =>
  productPath('warehouse.product.detail', { product_id: String(row.id) });

// each row is its own observer (DataTable): ticking one box re-renders one row of up to 100
const columns = (
  model: ProductListModel,
  onAction: (row: ProductRow, action: string) => void,
): readonly Column<ProductRow>[] => [
  selectColumn(model.list, (row) => row.sku),
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
    // semantic-ui's Label markup, without its component on each of up to 100 rows
    cell: (row, { t }) => (
      <div className="ui small label">{t(statusLabel('product', row.status))}</div>
    ),
  },
  {
    header: 'UI.PRODUCT.FIELD.PRODUCT_TYPE',
    cell: (row, { t }) => t(labelOf(PRODUCT_TYPE_LABELS, row.product_type)),
  },
  {
    header: 'UI.PRODUCT.FIELD.BRAND_TYPE',
    cell: (row, { t }) => t(labelOf(BRAND_TYPE_LABELS, row.brand_type)),
  },
  moneyColumn('UI.PRODUCT.FIELD.PRICE', (row) => row.price),
  figureColumn('UI.PRODUCT.FIELD.WEIGHT', (row) => row.weight_kg),
  timeColumn('UI.PRODUCT.FIELD.UPDATED_AT', (row) => row.updated_at),
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
        <ActionButtons
          actions={row.actions}
          size="mini"
          label={(action) => t(labelOf(PRODUCT_ACTION_LABELS, action))}
          look={() => ({ basic: true, disabled: model.batch.acting !== undefined })}
          ask={(action) => productQuestion(t, action, row.sku)}
          onAct={(action) => onAction(row, action)}
        />
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
  const { list, batch, spreadsheet } = model;
  const actionLabel = (action: string) => t(labelOf(PRODUCT_ACTION_LABELS, action));
  // one column set for the screen's life, so a row re-renders only when its own data changes
  const table = useMemo(
    () =>
      columns(model, (row, action) => {
        if (action === 'edit')
          navigator.go(productPath('warehouse.product.edit', { product_id: String(row.id) }));
        else if (isBatchAction(action)) void model.runRowAction(row, action);
      }),
    [navigator, model],
  );
  const upload = async (file: File | undefined) => {
    const result = file === undefined ? undefined : await spreadsheet.upload(file);
    if (result !== undefined) navigator.go(uploadResultPath(result.id));
  };
  const downloadTemplate = async () => {
    const file = await model.downloadTemplate();
    if (file !== undefined) saveFile(file.body, file.fileName);
  };
  const choice = (filter: string, id: string, label: string, labels: Record<string, string>) =>
    ({
      kind: 'select',
      filter,
      id,
      label,
      placeholder: 'UI.PRODUCT.LIST.ANY',
      options: labelOptions(labels, t),
    }) as const;

  return (
    <ListScreen
      list={list}
      title="ROUTE.PRODUCT_LIST"
      empty="UI.PRODUCT.LIST.EMPTY"
      className="product-list"
      idPrefix="product-list"
      columns={table}
      create={{ label: 'UI.PRODUCT.LIST.CREATE', to: productPath('warehouse.product.create') }}
      tools={
        <div className="product-toolbar-buttons">
          <span className="product-upload">
            <FileButton
              id="product-upload-file"
              text={t('UI.PRODUCT.LIST.UPLOAD')}
              title={t('UI.PRODUCT.LIST.UPLOAD_LABEL')}
              accept=".xlsx,.xls,.csv"
              loading={spreadsheet.busy}
              describedBy={spreadsheet.problem === undefined ? undefined : 'product-upload-error'}
              onFiles={(files) => void upload(files[0])}
            />
          </span>
          <Button
            type="button"
            basic
            loading={model.template.busy}
            disabled={model.template.busy}
            onClick={() => void downloadTemplate()}
          >
            {t('UI.PRODUCT.LIST.TEMPLATE')}
          </Button>
        </div>
      }
      before={
        <>
          <UploadProblem id="product-upload-error" problem={spreadsheet.problem} />
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
        </>
      }
      search={{
        onSubmit: () => void model.search(),
        button: <Button type="submit" icon="search" content={t('UI.LIST.SEARCH')} />,
      }}
      filters={[
        {
          kind: 'search',
          filter: 'keyword',
          id: 'product-keyword',
          label: 'UI.PRODUCT.LIST.SEARCH_LABEL',
          placeholder: 'UI.PRODUCT.LIST.SEARCH_PLACEHOLDER',
          value: model.keyword,
          onChange: model.setKeyword,
        },
        choice(
          'product_type',
          'product-filter-type',
          'UI.PRODUCT.FIELD.PRODUCT_TYPE',
          PRODUCT_TYPE_LABELS,
        ),
        choice(
          'brand_type',
          'product-filter-brand',
          'UI.PRODUCT.FIELD.BRAND_TYPE',
          BRAND_TYPE_LABELS,
        ),
      ]}
      above={
        <>
          <div className="product-batch" role="group" aria-label={t('UI.PRODUCT.LIST.BATCH')}>
            <span aria-live="polite">{t('UI.LIST.SELECTED', { count: list.selected.size })}</span>
            <ActionButtons<ProductBatchAction>
              actions={PRODUCT_BATCH_ACTIONS}
              label={actionLabel}
              look={(action) => ({
                negative: action === 'delete',
                basic: action !== 'delete',
                disabled: list.selected.size === 0 || batch.acting !== undefined,
                loading: batch.acting === action,
              })}
              ask={(action) => productQuestion(t, action)}
              onAct={(action) => void model.runBatch(action)}
            />
          </div>
          <BatchResult
            outcome={batch.outcome}
            header={(outcome) =>
              t('UI.PRODUCT.LIST.BATCH_RESULT', { ...outcome, action: actionLabel(outcome.action) })
            }
            failure={(failure) =>
              t('UI.PRODUCT.LIST.BATCH_FAILED_ROW', { sku: failure.name, msg: failure.msg })
            }
            onDismiss={batch.dismiss}
          />
        </>
      }
    />
  );
});

export default ProductListScreen;
