import { useTranslation } from 'react-i18next';
import { Loader } from 'semantic-ui-react';

/** Shown while a screen's code or data is on its way. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="page-loader" role="status">
      <Loader active inline="centered">
        {t('UI.COMMON.LOADING')}
      </Loader>
    </div>
  );
}
