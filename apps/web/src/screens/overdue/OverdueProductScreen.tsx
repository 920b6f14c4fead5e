import type { OverdueProductRow } from '@portal/contract';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Header, Message } from 'semantic-ui-react';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import type { Column } from '../../kit/DataTable';
import { PagedTable } from '../../kit/DataTable';
import { useScreenModel } from '../../kit/use-screen';
import { overdueProductList } from './overdue-model';

const columns: readonly Column<OverdueProductRow>[] = [
  { header: 'UI.OVERDUE.SKU', cell: (row) => row.sku },
  {
    header: 'UI.OVERDUE.PRODUCT',
    cell: (row, { language }) => (language === 'zh' ? row.cn_name : row.name),
  },
  {
    header: 'UI.OVERDUE.WAREHOUSE',
    cell: (row, { language }) => (language === 'zh' ? row.warehouse_cn_name : row.warehouse_name),
  },
  { header: 'UI.OVERDUE.ON_HAND', cell: (row) => row.on_hand, align: 'right' },
  { header: 'UI.OVERDUE.UNITS_NORMAL', cell: (row) => row.units_normal, align: 'right' },
  { header: 'UI.OVERDUE.UNITS_DOUBLE', cell: (row) => row.units_double, align: 'right' },
  { header: 'UI.OVERDUE.UNITS_QUADRUPLE', cell: (row) => row.units_quadruple, align: 'right' },
  { header: 'UI.OVERDUE.OLDEST_AGE', cell: (row) => row.oldest_age_days, align: 'right' },
];

/** Overdue products: the stock on the shelf by age tier, oldest first. */
const OverdueProductScreen = observer(function OverdueProductScreen() {
  const { t } = useTranslation();
  const gateway = useInjection(TOKENS.OverdueGateway);
  const list = useScreenModel(() => overdueProductList(gateway));
  useEffect(() => void list.load(), [list]);
  const tier = list.filters['tier'] ?? 'all';
  return (
    <div className="screen overdue-product-screen">
      <Header as="h1">{t('UI.OVERDUE.PRODUCT_TITLE')}</Header>
      <Message info>{t('UI.OVERDUE.TIERS_HINT')}</Message>
      <Button.Group size="small" aria-label={t('UI.OVERDUE.SHOW')}>
        <Button
          id="overdue-show-all"
          active={tier === 'all'}
          onClick={() => void list.setFilter('tier', 'all')}
        >
          {t('UI.OVERDUE.SHOW_ALL')}
        </Button>
        <Button
          id="overdue-show-overdue"
          active={tier === 'overdue'}
          onClick={() => void list.setFilter('tier', 'overdue')}
        >
          {t('UI.OVERDUE.SHOW_OVERDUE')}
        </Button>
      </Button.Group>
      <PagedTable
        list={list}
        columns={columns}
        empty={t('UI.OVERDUE.NO_PRODUCTS')}
        idPrefix="overdue-product"
      />
    </div>
  );
});

export default OverdueProductScreen;
