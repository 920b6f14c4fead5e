import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Icon } from 'semantic-ui-react';
import { TOKENS } from '../di-tokens';
import { useInjection } from '../di-context';
import type { AppStore } from '../stores/app-store';
import type { NewsStore } from '../stores/news-store';
import { NoticeEntry } from './NoticeEntry';

/** The news bar: the newest notice, and the way into the news side panel. */
export const NewsBar = observer(function NewsBar() {
  const { t } = useTranslation();
  const news = useInjection<NewsStore>(TOKENS.NewsStore);
  const app = useInjection<AppStore>(TOKENS.AppStore);
  const first = news.notices[0];
  return (
    <div className="news-bar" role="region" aria-label={t('UI.NEWS.BAR')}>
      <Icon name="bullhorn" aria-hidden="true" />
      {first === undefined ? (
        <span className="news-empty">
          {news.loading ? t('UI.COMMON.LOADING') : t('UI.NEWS.EMPTY')}
        </span>
      ) : (
        <NoticeEntry
          notice={first}
          language={app.language}
          className="news-headline link-button"
          onRead={() => void news.click(0)}
        />
      )}
      <Button basic size="mini" className="news-more" onClick={() => news.setPanelOpen(true)}>
        {t('UI.NEWS.ALL', { count: news.unreadCount })}
      </Button>
    </div>
  );
});
