import type { Language, NewsNotice } from '@portal/domain';
import { NOTICE_LINK_TARGET, noticeDisplay } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Icon } from 'semantic-ui-react';

/**
 * One notice of the news bar or panel. A link notice is a real link that opens in a new tab
 * (`NOTICE_LINK_TARGET`), so following it never replaces the portal with its tabs and forms;
 * either way a click marks it read.
 */
export function NoticeEntry(props: {
  notice: NewsNotice;
  language: Language;
  className: string;
  onRead: () => void;
}) {
  const { t } = useTranslation();
  const shown = noticeDisplay(props.notice, props.language);
  const content = (
    <>
      {props.notice.isNew && <span className="news-new">{t('UI.NEWS.NEW')}</span>}
      {shown.title}
    </>
  );
  if (shown.href === undefined) {
    return (
      <button type="button" className={props.className} onClick={props.onRead}>
        {content}
      </button>
    );
  }
  return (
    <a
      href={shown.href}
      target={NOTICE_LINK_TARGET.target}
      rel={NOTICE_LINK_TARGET.rel}
      className={props.className}
      onClick={props.onRead}
    >
      {content}
      <Icon name="external" size="small" aria-hidden="true" />
      <span className="visually-hidden">{t('UI.NEWS.LINK')}</span>
    </a>
  );
}
