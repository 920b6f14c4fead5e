import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'semantic-ui-react';
import { ListFilterSelect } from '../components/ListFilterSelect';
import type { SelectOption } from '../components/SelectField';
import { SearchField } from '../components/SearchField';
import type { PagedList } from '../lists/paged-list';

/** One control of a list's toolbar as configuration; labels are catalog keys. */
export type FilterSpec =
  | {
      readonly kind: 'select';
      readonly filter: string;
      readonly id: string;
      readonly label: string;
      readonly options: readonly SelectOption[];
      /** The empty choice's text (a catalog key); "All" unless given. */
      readonly placeholder?: string;
    }
  | {
      readonly kind: 'search';
      readonly filter: string;
      readonly id: string;
      readonly label: string;
      readonly placeholder: string;
      /** A search applied on submit keeps its own text; else each keystroke filters. */
      readonly value?: string;
      readonly onChange?: (value: string) => void;
    }
  | {
      readonly kind: 'check';
      readonly filter: string;
      readonly id: string;
      readonly label: string;
    }
  | {
      /** One end of a date range (YYYY-MM-DD), checked with `DateRangeGuard` before a fetch. */
      readonly kind: 'date';
      readonly filter: string;
      readonly id: string;
      readonly label: string;
    };

/**
 * A paged list's toolbar from configuration: filter selects, the search box and yes/no filters,
 * each changing its filter of the list (back to page 1); `children` adds the list's own tools.
 */
export const ListToolbar = observer(function ListToolbar<Row, Extra extends object>(props: {
  list: PagedList<Row, Extra>;
  filters: readonly FilterSpec[];
  role?: 'search';
  onSubmit?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { list } = props;
  const set = (filter: string, value: string) => void list.setFilter(filter, value);
  const control = (spec: FilterSpec) => {
    if (spec.kind === 'select')
      return (
        <ListFilterSelect
          key={spec.id}
          list={list}
          filter={spec.filter}
          id={spec.id}
          label={t(spec.label)}
          placeholder={spec.placeholder === undefined ? undefined : t(spec.placeholder)}
          options={spec.options}
        />
      );
    if (spec.kind === 'search')
      return (
        <SearchField
          key={spec.id}
          id={spec.id}
          label={t(spec.label)}
          placeholder={t(spec.placeholder)}
          value={spec.value ?? list.filters[spec.filter] ?? ''}
          onChange={spec.onChange ?? ((value) => set(spec.filter, value))}
        />
      );
    if (spec.kind === 'date')
      return (
        <Form.Field key={spec.id} className="list-date-filter">
          <label htmlFor={spec.id}>{t(spec.label)}</label>
          <input
            id={spec.id}
            type="date"
            value={list.filters[spec.filter] ?? ''}
            onChange={(event) => set(spec.filter, event.target.value)}
          />
        </Form.Field>
      );
    return (
      <Form.Field key={spec.id} className="list-check-filter">
        <input
          id={spec.id}
          type="checkbox"
          checked={list.filters[spec.filter] === '1'}
          onChange={(event) => set(spec.filter, event.target.checked ? '1' : '')}
        />
        <label htmlFor={spec.id}>{t(spec.label)}</label>
      </Form.Field>
    );
  };
  return (
    <Form
      className="list-toolbar"
      role={props.role}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit?.();
      }}
    >
      {props.filters.map(control)}
      {props.children}
    </Form>
  );
});
