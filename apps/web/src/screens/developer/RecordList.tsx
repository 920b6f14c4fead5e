import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Message } from 'semantic-ui-react';
import type { Column } from '../../kit/DataTable';
import { DataTable } from '../../kit/DataTable';
import { LoadState, Section } from '../../kit/Layout';
import type { Remote } from '../../kit/remote';

/**
 * The merchant's certificates or webhooks (a short list, never paged): why the last row action
 * was refused, then the titled table, its loader, its read failure with a retry or its empty
 * state. Texts are catalog keys; `failed` takes the server's `reason`.
 */
export const RecordList = observer(function RecordList<Row extends { readonly id: number }>(props: {
  id: string;
  title: string;
  remote: Remote<{ readonly list: readonly Row[] }>;
  columns: readonly Column<Row>[];
  loadFailed: string;
  empty: string;
  actionFailed: string;
  actionError: string | undefined;
}) {
  const { t } = useTranslation();
  const { remote } = props;
  const rows = remote.value?.list;
  return (
    <>
      {props.actionError !== undefined && (
        <Message
          negative
          role="alert"
          content={t(props.actionFailed, { reason: props.actionError })}
        />
      )}
      <Section id={props.id} title={t(props.title)}>
        {rows === undefined ? (
          <LoadState failed={remote.failed} text={props.loadFailed} retry={remote.load} />
        ) : rows.length === 0 ? (
          <p className="empty-state" role="status">
            {t(props.empty)}
          </p>
        ) : (
          <div className="list-table-wrap">
            <DataTable
              rows={rows}
              rowKey={(row) => row.id}
              columns={props.columns}
              aria-labelledby={props.id}
            />
          </div>
        )}
      </Section>
    </>
  );
});
