import type { ReactNode } from 'react';

/** One fact of a record: its label and its value (blank shows as a dash). */
export type Fact = readonly [label: string, value: ReactNode];

/**
 * A record's facts as a description list; the area's classes keep its layout (a grid of fields,
 * a row of figures).
 */
export function Facts(props: {
  facts: readonly (Fact | false)[];
  className: string;
  itemClassName?: string;
}) {
  return (
    <dl className={props.className}>
      {props.facts.map(
        (fact) =>
          fact !== false && (
            <div key={fact[0]} className={props.itemClassName}>
              <dt>{fact[0]}</dt>
              <dd>{fact[1] === '' || fact[1] === undefined ? '—' : fact[1]}</dd>
            </div>
          ),
      )}
    </dl>
  );
}
