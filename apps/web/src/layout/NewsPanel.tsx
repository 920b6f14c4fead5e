import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Header, Icon, List } from 'semantic-ui-react';
import { TOKENS } from '../di-tokens';
import { useInjection } from '../di-context';
import type { AppStore } from '../stores/app-store';
import type { NewsStore } from '../stores/news-store';
import { NoticeEntry } from './NoticeEntry';

/** The news side panel: mark read on click, read all, load more until there is no more. */
export const NewsPanel = observer(function NewsPanel() {
  const { t } = useTranslation();
  const news = useInjection<NewsStore>(TOKENS.NewsStore);
  const app = useInjection<AppStore>(TOKENS.AppStore);
  if (!news.panelOpen) return null;
  return (
    <aside
      className="news-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby="news-panel-title"
    >
      <div className="news-panel-head">
        <Header as="h2" size="small" id="news-panel-title">
          {t('UI.NEWS.TITLE')}
        </Header>
        <Button
          icon
          basic
          size="mini"
          aria-label={t('UI.COMMON.CLOSE')}
          onClick={() => news.setPanelOpen(false)}
        >
          <Icon name="close" />
        </Button>
      </div>
      <Button size="mini" basic disabled={news.state.panelRead} onClick={() => void news.readAll()}>
        {t('UI.NEWS.READ_ALL')}
      </Button>
      {news.notices.length === 0 && !news.loading && (
        <p className="empty-state">{t('UI.NEWS.EMPTY')}</p>
      )}
      <List divided relaxed as="ul" className="news-list">
        {news.notices.map((notice, index) => (
          <List.Item as="li" key={index}>
            <NoticeEntry
              notice={notice}
              language={app.language}
              className={notice.isNew ? 'link-button news-item unread' : 'link-button news-item'}
              onRead={() => void news.click(index)}
            />
          </List.Item>
        ))}
      </List>
      {news.noMoreText !== '' ? (
        <p className="news-no-more" role="status">
          {news.noMoreText}
        </p>
      ) : (
        <Button
          size="mini"
          loading={news.loading}
          disabled={news.loading}
          onClick={() => void news.loadMore()}
        >
          {t('UI.NEWS.LOAD_MORE')}
        </Button>
      )}
    </aside>
  );
});
