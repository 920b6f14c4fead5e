import { oppositeLanguage } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { otherLanguageKey } from './language-label';
import { TOKENS } from '../di-tokens';
import { useInjection } from '../di-context';
import type { AppStore } from '../stores/app-store';

/**
 * The button that switches to the other language, named in that language (hence its `lang`).
 * Plain fomantic-ui markup (no semantic-ui-react), so the public pages that show it stay small.
 */
export const LanguageToggle = observer(function LanguageToggle() {
  const { t } = useTranslation();
  const app = useInjection<AppStore>(TOKENS.AppStore);
  return (
    <button
      type="button"
      className="ui basic small button"
      lang={oppositeLanguage(app.language) === 'zh' ? 'zh-CN' : 'en'}
      aria-label={`${t(otherLanguageKey(app.language))} (${t('UI.HEADER.SWITCH_LANGUAGE')})`}
      onClick={() => app.toggleLanguage()}
    >
      {t(otherLanguageKey(app.language))}
    </button>
  );
});
