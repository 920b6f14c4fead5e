import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/TextField';
import type { LoginFormModel } from './login-form';

/**
 * The login's second step when two-factor sign-in is on: the 6-digit code of the authenticator
 * app, or a recovery code. Plain fomantic markup like the login page, and its own small chunk:
 * most logins never need it (ADR 0054).
 */
const LoginCodeStep = observer(function LoginCodeStep(props: { form: LoginFormModel }) {
  const { t } = useTranslation();
  const { form } = props;
  const errors = form.visibleErrors;
  return (
    <form
      className={form.submitting ? 'ui loading form' : 'ui form'}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submitCode();
      }}
    >
      <p>{t('UI.LOGIN_CODE.HINT')}</p>
      <TextField
        id="login-code"
        label={t(form.recovery ? 'UI.LOGIN_CODE.RECOVERY' : 'UI.LOGIN_CODE.CODE')}
        autoComplete="one-time-code"
        inputMode={form.recovery ? undefined : 'numeric'}
        maxLength={form.recovery ? 11 : 6}
        value={form.code}
        error={errors['code']}
        onValue={(value) => form.setField('code', value)}
      />
      <button
        type="submit"
        className="ui primary fluid button"
        disabled={form.submitting || form.frameUrl !== undefined}
      >
        {t('UI.LOGIN_CODE.SUBMIT')}
      </button>
      <div className="public-links">
        <button
          type="button"
          className="ui basic button"
          onClick={() => form.setRecovery(!form.recovery)}
        >
          {t(form.recovery ? 'UI.LOGIN_CODE.USE_APP' : 'UI.LOGIN_CODE.USE_RECOVERY')}
        </button>
        <button type="button" className="ui basic button" onClick={form.backToPassword}>
          {t('UI.LOGIN_CODE.BACK')}
        </button>
      </div>
    </form>
  );
});

export default LoginCodeStep;
