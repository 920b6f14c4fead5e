import type { ProductRow } from '@portal/contract';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Label, Table } from 'semantic-ui-react';
import { localTime } from '../../format/local-time';
import {
  BRAND_TYPE_LABELS,
  labelOf,
  PRODUCT_ACTION_LABELS,
  PRODUCT_STATUS_LABELS,
  PRODUCT_TYPE_LABELS,
  productPath,
} from './product-labels';
import type { ProductListModel } from './product-list';

/**
 * One row of the product list, its own observer: ticking a row's box or a change to one row
 * re-renders that row only, not the page of up to 100 (the list stays smooth at 100 rows a page).
 */
export const ProductListRow = observer(function ProductListRow(props: {
  row: ProductRow;
  model: ProductListModel;
  language: string;
  onAction: (row: ProductRow, action: string) => void;
}) {
  const { t } = useTranslation();
  const { row, model } = props;
  const { list } = model;
  const statusLabel = (status: string) => t(labelOf(PRODUCT_STATUS_LABELS, status));
  const actionLabel = (action: string) => t(labelOf(PRODUCT_ACTION_LABELS, action));
  return (
    <Table.Row key={row.id}>
      <Table.Cell collapsing>
        <input
          type="checkbox"
          aria-label={t('UI.LIST.SELECT_ROW', { name: row.sku })}
          checked={list.isSelected(row)}
          onChange={() => list.toggle(row)}
        />
      </Table.Cell>
      <Table.Cell>
        <Link to={productPath('warehouse.product.detail', { product_id: String(row.id) })}>
          {row.sku}
        </Link>
      </Table.Cell>
      <Table.Cell>
        <div>{row.name_en}</div>
        <div lang="zh" className="product-muted">
          {row.name_zh}
        </div>
      </Table.Cell>
      <Table.Cell>
        <Label size="small">{statusLabel(row.status)}</Label>
      </Table.Cell>
      <Table.Cell>{t(labelOf(PRODUCT_TYPE_LABELS, row.product_type))}</Table.Cell>
      <Table.Cell>{t(labelOf(BRAND_TYPE_LABELS, row.brand_type))}</Table.Cell>
      <Table.Cell textAlign="right">{row.price_usd}</Table.Cell>
      <Table.Cell textAlign="right">{row.weight_kg}</Table.Cell>
      <Table.Cell>{localTime(row.updated_at, props.language)}</Table.Cell>
      <Table.Cell>
        <div
          className="product-row-actions"
          role="group"
          aria-label={t('UI.PRODUCT.LIST.ROW_ACTIONS', { sku: row.sku })}
        >
          <Link
            className="ui mini basic button"
            to={productPath('warehouse.product.detail', { product_id: String(row.id) })}
          >
            {t('UI.PRODUCT.LIST.DETAIL')}
          </Link>
          {row.actions.map((action) => (
            <Button
              key={action}
              type="button"
              size="mini"
              basic
              disabled={model.acting !== undefined}
              onClick={() => props.onAction(row, action)}
            >
              {actionLabel(action)}
            </Button>
          ))}
        </div>
      </Table.Cell>
    </Table.Row>
  );
});
