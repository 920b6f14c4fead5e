import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Icon } from 'semantic-ui-react';
import type { PagedList } from '../lists/paged-list';
import { PAGE_SIZES } from '../lists/paged-list';

/**
 * The pager under a list: which rows are shown of how many, previous and next page, a page number
 * to jump to and the page size. Native buttons, input and select, so the keyboard and screen
 * readers get the browser's own controls.
 */
export const ListPager = observer(function ListPager<Row, Extra extends object>(props: {
  list: PagedList<Row, Extra>;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const { list } = props;
  const [typed, setTyped] = useState(String(list.page));
  useEffect(() => setTyped(String(list.page)), [list.page]);
  const jump = () => {
    const page = Number(typed);
    if (Number.isInteger(page) && page >= 1) void list.goTo(page);
    else setTyped(String(list.page));
  };
  return (
    <nav className="list-pager" aria-label={t('UI.LIST.PAGINATION')}>
      <span className="list-pager-summary" aria-live="polite">
        {t('UI.LIST.SHOWING', { ...list.shownRange, total: list.total })}
      </span>
      <Button
        type="button"
        icon
        size="small"
        basic
        disabled={list.page <= 1 || list.loading}
        aria-label={t('UI.LIST.PREVIOUS')}
        onClick={() => void list.goTo(list.page - 1)}
      >
        <Icon name="angle left" aria-hidden="true" />
      </Button>
      <label htmlFor={`${props.idPrefix}-page`}>{t('UI.LIST.PAGE')}</label>
      <div className="ui mini input list-pager-page">
        <input
          id={`${props.idPrefix}-page`}
          inputMode="numeric"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={jump}
          onKeyDown={(event) => {
            if (event.key === 'Enter') jump();
          }}
        />
      </div>
      <span>{t('UI.LIST.OF_PAGES', { pages: list.pageCount })}</span>
      <Button
        type="button"
        icon
        size="small"
        basic
        disabled={list.page >= list.pageCount || list.loading}
        aria-label={t('UI.LIST.NEXT')}
        onClick={() => void list.goTo(list.page + 1)}
      >
        <Icon name="angle right" aria-hidden="true" />
      </Button>
      <label htmlFor={`${props.idPrefix}-size`}>{t('UI.LIST.PAGE_SIZE')}</label>
      <select
        id={`${props.idPrefix}-size`}
        className="ui compact dropdown"
        value={list.pageSize}
        onChange={(event) => void list.setPageSize(Number(event.target.value))}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </nav>
  );
});
