import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { ReactNode } from 'react';
import { useLayoutEffect, useRef, useState } from 'react';

/** A row's height before it is measured (a product row, its name and buttons on two lines). */
const ROW_ESTIMATE_PX = 72;
/** Rows drawn beyond the screen's edges, so a scroll shows drawn rows at once. */
const OVERSCAN = 8;

/**
 * The rows of a table body near the window's visible part, with spacer rows holding the height
 * of the others (@tanstack/react-virtual over the window's scroll): a page of 100 rows draws
 * about 30 of them, so it renders in a fraction of the time and the page stays smooth as it
 * scrolls (docs/adr/0056-lists-draw-the-rows-near-the-screen.md). The table names how many rows
 * it has (`aria-rowcount`) and each drawn row its place (`aria-rowindex`), for screen readers;
 * the spacer rows, holding the height of the rows not drawn, are hidden from them.
 */
export function WindowedRows(props: {
  count: number;
  /** How many cells a row has, for the spacer rows. */
  columns: number;
  keyOf: (index: number) => string | number;
  /** Row `index`, which reports its height through `measure` (its ref). */
  row: (index: number, measure: (row: HTMLTableRowElement | null) => void) => ReactNode;
}) {
  const top = useRef<HTMLTableRowElement>(null);
  // where the body starts on the page: the window's scroll is measured from there
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const at = top.current?.getBoundingClientRect().top;
    if (at === undefined) return;
    const offset = Math.round(at + window.scrollY);
    setMargin((current) => (current === offset ? current : offset));
  }, [props.count]);
  const rows = useWindowVirtualizer({
    count: props.count,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: OVERSCAN,
    scrollMargin: margin,
    getItemKey: props.keyOf,
  });
  const items = rows.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const before = first === undefined ? 0 : first.start - margin;
  const after = last === undefined ? 0 : rows.getTotalSize() - (last.end - margin);
  return (
    <>
      <tr ref={top} className="table-spacer" aria-hidden="true">
        <td colSpan={props.columns} style={{ height: before }} />
      </tr>
      {items.map((item) => props.row(item.index, rows.measureElement))}
      <tr className="table-spacer" aria-hidden="true">
        <td colSpan={props.columns} style={{ height: after }} />
      </tr>
    </>
  );
}
