import { useEffect, useState, type RefObject } from 'react';

/**
 * The height of the bars above the second layout (header, news bar, tab strip) in page
 * coordinates, kept up to date as they wrap or unwrap (a narrow window, a long headline, many
 * tabs). Undefined until measured, and where the browser cannot measure (tests without layout),
 * so the caller falls back to the spec's 159 px.
 */
export function useBarsHeight(inside: RefObject<HTMLElement>): number | undefined {
  const [height, setHeight] = useState<number | undefined>(undefined);
  useEffect(() => {
    const layout = inside.current?.closest<HTMLElement>('.second-layout');
    const shell = layout?.parentElement;
    if (layout === null || layout === undefined || shell === null || shell === undefined) {
      return undefined;
    }
    const measure = () => {
      const top = layout.getBoundingClientRect().top + window.scrollY;
      setHeight(top > 0 ? top : undefined);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    for (const bar of Array.from(shell.children)) {
      if (bar !== layout) observer.observe(bar);
    }
    return () => observer.disconnect();
  }, [inside]);
  return height;
}
