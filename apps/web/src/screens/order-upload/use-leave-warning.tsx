import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { Confirm } from 'semantic-ui-react';

/**
 * Warns before leaving while `unsaved` holds (uploaded orders with errors, not saved yet): a
 * navigation inside the app asks first (the router's blocker; only while this pane is shown, so a
 * kept-alive hidden upload screen never stops another screen's navigation), and closing or
 * reloading the tab gets the browser's own question (beforeunload).
 */
export function LeaveWarning(props: { unsaved: boolean; active: boolean }) {
  const { t } = useTranslation();
  const guard = props.unsaved && props.active;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guard && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!guard) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the question only when a value is returned
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [guard]);
  useEffect(() => {
    if (blocker.state === 'blocked' && !guard) blocker.reset();
  }, [blocker, guard]);
  return (
    <Confirm
      open={blocker.state === 'blocked'}
      content={t('UI.ORDER_UPLOAD.RESULT.UNSAVED')}
      cancelButton={t('UI.ORDER_UPLOAD.RESULT.STAY')}
      confirmButton={t('UI.ORDER_UPLOAD.RESULT.LEAVE')}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
      size="tiny"
    />
  );
}
