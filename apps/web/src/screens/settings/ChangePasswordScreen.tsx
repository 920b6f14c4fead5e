import { runInAction } from 'mobx';
import { AUTH_ROUTES } from '@portal/contract/routes';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Form, Message } from 'semantic-ui-react';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import type { SessionStore } from '../../stores/session-store';
import { FormFields } from '../../kit/FormFields';
import { ScreenTitle } from '../../kit/Layout';
import { useScreenModel } from '../../kit/use-screen';
import { passwordForm } from './settings-model';

const K = 'UI.SETTINGS_USER.';

/**
 * Change password: the domain's rules as the user types; the server checks the current password
 * and ends the login's other sessions (this one stays), then the form starts over.
 */
const ChangePasswordScreen = observer(function ChangePasswordScreen() {
  const { t } = useTranslation();
  const api = useInjection(TOKENS.Api);
  const session = useInjection<SessionStore>(TOKENS.SessionStore);
  const form = useScreenModel(passwordForm);
  const save = async () => {
    const done = await form.save('submit', (fields) =>
      api.callAssembled(
        session.loginType === 'sub' ? AUTH_ROUTES.sonResetPassword : AUTH_ROUTES.resetPassword,
        fields,
        // the form shows the server's field issues beside the fields, so no toast
        { noAlert: true },
      ),
    );
    if (done !== null) return;
    // the typed passwords are not kept on screen; the success message stays
    runInAction(() => {
      form.reset();
      form.saved = true;
    });
  };
  return (
    <div className="screen settings-password-screen">
      <ScreenTitle title={t(`${K}PASSWORD_TITLE`)} />
      <Form onSubmit={() => void save()} noValidate>
        <FormFields
          form={form}
          idPrefix="password"
          fields={[
            {
              name: 'old_password',
              label: `${K}OLD_PASSWORD`,
              kind: 'password',
              autoComplete: 'current-password',
            },
            {
              name: 'new_password',
              label: `${K}NEW_PASSWORD`,
              kind: 'password',
              autoComplete: 'new-password',
            },
            {
              name: 'confirm_password',
              label: `${K}CONFIRM_PASSWORD`,
              kind: 'password',
              autoComplete: 'new-password',
            },
          ]}
        />
        {form.saved && (
          <Message positive role="status">
            {t(`${K}PASSWORD_DONE`)}
          </Message>
        )}
        {form.saveError !== undefined && form.serverIssues.length === 0 && (
          <Message negative role="alert">
            {form.saveError}
          </Message>
        )}
        <Button primary type="submit" loading={form.saving !== undefined}>
          {t(`${K}PASSWORD_SAVE`)}
        </Button>
      </Form>
    </div>
  );
});

export default ChangePasswordScreen;
