import type { Navigator } from '@portal/domain';
import { ACTIVATION_PATHS } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Header, Icon, List, Message, Segment } from 'semantic-ui-react';
import { PageLoader } from '../../components/PageLoader';
import { SelectField } from '../../components/SelectField';
import type { WebConfig } from '../../config';
import { TOKENS } from '../../di-tokens';
import { useInjection } from '../../di-context';
import type { ActivationGateway } from '../../gateways/activation-gateway';
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
  const [wizard] = useState(() => new ActivationWizardModel(gateway));
  const [warehouseId, setWarehouseId] = useState<number | undefined>(undefined);
  useEffect(() => void wizard.loadProgress(), [wizard]);
  const progress = wizard.progress;
  if (progress === undefined) return wizard.loading ? <PageLoader /> : null;
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
          {t('UI.ACTIVATION.BALANCE')}: <strong>{wizard.balance}</strong>
        </p>
        <p>{t('UI.ACTIVATION.TOP_UP_TEXT')}</p>
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
      <Button
        basic
        onClick={() => {
          // the guard moves on when the status changed; the screen reloads its figures
          navigator.replace(ACTIVATION_PATHS.enterprise);
          void wizard.loadProgress();
        }}
      >
        <Icon name="refresh" />
        {t('UI.ACTIVATION.CHECK_AGAIN')}
      </Button>
    </div>
  );
});

export default EnterpriseScreen;
