import type { ErrorInfo } from 'react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../di-tokens';
import { useInjection } from '../di-context';
import type { ScreenPlace } from '../routing/screen-context';
import { ScreenPlaceProvider } from '../routing/screen-context';
import { screenFor } from '../routing/screen-registry';
import { PageLoader } from './PageLoader';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

/**
 * One screen with its lazy code, its place (path and params) and an error boundary that feeds the
 * error log, or reloads once for a stale chunk as the route guard decides.
 */
export function ScreenHost(props: { place: ScreenPlace }) {
  const { t } = useTranslation();
  const guard = useInjection(TOKENS.RouteGuard);
  const errorLog = useInjection(TOKENS.ErrorLogStore);
  const Screen = screenFor(props.place.route.name);
  const onError = (error: Error, info: ErrorInfo) => {
    if (guard.onNavigationError(props.place.path, error.message) === 'logError') {
      errorLog.record(error, `${props.place.path}${info.componentStack ?? ''}`);
    }
  };
  return (
    <ScreenPlaceProvider place={props.place}>
      <ScreenErrorBoundary
        onError={onError}
        fallback={
          <div className="ui negative message" role="alert">
            <div className="header">{t('UI.COMMON.SCREEN_FAILED')}</div>
            <p>{t('UI.COMMON.SCREEN_FAILED_HINT')}</p>
          </div>
        }
      >
        <Suspense fallback={<PageLoader />}>
          <Screen />
        </Suspense>
      </ScreenErrorBoundary>
    </ScreenPlaceProvider>
  );
}
