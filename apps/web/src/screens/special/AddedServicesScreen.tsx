import type { AddedService } from '@portal/contract';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Header } from 'semantic-ui-react';
import { SearchField } from '../../components/SearchField';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import { moneyText } from '../../format/money';
import type { Column } from '../../kit/DataTable';
import { PagedTable } from '../../kit/DataTable';
import { useScreenModel } from '../../kit/use-screen';
import { useScreenPlace } from '../../routing/screen-context';
import { ServicesModel } from './services-model';

const local = (language: string, en: string, zh: string) =>
  language === 'zh' && zh !== '' ? zh : en;

const COLUMNS: readonly Column<AddedService>[] = [
  { header: 'UI.SERVICES.CODE', cell: (row) => row.sp_code },
  {
    header: 'UI.SERVICES.NAME',
    cell: (row, { language }) => local(language, row.name, row.name_cn),
  },
  {
    header: 'UI.SERVICES.UNIT',
    cell: (row, { language }) => local(language, row.unit, row.unit_cn),
  },
  {
    header: 'UI.SERVICES.PRICE',
    align: 'right',
    className: 'special-price',
    cell: (row, { t, language }) =>
      t('UI.SERVICES.PRICE_PER_UNIT', {
        price: moneyText(row.price, language),
        unit: local(language, row.unit, row.unit_cn),
      }),
  },
];

/** The provider's added services with their prices, filterable by service code. */
const AddedServicesScreen = observer(function AddedServicesScreen() {
  const { t } = useTranslation();
  const gateway = useInjection(TOKENS.ServiceGateway);
  const initialCode = useScreenPlace().params['sp_code'] ?? '';
  const model = useScreenModel(() => new ServicesModel(gateway, initialCode));
  const { list } = model;
  useEffect(() => void list.load(), [list]);
  return (
    <div className="screen special-screen">
      <Header as="h1">{t('ROUTE.ADDED_SERVICES')}</Header>
      <Form
        className="list-toolbar"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          void model.apply();
        }}
      >
        <SearchField
          id="special-code"
          label={t('UI.SERVICES.CODE')}
          placeholder={t('UI.SERVICES.CODE_HINT')}
          value={model.code}
          onChange={(value) => model.setCode(value)}
        />
        <Button type="submit" primary>
          {t('UI.SERVICES.FILTER')}
        </Button>
        {list.filters['sp_code'] !== '' && (
          <Button type="button" basic onClick={() => void model.clear()}>
            {t('UI.SERVICES.SHOW_ALL')}
          </Button>
        )}
      </Form>
      <PagedTable
        list={list}
        columns={COLUMNS}
        rowKey={(row) => row.sp_code}
        empty={t('UI.SERVICES.EMPTY')}
        idPrefix="special"
      />
    </div>
  );
});

export default AddedServicesScreen;
