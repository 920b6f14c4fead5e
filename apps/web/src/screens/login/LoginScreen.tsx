import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Form } from 'semantic-ui-react';
import type { BrowserEnvironment } from '../../adapters/browser-environment';
import { fieldErrorProp } from '../../components/form-error';
import { PublicFrame } from '../../components/PublicFrame';
import type { WebConfig } from '../../config';
import { TOKENS } from '../../di-tokens';
import { useInjection } from '../../di-context';
import type { AccountGateway } from '../../gateways/account-gateway';
import type { AppStore } from '../../stores/app-store';
import type { SessionStore } from '../../stores/session-store';
import { LoginFormModel } from './login-form';

/** Login for a main account, or a sub-account with its main account's customer ID. */
const LoginScreen = observer(function LoginScreen() {
  const { t } = useTranslation();
  const app = useInjection<AppStore>(TOKENS.AppStore);
  const config = useInjection<WebConfig>(TOKENS.Config);
  const gateway = useInjection<AccountGateway>(TOKENS.AccountGateway);
  const session = useInjection<SessionStore>(TOKENS.SessionStore);
  const browser = useInjection<BrowserEnvironment>(TOKENS.BrowserEnvironment);
  const [form] = useState(
    () =>
      new LoginFormModel(
        { gateway, session, browser, providerLoginUrl: config.providerLoginUrl },
        app.register.username,
      ),
  );
  const errors = form.visibleErrors;
  return (
    <PublicFrame title={t('UI.LOGIN.TITLE')}>
      <Button.Group
        fluid
        className="login-mode"
        role="group"
        aria-label={t('UI.LOGIN.ACCOUNT_TYPE')}
      >
        <Button
          type="button"
          aria-pressed={form.mode === 'main'}
          active={form.mode === 'main'}
          onClick={() => form.setMode('main')}
        >
          {t('UI.LOGIN.MAIN_ACCOUNT')}
        </Button>
        <Button
          type="button"
          aria-pressed={form.mode === 'sub'}
          active={form.mode === 'sub'}
          onClick={() => form.setMode('sub')}
        >
          {t('UI.LOGIN.SUB_ACCOUNT')}
        </Button>
      </Button.Group>
      <Form noValidate onSubmit={() => void form.submit()} loading={form.submitting}>
        {form.mode === 'sub' && (
          <Form.Input
            id="login-customer-id"
            label={t('UI.LOGIN.CUSTOMER_ID')}
            inputMode="numeric"
            value={form.customerId}
            error={fieldErrorProp(t, errors['customer_id'])}
            onChange={(_event, data) => form.setField('customerId', String(data.value))}
          />
        )}
        <Form.Input
          id="login-username"
          label={t('UI.LOGIN.USERNAME')}
          autoComplete="username"
          value={form.username}
          error={fieldErrorProp(t, errors['username'])}
          onChange={(_event, data) => form.setField('username', String(data.value))}
        />
        <Form.Input
          id="login-password"
          type="password"
          label={t('UI.LOGIN.PASSWORD')}
          autoComplete="current-password"
          value={form.password}
          error={fieldErrorProp(t, errors['password'])}
          onChange={(_event, data) => form.setField('password', String(data.value))}
        />
        <Button
          primary
          fluid
          type="submit"
          disabled={form.submitting || form.frameUrl !== undefined}
        >
          {t('UI.LOGIN.SUBMIT')}
        </Button>
      </Form>
      {form.frameUrl !== undefined && (
        <p role="status" className="login-progress">
          {t('UI.LOGIN.SIGNING_IN')}
        </p>
      )}
      <div className="public-links">
        <Link to="/register">{t('UI.LOGIN.REGISTER')}</Link>
        <Link to="/forgetPassword">{t('UI.LOGIN.FORGOT')}</Link>
      </div>
      {form.frameUrl !== undefined && (
        <iframe
          className="hidden-frame"
          title={t('UI.LOGIN.PROVIDER_FRAME')}
          src={form.frameUrl}
          hidden
        />
      )}
    </PublicFrame>
  );
});

export default LoginScreen;
