import type { FormFields, MessageCode } from '@portal/domain';
import { validateDateRangeFilter } from '@portal/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Message } from 'semantic-ui-react';
import type { PageFetcher } from '../lists/paged-list';
import type { FilterSpec } from './ListToolbar';

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A list's date filter (`start_date`, `end_date`) checked by the domain's rule before the list
 * calls: a range the server would refuse is not sent, the list shows no page, and the refusal
 * is kept for the screen to say beside the filter.
 */
export class DateRangeGuard {
  problem: MessageCode | undefined = undefined;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  guard<Row, Extra>(fetch: PageFetcher<Row, Extra>): PageFetcher<Row, Extra> {
    return async (query: FormFields) => {
      const [issue] = validateDateRangeFilter({
        start_date: textOf(query['start_date']),
        end_date: textOf(query['end_date']),
      });
      runInAction(() => (this.problem = issue));
      if (issue !== undefined) throw new Error(`date filter refused: ${issue.code}`);
      return fetch(query);
    };
  }
}

/** The two ends of a date range as toolbar filters; labels are catalog keys. */
export const dateRangeFilters = (
  idPrefix: string,
  labels: { readonly from: string; readonly to: string },
): FilterSpec[] => [
  { kind: 'date', filter: 'start_date', id: `${idPrefix}-start-date`, label: labels.from },
  { kind: 'date', filter: 'end_date', id: `${idPrefix}-end-date`, label: labels.to },
];

/** Why the date filter was not applied, in the reader's language; nothing while it is fine. */
export const DateRangeProblem = observer(function DateRangeProblem(props: {
  guard: DateRangeGuard;
  id: string;
}) {
  const { t } = useTranslation();
  const { problem } = props.guard;
  if (problem === undefined) return null;
  return (
    <Message negative id={props.id} role="alert">
      {t(problem.code, { ...problem.params })}
    </Message>
  );
});
