import type { NamedOption } from '@portal/contract';
import type { Language } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Form, Image, Loader } from 'semantic-ui-react';
import { fieldErrorProp } from '../../components/form-error';
import { SelectField } from '../../components/SelectField';
import { PublicFrame } from '../../components/PublicFrame';
import { TOKENS } from '../../di-tokens';
import { useInjection } from '../../di-context';
import { useScreenModel } from '../../kit/use-screen';
import { RegisterFormModel, registerSuccessPath } from './register-form';

const optionsOf = (list: readonly NamedOption[], language: Language) =>
  list.map((option) => ({
    value: String(option.id),
    text: language === 'zh' && option.cn_name !== '' ? option.cn_name : option.name,
  }));

const idOf = (value: string): number | undefined => (value === '' ? undefined : Number(value));
const valueOf = (id: number | undefined): string => (id === undefined ? '' : String(id));

/** Registration of a new main account. */
const RegisterScreen = observer(function RegisterScreen() {
  const { t } = useTranslation();
  const app = useInjection(TOKENS.AppStore);
  const gateway = useInjection(TOKENS.RegistrationGateway);
  const navigator = useInjection(TOKENS.Navigator);
  const form = useScreenModel(() => new RegisterFormModel(gateway));
  useEffect(() => void form.load(), [form]);
  const errors = form.visibleErrors;
  const text =
    (field: 'username' | 'name' | 'email' | 'password' | 'passwordConfirmation' | 'captcha') =>
    (_event: unknown, data: { value?: unknown }) =>
      form.setText(field, typeof data.value === 'string' ? data.value : '');

  const submit = async () => {
    const username = await form.submit();
    if (username === undefined) return;
    app.rememberRegistration(username);
    navigator.go(registerSuccessPath(app.language));
  };

  return (
    <PublicFrame title={t('UI.REGISTER.TITLE')}>
      <Form noValidate onSubmit={() => void submit()} loading={form.submitting}>
        <Form.Input
          id="register-username"
          label={t('UI.REGISTER.USERNAME')}
          autoComplete="username"
          value={form.username}
          error={fieldErrorProp(t, errors['username'])}
          onChange={text('username')}
        />
        <Form.Input
          id="register-name"
          label={t('UI.REGISTER.NAME')}
          autoComplete="name"
          value={form.name}
          error={fieldErrorProp(t, errors['name'])}
          onChange={text('name')}
        />
        <Form.Input
          id="register-email"
          type="email"
          label={t('UI.REGISTER.EMAIL')}
          autoComplete="email"
          value={form.email}
          error={fieldErrorProp(t, errors['email'])}
          onChange={text('email')}
        />
        <Form.Input
          id="register-password"
          type="password"
          label={t('UI.REGISTER.PASSWORD')}
          autoComplete="new-password"
          value={form.password}
          error={fieldErrorProp(t, errors['password'])}
          onChange={text('password')}
        />
        <Form.Input
          id="register-password-confirmation"
          type="password"
          label={t('UI.REGISTER.PASSWORD_CONFIRMATION')}
          autoComplete="new-password"
          value={form.passwordConfirmation}
          error={fieldErrorProp(t, errors['password_confirmation'])}
          onChange={text('passwordConfirmation')}
        />
        <SelectField
          id="register-region"
          label={t('UI.REGISTER.REGION')}
          placeholder={t('UI.REGISTER.OPTIONAL')}
          options={optionsOf(form.regions, app.language)}
          value={valueOf(form.regionId)}
          onChange={(value) => void form.chooseRegion(idOf(value))}
        />
        <Form.Group widths="equal">
          <SelectField
            id="register-account-manager"
            label={t('UI.REGISTER.ACCOUNT_MANAGER')}
            placeholder={t('UI.REGISTER.OPTIONAL')}
            options={optionsOf(form.accountManagers, app.language)}
            value={valueOf(form.accountManagerId)}
            onChange={(value) => form.chooseManager('account', idOf(value))}
          />
          <SelectField
            id="register-regional-manager"
            label={t('UI.REGISTER.REGIONAL_MANAGER')}
            placeholder={t('UI.REGISTER.OPTIONAL')}
            options={optionsOf(form.regionalManagers, app.language)}
            value={valueOf(form.regionalManagerId)}
            onChange={(value) => form.chooseManager('regional', idOf(value))}
          />
          <SelectField
            id="register-sales-manager"
            label={t('UI.REGISTER.SALES_MANAGER')}
            placeholder={t('UI.REGISTER.OPTIONAL')}
            options={optionsOf(form.salesManagers, app.language)}
            value={valueOf(form.salesManagerId)}
            onChange={(value) => form.chooseManager('sales', idOf(value))}
          />
        </Form.Group>
        <div className="captcha-row">
          <Form.Input
            id="register-captcha"
            label={t('UI.REGISTER.CAPTCHA')}
            inputMode="numeric"
            autoComplete="off"
            value={form.captcha}
            error={fieldErrorProp(t, errors['captcha'])}
            onChange={text('captcha')}
          />
          <div className="captcha-image">
            {form.captchaLoading ? (
              <Loader active inline size="small" aria-label={t('UI.COMMON.LOADING')} />
            ) : (
              form.captchaImage !== '' && (
                <Image
                  src={form.captchaImage}
                  alt={t('UI.REGISTER.CAPTCHA_IMAGE')}
                  className="captcha-img"
                />
              )
            )}
            <Button type="button" basic size="small" onClick={() => void form.refreshCaptcha()}>
              {t('UI.REGISTER.CAPTCHA_REFRESH')}
            </Button>
          </div>
        </div>
        <Form.Checkbox
          id="register-agreement"
          label={t('UI.REGISTER.AGREEMENT')}
          checked={form.agreement}
          error={fieldErrorProp(t, errors['agreement'])}
          onChange={(_event, data) => form.setAgreement(data.checked === true)}
        />
        <p className="agreement-links">
          <Link to="/agreement">{t('ROUTE.AGREEMENT')}</Link> ·{' '}
          <Link to="/statement">{t('ROUTE.STATEMENT')}</Link>
        </p>
        <Button primary fluid type="submit" disabled={form.submitting}>
          {t('UI.REGISTER.SUBMIT')}
        </Button>
      </Form>
      <div className="public-links">
        <Link to="/login">{t('UI.REGISTER.HAVE_ACCOUNT')}</Link>
      </div>
    </PublicFrame>
  );
});

export default RegisterScreen;
