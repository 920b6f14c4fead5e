import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PagedList } from '../lists/paged-list';
import type { SelectOption } from './SelectField';
import { SelectField } from './SelectField';

/**
 * A select in a list's toolbar that filters a paged list by one filter; its empty choice ("All"
 * unless `placeholder` says otherwise) clears the filter.
 */
export const ListFilterSelect = observer(function ListFilterSelect<
  Row,
  Extra extends object,
>(props: {
  list: PagedList<Row, Extra>;
  filter: string;
  id: string;
  label: string;
  options: readonly SelectOption[];
  placeholder?: string;
}) {
  const { t } = useTranslation();
  const { list, filter } = props;
  return (
    <SelectField
      id={props.id}
      label={props.label}
      value={list.filters[filter] ?? ''}
      placeholder={props.placeholder ?? t('UI.LIST.ALL')}
      options={props.options}
      onChange={(value) => void list.setFilter(filter, value)}
    />
  );
});
