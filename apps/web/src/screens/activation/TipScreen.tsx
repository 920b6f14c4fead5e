import type { Navigator } from '@portal/domain';
import { ACTIVATION_PATHS, hasIdentityPassed, mayActOnActivation } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Header, Icon, List, Message, Segment } from 'semantic-ui-react';
import { PageLoader } from '../../components/PageLoader';
import { localDateTime } from '../../format/local-time';
import { TOKENS } from '../../di-tokens';
import { useInjection } from '../../di-context';
import type { ActivationGateway } from '../../gateways/activation-gateway';
import type { AppStore } from '../../stores/app-store';
import type { SessionStore } from '../../stores/session-store';
import { ActivationNotice } from './ActivationNotice';
import { ActivationWizardModel, applicationStatusKey, STEP_OF_STATUS } from './activation-wizard';
import { WizardSteps } from './WizardSteps';

/** Where the activation stands: under review, failed (with the reason), or waiting for a warehouse. */
const TipScreen = observer(function TipScreen() {
  const { t } = useTranslation();
  const gateway = useInjection<ActivationGateway>(TOKENS.ActivationGateway);
  const navigator = useInjection<Navigator>(TOKENS.Navigator);
  const session = useInjection<SessionStore>(TOKENS.SessionStore);
  const app = useInjection<AppStore>(TOKENS.AppStore);
  const [wizard] = useState(() => new ActivationWizardModel(gateway));
  const canAct = mayActOnActivation(session.loginType);
  useEffect(() => {
    // the progress call is the main account's: a sub-account is told so instead of refused
    if (canAct) void wizard.loadProgress();
  }, [wizard, canAct]);
  const checkAgain = () => {
    // the guard moves on when the status changed; the screen reloads its figures
    navigator.replace(ACTIVATION_PATHS.tip);
    if (canAct) void wizard.loadProgress();
  };
  const progress = wizard.progress;
  if (!canAct || progress === undefined) {
    if (canAct && !wizard.loadFailed) return <PageLoader />;
    return (
      <div className="screen activation-screen">
        <Header as="h1">{t('ROUTE.ACTIVATION_TIP')}</Header>
        <ActivationNotice kind={canAct ? 'failed' : 'subAccount'} onRetry={checkAgain} />
      </div>
    );
  }
  const status = progress.status;
  const reverify = async () => {
    if (await wizard.reverify()) navigator.go(ACTIVATION_PATHS.activation);
  };
  return (
    <div className="screen activation-screen">
      <Header as="h1">{t('ROUTE.ACTIVATION_TIP')}</Header>
      <WizardSteps current={STEP_OF_STATUS[status]} />
      <Segment>
        {status === 'under_review' && (
          <Message info icon>
            <Icon name="hourglass half" />
            <Message.Content>
              <Message.Header>{t('UI.ACTIVATION.UNDER_REVIEW')}</Message.Header>
              <p>{t('UI.ACTIVATION.REVIEW_PROMISE', { hours: wizard.reviewHours })}</p>
              {progress.review_due_at !== null && (
                <p>
                  {t('UI.ACTIVATION.REVIEW_DUE', {
                    time: localDateTime(progress.review_due_at, app.language),
                  })}
                </p>
              )}
            </Message.Content>
          </Message>
        )}
        {status === 'rejected' && (
          <Message negative>
            <Message.Header>{t('UI.ACTIVATION.FAILED')}</Message.Header>
            <p>
              {t('UI.ACTIVATION.REASON')}: {progress.reason ?? t('UI.ACTIVATION.NO_REASON')}
            </p>
            <Button primary onClick={() => void reverify()}>
              {t('UI.ACTIVATION.REVERIFY')}
            </Button>
          </Message>
        )}
        {/* past the identity review the merchant waits for a warehouse (the domain's rule) */}
        {hasIdentityPassed(status) && (
          <Message info>
            <Message.Header>{t('UI.ACTIVATION.WAITING_WAREHOUSE')}</Message.Header>
            <List bulleted>
              {progress.warehouses.map((warehouse) => (
                <List.Item key={warehouse.id}>
                  {warehouse.name} — {t(applicationStatusKey(warehouse.status))}
                </List.Item>
              ))}
            </List>
          </Message>
        )}
        <Button basic onClick={checkAgain}>
          <Icon name="refresh" />
          {t('UI.ACTIVATION.CHECK_AGAIN')}
        </Button>
      </Segment>
    </div>
  );
});

export default TipScreen;
