import type { Navigator } from '@portal/domain';
import { NOT_FOUND_PAGE } from '@portal/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PublicFrame } from '../../components/PublicFrame';
import { TOKENS } from '../../di-tokens';
import { useInjection } from '../../di-context';

/** Unknown page: says so and goes home after 3 seconds. */
export default function NotFoundScreen() {
  const { t } = useTranslation();
  const navigator = useInjection<Navigator>(TOKENS.Navigator);
  useEffect(() => {
    const timer = window.setTimeout(
      () => navigator.replace(NOT_FOUND_PAGE.redirectTo),
      NOT_FOUND_PAGE.redirectAfterMs,
    );
    return () => window.clearTimeout(timer);
  }, [navigator]);
  return (
    <PublicFrame title={t('ROUTE.PAGE_404')}>
      <p role="status">{t(NOT_FOUND_PAGE.message.code)}</p>
      <Link to={NOT_FOUND_PAGE.redirectTo}>{t('UI.COMMON.GO_HOME')}</Link>
    </PublicFrame>
  );
}
