import type { Navigator } from '@portal/domain';
import { ACTIVATION_PATHS, mayActOnActivation } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileButton } from '../../components/FileButton';
import { Button, Form, Header, Segment } from 'semantic-ui-react';
import { fieldErrorProp } from '../../components/form-error';
import { TOKENS } from '../../di-tokens';
import { useInjection } from '../../di-context';
import type { ActivationGateway } from '../../gateways/activation-gateway';
import type { SessionStore } from '../../stores/session-store';
import { ActivationNotice } from './ActivationNotice';
import { ActivationWizardModel, IDENTITY_FIELDS } from './activation-wizard';
import { WizardSteps } from './WizardSteps';

/** Step 1 of the wizard: submit the enterprise's or the individual's identity. */
const ActivationScreen = observer(function ActivationScreen() {
  const { t } = useTranslation();
  const gateway = useInjection<ActivationGateway>(TOKENS.ActivationGateway);
  const navigator = useInjection<Navigator>(TOKENS.Navigator);
  const session = useInjection<SessionStore>(TOKENS.SessionStore);
  const [wizard] = useState(() => new ActivationWizardModel(gateway));
  const errors = wizard.visibleErrors;
  const submit = async () => {
    if (await wizard.submit()) navigator.go(ACTIVATION_PATHS.tip);
  };
  if (!mayActOnActivation(session.loginType)) {
    return (
      <div className="screen activation-screen">
        <Header as="h1">{t('ROUTE.ACTIVATION')}</Header>
        <ActivationNotice
          kind="subAccount"
          onRetry={() => navigator.replace(ACTIVATION_PATHS.activation)}
        />
      </div>
    );
  }
  return (
    <div className="screen activation-screen">
      <Header as="h1">{t('ROUTE.ACTIVATION')}</Header>
      <WizardSteps current="IDENTITY" />
      <Segment>
        <p>{t('UI.ACTIVATION.IDENTITY_INTRO', { hours: wizard.reviewHours })}</p>
        <Form noValidate onSubmit={() => void submit()} loading={wizard.submitting}>
          <Form.Group inline role="radiogroup" aria-labelledby="identity-type-label">
            <span id="identity-type-label" className="inline-label">
              {t('UI.ACTIVATION.TYPE')}
            </span>
            <Form.Radio
              id="identity-type-enterprise"
              label={t('UI.ACTIVATION.ENTERPRISE')}
              checked={wizard.type === 'enterprise'}
              onChange={() => wizard.setType('enterprise')}
            />
            <Form.Radio
              id="identity-type-individual"
              label={t('UI.ACTIVATION.INDIVIDUAL')}
              checked={wizard.type === 'individual'}
              onChange={() => wizard.setType('individual')}
            />
          </Form.Group>
          {IDENTITY_FIELDS[wizard.type].map(({ field, labelKey }) => (
            <Form.Input
              key={field}
              id={`identity-${field}`}
              label={t(labelKey)}
              value={wizard.fields[field] ?? ''}
              error={fieldErrorProp(t, errors[field])}
              onChange={(_event, data) => wizard.setField(field, String(data.value))}
            />
          ))}
          {wizard.type === 'enterprise' && (
            <Form.Field error={errors['licence_image'] !== undefined}>
              <label htmlFor="identity-licence">{t('UI.ACTIVATION.FIELD_LICENCE_IMAGE')}</label>
              <FileButton
                id="identity-licence"
                text={t('UI.COMMON.CHOOSE_FILE')}
                accept="image/jpeg,image/png,image/gif"
                loading={wizard.uploading}
                describedBy="identity-licence-hint"
                onFiles={(files) => {
                  const file = files[0];
                  if (file !== undefined) void wizard.uploadLicence(file);
                }}
              />
              <small id="identity-licence-hint">{t('UI.ACTIVATION.LICENCE_HINT')}</small>
              {wizard.uploading && <p role="status">{t('UI.ACTIVATION.UPLOADING')}</p>}
              {wizard.licenceImage !== '' && (
                <p role="status">{t('UI.ACTIVATION.UPLOADED', { name: wizard.licenceName })}</p>
              )}
              {errors['licence_image'] !== undefined && (
                <div className="ui pointing above prompt label" role="alert">
                  {t(errors['licence_image'].code, { ...errors['licence_image'].params })}
                </div>
              )}
            </Form.Field>
          )}
          <Button primary type="submit" disabled={wizard.submitting || wizard.uploading}>
            {t('UI.ACTIVATION.SUBMIT')}
          </Button>
        </Form>
      </Segment>
    </div>
  );
});

export default ActivationScreen;
