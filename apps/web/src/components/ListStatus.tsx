import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Icon, Message } from 'semantic-ui-react';
import type { PagedList } from '../lists/paged-list';
import { PageLoader } from './PageLoader';

/**
 * What a list shows instead of rows: the loader before the first page, a failure with a retry
 * (a failing GET shows no toast, see docs/request.md), or the empty state of a real empty answer.
 */
export const ListStatus = observer(function ListStatus<Row, Extra extends object>(props: {
  list: PagedList<Row, Extra>;
  /** The empty-state text, e.g. "No products yet". */
  empty: string;
}) {
  const { t } = useTranslation();
  const { list } = props;
  if (list.failed) {
    return (
      <Message negative role="alert">
        <p>{t('UI.LIST.FAILED')}</p>
        <Button type="button" size="small" onClick={() => void list.load()}>
          {t('UI.LIST.RETRY')}
        </Button>
      </Message>
    );
  }
  if (!list.loaded) return list.loading ? <PageLoader /> : null;
  if (list.rows.length === 0) {
    return (
      <p className="empty-state" role="status">
        <Icon name="inbox" aria-hidden="true" />
        {props.empty}
      </p>
    );
  }
  return null;
});
