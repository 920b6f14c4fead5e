import { observer } from 'mobx-react-lite';
import { TOKENS } from '../di-tokens';
import { useInjection } from '../di-context';
import type { AppStore } from '../stores/app-store';

/**
 * Hidden on screen; shows the stored print content (text or markup such as box labels) when the
 * page is printed.
 */
export const PrintContainer = observer(function PrintContainer() {
  const app = useInjection<AppStore>(TOKENS.AppStore);
  return (
    <div className="print-container" aria-hidden="true">
      {app.printContent}
    </div>
  );
});
