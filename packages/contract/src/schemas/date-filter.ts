import { DATE_FILTER_MAX_DAYS } from '@portal/domain';
import { text } from './kit';

/**
 * A list's optional date filter (the domain's validateDateRangeFilter): UTC days, both ends
 * inclusive, either blank for an open end, at most DATE_FILTER_MAX_DAYS together.
 */
export const DATE_FILTER_FIELDS = {
  start_date: text('YYYY-MM-DD (UTC), the first day; open when absent'),
  end_date: text(
    `YYYY-MM-DD (UTC), the last day; open when absent; at most ${DATE_FILTER_MAX_DAYS} days after start_date`,
  ),
};
