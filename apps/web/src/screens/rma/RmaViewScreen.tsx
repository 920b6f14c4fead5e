import type { Navigator } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Header, Label, Message, Segment } from 'semantic-ui-react';
import { LineQuantitiesTable } from '../../components/LineQuantitiesTable';
import { PageLoader } from '../../components/PageLoader';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import type { RmaGateway } from '../../gateways/rma-gateway';
import { useScreenPlace } from '../../routing/screen-context';
import type { AppStore } from '../../stores/app-store';
import type { UserStore } from '../../stores/user-store';
import { localTime } from '../../format/local-time';
import { routeId } from '../inventory/inventory-edit-model';
import { rmaPaths } from './rma-list-model';
import { RmaViewModel } from './rma-view-model';
import { rmaStatusKey } from './rma-labels';

/** A return: its status, details, lines with expected, received, qualified, unqualified, disposed. */
const RmaViewScreen = observer(function RmaViewScreen() {
  const { t } = useTranslation();
  const gateway = useInjection<RmaGateway>(TOKENS.RmaGateway);
  const navigator = useInjection<Navigator>(TOKENS.Navigator);
  const user = useInjection<UserStore>(TOKENS.UserStore);
  const app = useInjection<AppStore>(TOKENS.AppStore);
  const id = routeId(useScreenPlace().params['id']);
  const [model] = useState(() => (id === undefined ? undefined : new RmaViewModel(gateway, id)));
  useEffect(() => void model?.load(), [model]);
  const detail = model?.detail;
  const warehouseName =
    detail === undefined ? '' : user.warehouseName(detail.warehouse_id, app.language);
  return (
    <div className="screen rma-screen">
      <Header as="h1">{t('ROUTE.RMA_VIEW')}</Header>
      <p>
        <Link to={rmaPaths.list}>{t('UI.RMA.BACK_TO_LIST')}</Link>
      </p>
      {(model === undefined || model.failed) && (
        <Message warning role="status">
          {t('UI.RMA.UNKNOWN')}
        </Message>
      )}
      {model?.loading === true && detail === undefined && <PageLoader />}
      {detail !== undefined && model !== undefined && (
        <>
          <Segment>
            <Header as="h2" size="small">
              {detail.rma_no}{' '}
              <Label size="small" className="rma-status">
                {t('UI.RMA.STATUS_IS', { status: t(rmaStatusKey(detail.status)) })}
              </Label>
            </Header>
            <dl className="rma-facts">
              <div>
                <dt>{t('UI.RMA.WAREHOUSE')}</dt>
                <dd>{warehouseName}</dd>
              </div>
              <div>
                <dt>{t('UI.RMA.ORDER_NUMBER')}</dt>
                <dd>{detail.order_number || '—'}</dd>
              </div>
              <div>
                <dt>{t('UI.RMA.SHIPPING_METHOD')}</dt>
                <dd>{detail.shipping_method || '—'}</dd>
              </div>
              <div>
                <dt>{t('UI.RMA.TRACKING_NUMBERS')}</dt>
                <dd>{detail.tracking_numbers.join(', ') || '—'}</dd>
              </div>
              <div>
                <dt>{t('UI.RMA.DISPOSAL')}</dt>
                <dd>
                  {detail.back_to_shelf ? t('UI.RMA.BACK_TO_SHELF') : t('UI.RMA.NOT_BACK_TO_SHELF')}
                </dd>
              </div>
              <div>
                <dt>{t('UI.RMA.CREATED_AT')}</dt>
                <dd>{localTime(detail.created_at, app.language)}</dd>
              </div>
            </dl>
            <div className="rma-buttons">
              {detail.actions.includes('edit') && (
                <Button type="button" onClick={() => navigator.go(rmaPaths.edit(detail.id))}>
                  {t('UI.RMA.ACTION_EDIT')}
                </Button>
              )}
              {detail.actions.includes('submit') && (
                <Button
                  primary
                  type="button"
                  loading={model.submitting}
                  disabled={model.submitting}
                  onClick={() => void model.submit()}
                >
                  {t('UI.RMA.ACTION_SUBMIT')}
                </Button>
              )}
              <Button type="button" basic onClick={() => navigator.go(rmaPaths.copy(detail.id))}>
                {t('UI.RMA.ACTION_COPY')}
              </Button>
            </div>
          </Segment>
          <LineQuantitiesTable
            aria-label={t('UI.RMA.PRODUCTS')}
            lines={detail.lines}
            headings={{
              sku: t('UI.RMA.SKU'),
              expected: t('UI.RMA.EXPECTED'),
              received: t('UI.RMA.RECEIVED'),
              qualified: t('UI.RMA.QUALIFIED'),
              unqualified: t('UI.RMA.UNQUALIFIED'),
              disposed: t('UI.RMA.DISPOSED'),
            }}
          />
        </>
      )}
    </div>
  );
});

export default RmaViewScreen;
