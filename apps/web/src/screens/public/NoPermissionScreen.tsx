import { NO_PERMISSION_PAGE } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PublicFrame } from '../../components/PublicFrame';

/** No permission: tells the user they cannot access the page. */
export default function NoPermissionScreen() {
  const { t } = useTranslation();
  return (
    <PublicFrame title={t('ROUTE.PAGE_401')}>
      <p role="alert">{t(NO_PERMISSION_PAGE.message.code)}</p>
      <Link to="/">{t('UI.COMMON.GO_HOME')}</Link>
    </PublicFrame>
  );
}
