import type { MessageCode } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Icon, Message } from 'semantic-ui-react';
import { useInjection } from '../di-context';
import { TOKENS } from '../di-tokens';
import type { PagedList } from '../lists/paged-list';
import type { BatchOutcome } from './batch';
import type { Column } from './DataTable';
import { PagedTable } from './DataTable';
import { ScreenTitle, Section } from './Layout';
import type { FilterSpec } from './ListToolbar';
import { ListToolbar } from './ListToolbar';
import { useWhenShown } from './use-screen';
import { usePermitted } from './permitted';

/**
 * A list screen as configuration: its title and tools, the toolbar's filters, the columns of the
 * server-paged table; `above` shows between the toolbar and the table (a batch bar). The page is
 * read again whenever the screen is shown (a kept-alive tab, back from a form).
 */
export const ListScreen = observer(function ListScreen<Row, Extra extends object>(props: {
  list: PagedList<Row, Extra>;
  /** Catalog keys: the title, and the empty state. */
  title: string;
  empty: string;
  className: string;
  idPrefix: string;
  columns: readonly Column<Row>[];
  filters: readonly FilterSpec[];
  tools?: ReactNode;
  /** The list's create button: its catalog key and the form's path. */
  create?: { readonly label: string; readonly to: string };
  /** Between the title and the toolbar (tabs, an upload's problem). */
  before?: ReactNode;
  above?: ReactNode;
  search?: { readonly onSubmit: () => void; readonly button: ReactNode };
  tableClassName?: string;
  rowState?: (row: Row) => { readonly warning?: boolean };
}) {
  const { t } = useTranslation();
  const { list, create } = props;
  const permitted = usePermitted();
  const navigator = useInjection(TOKENS.Navigator);
  useWhenShown(() => void list.load(), [list]);
  return (
    <div className={`screen ${props.className}`}>
      <ScreenTitle title={t(props.title)}>
        {create !== undefined && permitted('add') && (
          <Button primary type="button" onClick={() => navigator.go(create.to)}>
            <Icon name="plus" aria-hidden="true" />
            {t(create.label)}
          </Button>
        )}
        {props.tools}
      </ScreenTitle>
      {props.before}
      <ListToolbar
        list={list}
        filters={props.filters}
        role={props.search === undefined ? undefined : 'search'}
        onSubmit={props.search?.onSubmit}
      >
        {props.search?.button}
      </ListToolbar>
      {props.above}
      <div className="list-table-wrap">
        <PagedTable
          list={list}
          columns={props.columns}
          className={props.tableClassName}
          rowState={props.rowState}
          empty={t(props.empty)}
          idPrefix={props.idPrefix}
        />
      </div>
    </div>
  );
});

/** The search box of a list, filtering by `keyword` as it is typed. */
export const keywordSearch = (id: string, label: string, placeholder: string): FilterSpec => ({
  kind: 'search',
  filter: 'keyword',
  id,
  label,
  placeholder,
});

/** A list's column of tick boxes for a batch: one per row, and one in the header for the page. */
export function selectColumn<Row, Extra extends object>(
  list: PagedList<Row, Extra>,
  nameOf: (row: Row) => string,
): Column<Row> {
  return {
    header: ({ t }) => (
      <input
        type="checkbox"
        aria-label={t('UI.LIST.SELECT_ALL')}
        checked={list.allSelected}
        onChange={list.toggleAll}
      />
    ),
    collapsing: true,
    cell: (row, { t }) => (
      <input
        type="checkbox"
        aria-label={t('UI.LIST.SELECT_ROW', { name: nameOf(row) })}
        checked={list.isSelected(row)}
        onChange={() => list.toggle(row)}
      />
    ),
  };
}

/**
 * What a batch did: the counts (a warning when some were refused) and each refused record with
 * the server's reason. `header` and `failure` are the area's texts of the outcome.
 */
export const BatchResult = observer(function BatchResult<A extends string>(props: {
  outcome: BatchOutcome<A> | undefined;
  header: (outcome: BatchOutcome<A>) => string;
  failure: (failure: BatchOutcome<A>['failures'][number]) => string;
  onDismiss: () => void;
}) {
  const { outcome } = props;
  if (outcome === undefined) return null;
  return (
    <Message
      warning={outcome.failed > 0}
      positive={outcome.failed === 0}
      role="status"
      onDismiss={props.onDismiss}
    >
      <Message.Header>{props.header(outcome)}</Message.Header>
      {outcome.failures.length > 0 && (
        <ul className="batch-failures">
          {outcome.failures.map((failure) => (
            <li key={failure.id}>{props.failure(failure)}</li>
          ))}
        </ul>
      )}
    </Message>
  );
});

/** An upload's problem beside its button: the profile's refusal (a code) or the server's reason. */
export function UploadProblem(props: { id: string; problem: MessageCode | string | undefined }) {
  const { t } = useTranslation();
  const { problem } = props;
  if (problem === undefined) return null;
  return (
    <Message negative id={props.id} role="alert">
      {typeof problem === 'string' ? problem : t(problem.code, { ...problem.params })}
    </Message>
  );
}

/** A titled section of a screen holding one server-paged table (a record's log, its batches). */
export function TableSection<Row>(props: {
  id: string;
  title: string;
  empty: string;
  list: PagedList<Row>;
  columns: readonly Column<Row>[];
}) {
  const { id, title, ...table } = props;
  return (
    <Section id={`${id}-title`} title={title}>
      <PagedTable {...table} idPrefix={id} aria-labelledby={`${id}-title`} />
    </Section>
  );
}
