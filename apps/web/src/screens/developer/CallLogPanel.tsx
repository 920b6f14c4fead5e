import type { ApiCallRow } from '@portal/contract';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../kit/DataTable';
import { PagedTable, timeColumn } from '../../kit/DataTable';
import { Section } from '../../kit/Layout';
import type { PagedList } from '../../lists/paged-list';
import { outcomeKey } from './developer-texts';

const COLUMNS: readonly Column<ApiCallRow>[] = [
  timeColumn('UI.API_MANAGE.CALL_TIME', (row) => row.at),
  {
    header: 'UI.API_MANAGE.CALL_CERTIFICATE',
    cell: (row) => (row.token === '' ? '—' : <code>{row.token}</code>),
  },
  {
    header: 'UI.API_MANAGE.CALL_ENDPOINT',
    cell: (row) => (
      <code>
        {row.method} {row.endpoint}
      </code>
    ),
  },
  {
    header: 'UI.API_MANAGE.CALL_OUTCOME',
    // the envelope code: the HTTP status is 200 for most refusals (the portal's envelope convention)
    cell: (row, { t }) => `${row.code} · ${t(outcomeKey(row.outcome))}`,
  },
];

/** The call log tab: every open API call made with the merchant's certificates, newest first. */
export const CallLogPanel = observer(function CallLogPanel(props: { list: PagedList<ApiCallRow> }) {
  const { t } = useTranslation();
  // read again each time the tab is opened: calls come from the merchant's systems meanwhile
  useEffect(() => void props.list.load(), [props.list]);
  return (
    <Section id="api-calls-title" title={t('UI.API_MANAGE.CALLS')}>
      <PagedTable
        list={props.list}
        columns={COLUMNS}
        empty={t('UI.API_MANAGE.CALLS_EMPTY')}
        idPrefix="api-calls"
        aria-labelledby="api-calls-title"
      />
    </Section>
  );
});
