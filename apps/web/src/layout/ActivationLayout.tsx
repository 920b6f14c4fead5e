import '../styles/app-styles';
import type { Navigator } from '@portal/domain';
import { providerLogoutUrl } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { Button, Icon } from 'semantic-ui-react';
import type { WebConfig } from '../config';
import { LanguageToggle } from '../components/LanguageToggle';
import { TOKENS } from '../di-tokens';
import { useInjection } from '../di-context';
import { useSignedInGateways } from '../signed-in-gateways';
import type { AppStore } from '../stores/app-store';
import type { SessionStore } from '../stores/session-store';

/** The frame of the activation screens: brand, language toggle and logout, then the wizard. */
const ActivationLayout = observer(function ActivationLayout() {
  useSignedInGateways();
  const { t } = useTranslation();
  const app = useInjection<AppStore>(TOKENS.AppStore);
  const session = useInjection<SessionStore>(TOKENS.SessionStore);
  const navigator = useInjection<Navigator>(TOKENS.Navigator);
  const config = useInjection<WebConfig>(TOKENS.Config);
  const logout = async () => {
    const language = app.language;
    await session.logout(false);
    navigator.openExternal(providerLogoutUrl(config.providerLogout, language));
  };
  return (
    <div className="activation-layout">
      <header className="app-header simple">
        <span className="brand">{t('UI.HEADER.BRAND')}</span>
        <nav className="header-right" aria-label={t('UI.HEADER.TOOLS')}>
          <LanguageToggle />
          <Button basic size="small" onClick={() => void logout()}>
            <Icon name="sign out" />
            {t('UI.HEADER.LOGOUT')}
          </Button>
        </nav>
      </header>
      <main id="main-content" className="activation-main">
        <Outlet />
      </main>
    </div>
  );
});

export default ActivationLayout;
