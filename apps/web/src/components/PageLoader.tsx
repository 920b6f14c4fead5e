import { useTranslation } from 'react-i18next';

/** Shown while a screen's code or data is on its way. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="page-loader" role="status">
      <div className="ui active centered inline text loader">{t('UI.COMMON.LOADING')}</div>
    </div>
  );
}
