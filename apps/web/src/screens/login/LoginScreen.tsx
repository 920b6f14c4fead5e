import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BrowserEnvironment } from '../../adapters/browser-environment';
import { PublicFrame } from '../../components/PublicFrame';
import { TextField } from '../../components/TextField';
import type { WebConfig } from '../../config';
import { TOKENS } from '../../di-tokens';
import { useInjection } from '../../di-context';
import type { AccountGateway } from '../../gateways/account-gateway';
import type { AppStore } from '../../stores/app-store';
import type { SessionStore } from '../../stores/session-store';
import { LoginFormModel } from './login-form';

// the code step of two-factor sign-in: its own chunk, most logins never load it
const LoginCodeStep = lazy(() => import('./LoginCodeStep'));

/**
 * Login for a main account, or a sub-account with its main account's customer ID. Plain
 * fomantic-ui markup: the first page most visitors load carries no component library.
 */
const LoginScreen = observer(function LoginScreen() {
  const { t } = useTranslation();
  const app = useInjection<AppStore>(TOKENS.AppStore);
  const config = useInjection<WebConfig>(TOKENS.Config);
  const gateway = useInjection<AccountGateway>(TOKENS.AccountGateway);
  const session = useInjection<SessionStore>(TOKENS.SessionStore);
  const browser = useInjection<BrowserEnvironment>(TOKENS.BrowserEnvironment);
  const api = useInjection(TOKENS.Api);
  const cookies = useInjection(TOKENS.CookieStore);
  const [form] = useState(
    () =>
      new LoginFormModel(
        {
          gateway,
          session,
          browser,
          providerLoginUrl: config.providerLoginUrl,
          // loaded with the login itself: the page needs none of it (nor the list model it sets)
          afterLogin: async () => {
            const { applyLoginPreferences } = await import('../settings/apply-preferences');
            await applyLoginPreferences(api, cookies);
          },
        },
        app.register.username,
      ),
  );
  const errors = form.visibleErrors;
  return (
    <PublicFrame title={t('UI.LOGIN.TITLE')}>
      {form.challenge !== undefined ? (
        <Suspense fallback={null}>
          <LoginCodeStep form={form} />
        </Suspense>
      ) : (
        <>
          <div
            className="ui two buttons login-mode"
            role="group"
            aria-label={t('UI.LOGIN.ACCOUNT_TYPE')}
          >
            <button
              type="button"
              className={form.mode === 'main' ? 'ui active button' : 'ui button'}
              aria-pressed={form.mode === 'main'}
              onClick={() => form.setMode('main')}
            >
              {t('UI.LOGIN.MAIN_ACCOUNT')}
            </button>
            <button
              type="button"
              className={form.mode === 'sub' ? 'ui active button' : 'ui button'}
              aria-pressed={form.mode === 'sub'}
              onClick={() => form.setMode('sub')}
            >
              {t('UI.LOGIN.SUB_ACCOUNT')}
            </button>
          </div>
          <form
            className={form.submitting ? 'ui loading form' : 'ui form'}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void form.submit();
            }}
          >
            {form.mode === 'sub' && (
              <TextField
                id="login-customer-id"
                label={t('UI.LOGIN.CUSTOMER_ID')}
                inputMode="numeric"
                value={form.customerId}
                error={errors['customer_id']}
                onValue={(value) => form.setField('customerId', value)}
              />
            )}
            <TextField
              id="login-username"
              label={t('UI.LOGIN.USERNAME')}
              autoComplete="username"
              value={form.username}
              error={errors['username']}
              onValue={(value) => form.setField('username', value)}
            />
            <TextField
              id="login-password"
              type="password"
              label={t('UI.LOGIN.PASSWORD')}
              autoComplete="current-password"
              value={form.password}
              error={errors['password']}
              onValue={(value) => form.setField('password', value)}
            />
            <button
              type="submit"
              className="ui primary fluid button"
              disabled={form.submitting || form.frameUrl !== undefined}
            >
              {t('UI.LOGIN.SUBMIT')}
            </button>
          </form>
        </>
      )}
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
