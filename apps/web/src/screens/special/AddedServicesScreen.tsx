import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Header, Table } from 'semantic-ui-react';
import { ListPager } from '../../components/ListPager';
import { ListStatus } from '../../components/ListStatus';
import { SearchField } from '../../components/SearchField';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import type { ServiceGateway } from '../../gateways/service-gateway';
import { useScreenPlace } from '../../routing/screen-context';
import type { AppStore } from '../../stores/app-store';
import { formatPrice, ServicesModel } from './services-model';

/** The provider's added services with their prices, filterable by service code. */
const AddedServicesScreen = observer(function AddedServicesScreen() {
  const { t } = useTranslation();
  const gateway = useInjection<ServiceGateway>(TOKENS.ServiceGateway);
  const app = useInjection<AppStore>(TOKENS.AppStore);
  const initialCode = useScreenPlace().params['sp_code'] ?? '';
  const [model] = useState(() => new ServicesModel(gateway, initialCode));
  const { list } = model;
  useEffect(() => void list.load(), [list]);
  const zh = app.language === 'zh';
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
      <ListStatus list={list} empty={t('UI.SERVICES.EMPTY')} />
      {list.rows.length > 0 && (
        <Table celled unstackable compact aria-busy={list.loading}>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell scope="col">{t('UI.SERVICES.CODE')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.SERVICES.NAME')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.SERVICES.UNIT')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.SERVICES.PRICE')}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.rows.map((row) => (
              <Table.Row key={row.sp_code}>
                <Table.Cell>{row.sp_code}</Table.Cell>
                <Table.Cell>{zh && row.name_cn !== '' ? row.name_cn : row.name}</Table.Cell>
                <Table.Cell>{zh && row.unit_cn !== '' ? row.unit_cn : row.unit}</Table.Cell>
                <Table.Cell textAlign="right" className="special-price">
                  {t('UI.SERVICES.PRICE_PER_UNIT', {
                    price: formatPrice(row.price),
                    unit: zh && row.unit_cn !== '' ? row.unit_cn : row.unit,
                  })}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
      {list.loaded && list.total > 0 && <ListPager list={list} idPrefix="special" />}
    </div>
  );
});

export default AddedServicesScreen;
