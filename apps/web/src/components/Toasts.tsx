import { observer } from 'mobx-react-lite';
import { Message } from 'semantic-ui-react';
import { TOKENS } from '../di-tokens';
import { useInjection } from '../di-context';
import type { ToastStore } from '../stores/toast-store';

/** The Notifier's toasts as semantic-ui messages in a live region. */
export const Toasts = observer(function Toasts() {
  const store = useInjection<ToastStore>(TOKENS.ToastStore);
  return (
    <div className="toasts" aria-live="polite">
      {store.toasts.map((toast) => (
        <Message
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          success={toast.kind === 'success'}
          negative={toast.kind === 'error'}
          warning={toast.kind === 'warning'}
          content={toast.text}
          onDismiss={() => store.dismiss(toast.id)}
        />
      ))}
    </div>
  );
});
