import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Header, Label, Message, Segment } from 'semantic-ui-react';
import { LineQuantitiesTable } from '../../components/LineQuantitiesTable';
import { PageLoader } from '../../components/PageLoader';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import { localTime } from '../../format/local-time';
import { ActionButtons } from '../../kit/Actions';
import { Facts } from '../../kit/Facts';
import { statusLabel } from '../../kit/status-label';
import { useScreenModel } from '../../kit/use-screen';
import { useScreenPlace } from '../../routing/screen-context';
import { routeId } from '../../kit/route-path';
import { RMA_ACTION_KEYS, rmaPaths } from './rma-list-model';
import { RmaViewModel } from './rma-view-model';

/** A return: its status, details, lines with expected, received, qualified, unqualified, disposed. */
const RmaViewScreen = observer(function RmaViewScreen() {
  const { t } = useTranslation();
  const gateway = useInjection(TOKENS.RmaGateway);
  const navigator = useInjection(TOKENS.Navigator);
  const user = useInjection(TOKENS.UserStore);
  const app = useInjection(TOKENS.AppStore);
  const id = routeId(useScreenPlace().params['id']);
  const model = useScreenModel(() =>
    id === undefined ? undefined : new RmaViewModel(gateway, id),
  );
  useEffect(() => void model?.record.load(), [model]);
  const detail = model?.record.value;
  const submitting = model?.pending.busy === true;
  return (
    <div className="screen rma-screen">
      <Header as="h1">{t('ROUTE.RMA_VIEW')}</Header>
      <p>
        <Link to={rmaPaths.list}>{t('UI.RMA.BACK_TO_LIST')}</Link>
      </p>
      {(model === undefined || model.record.failed) && (
        <Message warning role="status">
          {t('UI.RMA.UNKNOWN')}
        </Message>
      )}
      {model?.record.loading === true && detail === undefined && <PageLoader />}
      {detail !== undefined && model !== undefined && (
        <>
          <Segment>
            <Header as="h2" size="small">
              {detail.rma_no}{' '}
              <Label size="small" className="rma-status">
                {t('UI.RMA.STATUS_IS', { status: t(statusLabel('rma', detail.status)) })}
              </Label>
            </Header>
            <Facts
              className="rma-facts"
              facts={[
                [t('UI.RMA.WAREHOUSE'), user.warehouseName(detail.warehouse_id, app.language)],
                [t('UI.RMA.ORDER_NUMBER'), detail.order_number],
                [t('UI.RMA.SHIPPING_METHOD'), detail.shipping_method],
                [t('UI.RMA.TRACKING_NUMBERS'), detail.tracking_numbers.join(', ')],
                [
                  t('UI.RMA.DISPOSAL'),
                  t(detail.back_to_shelf ? 'UI.RMA.BACK_TO_SHELF' : 'UI.RMA.NOT_BACK_TO_SHELF'),
                ],
                [t('UI.RMA.CREATED_AT'), localTime(detail.created_at, app.language)],
              ]}
            />
            <div className="rma-buttons">
              <ActionButtons
                actions={[...detail.actions.filter((a) => a === 'edit' || a === 'submit'), 'copy']}
                label={(action) => t(RMA_ACTION_KEYS[action] ?? action)}
                look={(action) =>
                  action === 'submit'
                    ? { primary: true, loading: submitting, disabled: submitting }
                    : { basic: action === 'copy' }
                }
                onAct={(action) => {
                  if (action === 'submit') void model.submit();
                  else navigator.go((action === 'edit' ? rmaPaths.edit : rmaPaths.copy)(detail.id));
                }}
              />
            </div>
          </Segment>
          <LineQuantitiesTable aria-label={t('UI.RMA.PRODUCTS')} lines={detail.lines} area="rma" />
        </>
      )}
    </div>
  );
});

export default RmaViewScreen;
