import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import { neighbourIndex } from '../../kit/FilterTabs';
import { ScreenTitle } from '../../kit/Layout';
import { useScreenModel, useWhenShown } from '../../kit/use-screen';
import { CallLogPanel } from './CallLogPanel';
import { CertificatesPanel } from './CertificatesPanel';
import { callLog, CertificatesModel, WebhooksModel } from './developer-model';
import { WebhooksPanel } from './WebhooksPanel';

const TABS = ['certificates', 'calls', 'webhooks'] as const;
type Tab = (typeof TABS)[number];

const TAB_KEYS: Readonly<Record<Tab, string>> = {
  certificates: 'UI.API_MANAGE.TAB_CERTIFICATES',
  calls: 'UI.API_MANAGE.TAB_CALLS',
  webhooks: 'UI.API_MANAGE.TAB_WEBHOOKS',
};

/**
 * /setting/developer/apiManage: API certificates (request with scopes and the password, the key
 * shown once, renew, delete), the open API's call log, and webhooks with their deliveries, as
 * three tabs of one route (the spec names one route for the area; ADR 0053).
 */
const ApiManageScreen = observer(function ApiManageScreen() {
  const { t } = useTranslation();
  const gateway = useInjection(TOKENS.DeveloperGateway);
  const model = useScreenModel(() => ({
    certificates: new CertificatesModel(gateway),
    calls: callLog(gateway),
    webhooks: new WebhooksModel(gateway),
  }));
  const [tab, setTab] = useState<Tab>('certificates');
  useWhenShown(() => {
    void model.certificates.list.load();
    void model.webhooks.list.load();
  }, [model]);
  return (
    <div className="screen api-manage-screen">
      <ScreenTitle title={t('UI.API_MANAGE.TITLE')} />
      <p className="developer-hint">{t('UI.API_MANAGE.INTRO')}</p>
      <div className="ui tabular menu" role="tablist" aria-label={t('UI.API_MANAGE.SECTIONS')}>
        {TABS.map((name, at) => (
          <button
            key={name}
            id={`api-manage-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`api-manage-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className={tab === name ? 'active item' : 'item'}
            onClick={() => setTab(name)}
            onKeyDown={(event) => {
              const next = neighbourIndex(at, TABS.length, event.key);
              if (next === undefined) return;
              event.preventDefault();
              event.currentTarget.parentElement?.querySelectorAll('button')[next]?.focus();
              setTab(TABS[next] ?? 'certificates');
            }}
          >
            {t(TAB_KEYS[name])}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`api-manage-panel-${tab}`}
        aria-labelledby={`api-manage-tab-${tab}`}
        className="api-manage-panel"
      >
        {tab === 'certificates' && <CertificatesPanel model={model.certificates} />}
        {tab === 'calls' && <CallLogPanel list={model.calls} />}
        {tab === 'webhooks' && <WebhooksPanel model={model.webhooks} />}
      </div>
    </div>
  );
});

export default ApiManageScreen;
