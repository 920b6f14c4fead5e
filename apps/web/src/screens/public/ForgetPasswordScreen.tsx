import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Message } from 'semantic-ui-react';
import { PublicFrame } from '../../components/PublicFrame';

/**
 * Forgotten password. The API has no self-service reset for a logged-out user (resetPassword
 * needs a session), so the page says how to get one rather than pretending to send an e-mail.
 */
export default function ForgetPasswordScreen() {
  const { t } = useTranslation();
  return (
    <PublicFrame title={t('ROUTE.FORGET_PASSWORD')}>
      <Message info>
        <p>{t('UI.FORGET_PASSWORD.TEXT')}</p>
        <p>{t('UI.FORGET_PASSWORD.SUB_ACCOUNT')}</p>
      </Message>
      <Link to="/login">{t('UI.COMMON.BACK_TO_LOGIN')}</Link>
    </PublicFrame>
  );
}
