import type { NewsItem } from '@portal/contract';
import { NEWS_ROUTES } from '@portal/contract/routes';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Label } from 'semantic-ui-react';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import { localTime } from '../../format/local-time';
import type { Column } from '../../kit/DataTable';
import { ListScreen } from '../../kit/ListScreen';
import { useScreenModel } from '../../kit/use-screen';
import { PagedList } from '../../lists/paged-list';

const K = 'UI.SETTINGS_USER.';

/**
 * Every notice with its read state, paged (/setting/notification/notice): the header's notices,
 * through the same news endpoints; marking one or all read also refreshes the header's bell.
 */
const NoticeListScreen = observer(function NoticeListScreen() {
  const { t } = useTranslation();
  const api = useInjection(TOKENS.Api);
  const news = useInjection(TOKENS.NewsStore);
  const list = useScreenModel(
    () =>
      new PagedList<NewsItem, { unread: number }>(
        (query) => api.callAssembled(NEWS_ROUTES.list, query),
        (row) => row.id,
      ),
  );
  const after = async () => {
    await list.load();
    await news.load();
  };
  const columns: readonly Column<NewsItem>[] = [
    {
      header: `${K}READ_STATE`,
      collapsing: true,
      cell: (row, view) =>
        row.isNew ? (
          <Label size="mini" color="red">
            {view.t(`${K}UNREAD`)}
          </Label>
        ) : (
          view.t(`${K}READ`)
        ),
    },
    {
      header: `${K}NOTICE_TEXT`,
      cell: (row, view) => {
        const title = view.language === 'zh' && row.title_cn !== '' ? row.title_cn : row.title;
        const href = view.language === 'zh' && row.href_cn !== '' ? row.href_cn : row.href;
        return row.isLink ? (
          <a href={href} target="_blank" rel="noreferrer">
            {title}
          </a>
        ) : (
          title
        );
      },
    },
    {
      header: `${K}PUBLISHED`,
      cell: (row, view) => localTime(row.published_at, view.language),
    },
    {
      header: `${K}ACTIONS`,
      collapsing: true,
      cell: (row, view) =>
        row.isNew && (
          <Button
            size="mini"
            basic
            type="button"
            onClick={() =>
              void api.call(NEWS_ROUTES.read, { id: row.id }, { quietSuccess: true }).then(after)
            }
          >
            {view.t(`${K}MARK_READ`)}
          </Button>
        ),
    },
  ];
  const unread = list.extra?.unread ?? 0;
  return (
    <ListScreen
      list={list}
      title={`${K}NOTICES_TITLE`}
      empty={`${K}NOTICES_EMPTY`}
      className="settings-notice-screen"
      idPrefix="notice"
      columns={columns}
      filters={[]}
      tools={
        <>
          <span className="notice-unread">{t(`${K}UNREAD_COUNT`, { count: unread })}</span>
          <Button
            type="button"
            disabled={unread === 0}
            onClick={() =>
              void api.call(NEWS_ROUTES.readAll, {}, { quietSuccess: true }).then(after)
            }
          >
            {t(`${K}MARK_ALL_READ`)}
          </Button>
        </>
      }
    />
  );
});

export default NoticeListScreen;
