import type { ReactNode } from 'react';

/** A native checkbox with its label after it. */
export function AsnCheckbox(props: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children?: ReactNode;
}) {
  return (
    <div className="field asn-checkbox">
      <input
        id={props.id}
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <label htmlFor={props.id}>{props.label}</label>
      {props.children}
    </div>
  );
}
