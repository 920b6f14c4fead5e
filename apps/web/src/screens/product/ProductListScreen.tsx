import type { ProductRow } from '@portal/contract';
import type { Navigator } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Confirm, Form, Header, Message, Table } from 'semantic-ui-react';
import { FileButton } from '../../components/FileButton';
import { ListFilterSelect } from '../../components/ListFilterSelect';
import { ListPager } from '../../components/ListPager';
import { ListStatus } from '../../components/ListStatus';
import { SearchField } from '../../components/SearchField';
import { TOKENS } from '../../di-tokens';
import { useInjection } from '../../di-context';
import type { AppStore } from '../../stores/app-store';
import type { ProductGateway } from '../../gateways/product-gateway';
import {
  BRAND_TYPE_LABELS,
  labelOf,
  PRODUCT_ACTION_LABELS,
  PRODUCT_STATUS_LABELS,
  PRODUCT_TYPE_LABELS,
  productPath,
  uploadResultPath,
} from './product-labels';
import {
  isBatchAction,
  neighbourTab,
  PRODUCT_BATCH_ACTIONS,
  PRODUCT_TABS,
  ProductListModel,
} from './product-list';
import { ProductListRow } from './ProductListRow';
import { saveFile } from './save-file';
import { useActivePane } from './use-active-pane';

/** A delete waiting for the merchant's confirmation: the selection, or one row. */
type PendingDelete =
  { readonly kind: 'batch' } | { readonly kind: 'row'; readonly row: ProductRow };

/** The product list: status tabs, search and filters, batch and row actions, batch upload. */
const ProductListScreen = observer(function ProductListScreen() {
  const { t } = useTranslation();
  const gateway = useInjection<ProductGateway>(TOKENS.ProductGateway);
  const navigator = useInjection<Navigator>(TOKENS.Navigator);
  const app = useInjection<AppStore>(TOKENS.AppStore);
  const [model] = useState(() => new ProductListModel(gateway));
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | undefined>(undefined);
  const { active } = useActivePane();
  const { list } = model;
  // shown again (a kept-alive tab, or back from a form): the page may have changed meanwhile
  useEffect(() => {
    if (active) void list.load();
  }, [active, list]);

  const statusLabel = (status: string) => t(labelOf(PRODUCT_STATUS_LABELS, status));
  const actionLabel = (action: string) => t(labelOf(PRODUCT_ACTION_LABELS, action));
  const anyLabel = t('UI.PRODUCT.LIST.ANY');

  // one function for the screen's life, so a row re-renders only when its own data changes
  const rowAction = useCallback(
    (row: ProductRow, action: string) => {
      if (action === 'edit')
        navigator.go(productPath('warehouse.product.edit', { product_id: String(row.id) }));
      else if (action === 'delete') setPendingDelete({ kind: 'row', row });
      else if (isBatchAction(action)) void model.runRowAction(row, action);
    },
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

      <div
        className="ui tabular menu product-tabs"
        role="tablist"
        aria-label={t('UI.PRODUCT.LIST.TABS')}
      >
        {PRODUCT_TABS.map((tab) => {
          const label = tab === '' ? t('UI.LIST.ALL') : statusLabel(tab);
          const selected = model.status === tab;
          return (
            <button
              key={tab === '' ? 'all' : tab}
              type="button"
              role="tab"
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              className={selected ? 'active item' : 'item'}
              onClick={() => void model.chooseTab(tab)}
              onKeyDown={(event) => {
                const next = neighbourTab(tab, event.key);
                if (next === undefined) return;
                event.preventDefault();
                const buttons = event.currentTarget.parentElement?.querySelectorAll('button');
                buttons?.[PRODUCT_TABS.indexOf(next)]?.focus();
                void model.chooseTab(next);
              }}
            >
              {t('UI.PRODUCT.LIST.TAB', { label, count: model.count(tab) })}
            </button>
          );
        })}
      </div>

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
          onDismiss={model.dismissOutcome}
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

      <ListStatus list={list} empty={t('UI.PRODUCT.LIST.EMPTY')} />
      {list.rows.length > 0 && (
        <div className="product-table-wrap">
          <Table compact celled unstackable aria-busy={list.loading}>
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell collapsing>
                  <input
                    type="checkbox"
                    aria-label={t('UI.LIST.SELECT_ALL')}
                    checked={list.allSelected}
                    onChange={list.toggleAll}
                  />
                </Table.HeaderCell>
                <Table.HeaderCell>{t('UI.PRODUCT.FIELD.SKU')}</Table.HeaderCell>
                <Table.HeaderCell>{t('UI.PRODUCT.FIELD.NAME')}</Table.HeaderCell>
                <Table.HeaderCell>{t('UI.PRODUCT.FIELD.STATUS')}</Table.HeaderCell>
                <Table.HeaderCell>{t('UI.PRODUCT.FIELD.PRODUCT_TYPE')}</Table.HeaderCell>
                <Table.HeaderCell>{t('UI.PRODUCT.FIELD.BRAND_TYPE')}</Table.HeaderCell>
                <Table.HeaderCell textAlign="right">{t('UI.PRODUCT.FIELD.PRICE')}</Table.HeaderCell>
                <Table.HeaderCell textAlign="right">
                  {t('UI.PRODUCT.FIELD.WEIGHT')}
                </Table.HeaderCell>
                <Table.HeaderCell>{t('UI.PRODUCT.FIELD.UPDATED_AT')}</Table.HeaderCell>
                <Table.HeaderCell>{t('UI.LIST.ACTIONS')}</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.rows.map((row) => (
                <ProductListRow
                  key={row.id}
                  row={row}
                  model={model}
                  language={app.language}
                  onAction={rowAction}
                />
              ))}
            </Table.Body>
          </Table>
        </div>
      )}
      {list.loaded && <ListPager list={list} idPrefix="product-list" />}

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
