import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Header, Icon, Label, Table } from 'semantic-ui-react';
import { CustomerIdNote } from '../../components/CustomerId';
import { PageLoader } from '../../components/PageLoader';
import { TOKENS } from '../../di-tokens';
import { useInjection } from '../../di-context';
import type { AppStore } from '../../stores/app-store';
import type { UserStore } from '../../stores/user-store';
import { applicationStatusKey } from '../activation/activation-wizard';

/** My warehouse, the default landing page: the merchant's warehouses and their state. */
const MyWarehouseScreen = observer(function MyWarehouseScreen() {
  const { t } = useTranslation();
  const user = useInjection<UserStore>(TOKENS.UserStore);
  const app = useInjection<AppStore>(TOKENS.AppStore);
  return (
    <div className="screen">
      <Header as="h1">{t('ROUTE.MY_WAREHOUSE')}</Header>
      {user.info !== undefined && <CustomerIdNote value={String(user.info.customer_id)} />}
      {user.info === undefined && user.loading && <PageLoader />}
      {user.info !== undefined && user.warehouses.length === 0 && (
        <p className="empty-state">
          <Icon name="inbox" aria-hidden="true" />
          {t('UI.WAREHOUSE.EMPTY')}
        </p>
      )}
      {user.warehouses.length > 0 && (
        <Table celled unstackable>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell scope="col">{t('UI.WAREHOUSE.NAME')}</Table.HeaderCell>
              <Table.HeaderCell scope="col">{t('UI.WAREHOUSE.STATUS')}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {user.warehouses.map((warehouse) => (
              <Table.Row key={warehouse.value}>
                <Table.Cell>
                  {app.language === 'zh' && warehouse.cn_name !== ''
                    ? warehouse.cn_name
                    : warehouse.name}
                  {user.info?.warehouse_id === warehouse.value && (
                    <Label size="tiny" color="blue" className="current-label">
                      {t('UI.WAREHOUSE.CURRENT')}
                    </Label>
                  )}
                </Table.Cell>
                <Table.Cell>{t(applicationStatusKey(warehouse.status))}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
    </div>
  );
});

export default MyWarehouseScreen;
