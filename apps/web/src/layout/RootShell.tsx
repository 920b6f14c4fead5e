import { Outlet, useNavigation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Toasts } from '../components/Toasts';

/** Around every page: the toasts and a progress bar while the guard and screen code load. */
export function RootShell() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  return (
    <>
      {navigation.state !== 'idle' && (
        <div className="route-progress" role="progressbar" aria-label={t('UI.COMMON.LOADING')} />
      )}
      <Outlet />
      <Toasts />
    </>
  );
}
