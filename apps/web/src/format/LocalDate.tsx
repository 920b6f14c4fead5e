import { observer } from 'mobx-react-lite';
import { TOKENS } from '../di-tokens';
import { useInjection } from '../di-context';
import type { AppStore } from '../stores/app-store';
import { localDate, localDateTime } from './local-time';

/** A server date in the portal's one date format, in the reader's language. */
export const LocalDate = observer(function LocalDate(props: { value: string }) {
  const app = useInjection<AppStore>(TOKENS.AppStore);
  return <>{localDate(props.value, app.language)}</>;
});

/** A server time in the portal's one date-time format, in the reader's language. */
export const LocalDateTime = observer(function LocalDateTime(props: { value: string }) {
  const app = useInjection<AppStore>(TOKENS.AppStore);
  return <>{localDateTime(props.value, app.language)}</>;
});
