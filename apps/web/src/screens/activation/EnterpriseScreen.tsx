import type { Navigator } from '@portal/domain';
import { ACTIVATION_PATHS, mayActOnActivation } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Header, Icon, List, Message, Segment } from 'semantic-ui-react';
import { CustomerIdNote } from '../../components/CustomerId';
import { PageLoader } from '../../components/PageLoader';
import { SelectField } from '../../components/SelectField';
import type { WebConfig } from '../../config';
import { TOKENS } from '../../di-tokens';
import { useInjection } from '../../di-context';
import { moneyText } from '../../format/money';
import type { ActivationGateway } from '../../gateways/activation-gateway';
import type { SessionStore } from '../../stores/session-store';
import { ActivationNotice } from './ActivationNotice';
import type { AppStore } from '../../stores/app-store';
import { ActivationWizardModel, applicationStatusKey } from './activation-wizard';
import { WizardSteps } from './WizardSteps';

/** Identity passed: top up the account and apply for a warehouse. */
const EnterpriseScreen = observer(function EnterpriseScreen() {
  const { t } = useTranslation();
  const gateway = useInjection<ActivationGateway>(TOKENS.ActivationGateway);
  const navigator = useInjection<Navigator>(TOKENS.Navigator);
  const config = useInjection<WebConfig>(TOKENS.Config);
  const app = useInjection<AppStore>(TOKENS.AppStore);
  const session = useInjection<SessionStore>(TOKENS.SessionStore);
  const [wizard] = useState(() => new ActivationWizardModel(gateway));
  const canAct = mayActOnActivation(session.loginType);
  const [warehouseId, setWarehouseId] = useState<number | undefined>(undefined);
  useEffect(() => {
    // the progress call is the main account's: a sub-account is told so instead of refused
    if (canAct) void wizard.loadProgress();
  }, [wizard, canAct]);
  const checkAgain = () => {
    // the guard moves on when the status changed; the screen reloads its figures
    navigator.replace(ACTIVATION_PATHS.enterprise);
    if (canAct) void wizard.loadProgress();
  };
  const progress = wizard.progress;
  if (!canAct || progress === undefined) {
    if (canAct && !wizard.loadFailed) return <PageLoader />;
    return (
      <div className="screen activation-screen">
        <Header as="h1">{t('ROUTE.ACTIVATION_ENTERPRISE')}</Header>
        <ActivationNotice kind={canAct ? 'failed' : 'subAccount'} onRetry={checkAgain} />
      </div>
    );
  }
  const applied = new Set(progress.warehouses.map((w) => w.warehouse_id));
  const choices = wizard.warehouses.filter((w) => !applied.has(w.value));
  return (
    <div className="screen activation-screen">
      <Header as="h1">{t('ROUTE.ACTIVATION_ENTERPRISE')}</Header>
      <WizardSteps current="TOP_UP" />
      <Message success>
        <Message.Header>{t('UI.ACTIVATION.PASSED')}</Message.Header>
        <p>{t('UI.ACTIVATION.PASSED_NEXT')}</p>
      </Message>
      <Segment>
        <Header as="h2" size="small">
          {t('UI.ACTIVATION.STEP_TOP_UP')}
        </Header>
        <p>
          {t('UI.ACTIVATION.BALANCE')}:{' '}
          <strong>
            {wizard.balance === undefined ? '' : moneyText(wizard.balance, app.language)}
          </strong>
        </p>
        <p>{t('UI.ACTIVATION.TOP_UP_TEXT')}</p>
        <CustomerIdNote value={session.customerId} />
        <Button primary onClick={() => navigator.openExternal(config.providerRechargeUrl)}>
          {t('UI.HEADER.RECHARGE')}
        </Button>
      </Segment>
      <Segment>
        <Header as="h2" size="small">
          {t('UI.ACTIVATION.STEP_WAREHOUSE')}
        </Header>
        {progress.warehouses.length > 0 && (
          <List bulleted>
            {progress.warehouses.map((warehouse) => (
              <List.Item key={warehouse.id}>
                {app.language === 'zh' && warehouse.cn_name !== ''
                  ? warehouse.cn_name
                  : warehouse.name}{' '}
                — {t(applicationStatusKey(warehouse.status))}
                {warehouse.reason !== null && ` (${warehouse.reason})`}
              </List.Item>
            ))}
          </List>
        )}
        {choices.length === 0 ? (
          <p className="empty-state">{t('UI.ACTIVATION.NO_WAREHOUSES')}</p>
        ) : (
          <Form
            onSubmit={() => {
              if (warehouseId !== undefined) void wizard.applyForWarehouse(warehouseId);
            }}
            loading={wizard.submitting}
          >
            <SelectField
              id="activation-warehouse"
              label={t('UI.ACTIVATION.WAREHOUSE')}
              placeholder={t('UI.ACTIVATION.CHOOSE_WAREHOUSE')}
              options={choices.map((w) => ({
                value: String(w.value),
                text: app.language === 'zh' && w.cn_name !== '' ? w.cn_name : w.name,
              }))}
              value={warehouseId === undefined ? '' : String(warehouseId)}
              onChange={(value) => setWarehouseId(value === '' ? undefined : Number(value))}
            />
            <Button primary type="submit" disabled={warehouseId === undefined || wizard.submitting}>
              {t('UI.ACTIVATION.APPLY')}
            </Button>
          </Form>
        )}
      </Segment>
      <Button basic onClick={checkAgain}>
        <Icon name="refresh" />
        {t('UI.ACTIVATION.CHECK_AGAIN')}
      </Button>
    </div>
  );
});

export default EnterpriseScreen;
