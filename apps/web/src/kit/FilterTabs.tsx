import { observer } from 'mobx-react-lite';
import type { PagedList } from '../lists/paged-list';

/** The tab a key moves to in a tab strip of `count` tabs (arrows wrap around, Home and End). */
export function neighbourIndex(at: number, count: number, key: string): number | undefined {
  if (key === 'ArrowRight') return (at + 1) % count;
  if (key === 'ArrowLeft') return (at - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/**
 * A paged list's filter as a tab strip (a list's statuses): one tab per value ('' for all), the
 * chosen one selected; the arrow keys, Home and End move between tabs as a tablist should.
 */
export const FilterTabs = observer(function FilterTabs<Row, Extra extends object>(props: {
  list: PagedList<Row, Extra>;
  filter: string;
  tabs: readonly string[];
  /** The tab strip's accessible name. */
  label: string;
  className?: string;
  text: (tab: string) => string;
}) {
  const { list, filter, tabs } = props;
  const choose = (tab: string) => void list.setFilter(filter, tab);
  return (
    <div
      className={`ui tabular menu ${props.className ?? ''}`}
      role="tablist"
      aria-label={props.label}
    >
      {tabs.map((tab, at) => {
        const selected = (list.filters[filter] ?? '') === tab;
        return (
          <button
            key={tab === '' ? 'all' : tab}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className={selected ? 'active item' : 'item'}
            onClick={() => choose(tab)}
            onKeyDown={(event) => {
              const next = neighbourIndex(at, tabs.length, event.key);
              if (next === undefined) return;
              event.preventDefault();
              event.currentTarget.parentElement?.querySelectorAll('button')[next]?.focus();
              choose(tabs[next] ?? '');
            }}
          >
            {props.text(tab)}
          </button>
        );
      })}
    </div>
  );
});
