import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../di-tokens';
import { useInjection } from '../di-context';
import type { ToastStore } from '../stores/toast-store';

const KIND_CLASS = { success: 'success', error: 'negative', warning: 'warning' } as const;

/**
 * The Notifier's toasts as fomantic-ui messages in a live region, at the bottom right where
 * they cover none of the header's controls; a message that arrived again shows its count.
 */
export const Toasts = observer(function Toasts() {
  const { t } = useTranslation();
  const store = useInjection<ToastStore>(TOKENS.ToastStore);
  return (
    <div className="toasts" aria-live="polite">
      {store.toasts.map((toast) => (
        <div
          key={toast.id}
          className={`ui ${KIND_CLASS[toast.kind]} message toast-message`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
        >
          <button
            type="button"
            className="toast-close"
            aria-label={t('UI.COMMON.CLOSE')}
            onClick={() => store.dismiss(toast.id)}
          >
            ×
          </button>
          {toast.text}
          {toast.count > 1 && (
            <span className="toast-count">{t('UI.COMMON.TIMES', { count: toast.count })}</span>
          )}
        </div>
      ))}
    </div>
  );
});
