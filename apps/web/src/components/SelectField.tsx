import type { MessageCode } from '@portal/domain';
import { FieldError } from './FieldError';

export interface SelectOption {
  readonly value: string;
  readonly text: string;
}

/**
 * A labelled native select styled as a semantic-ui dropdown: keyboard and screen readers get
 * the browser's own control (semantic's div dropdown has no accessible name for its label).
 * A form's field passes its `error`, announced and tied to the select.
 */
export function SelectField(props: {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  placeholder?: string;
  inline?: boolean;
  error?: MessageCode | undefined;
  /** Marked required (fomantic's asterisk, aria-required). */
  required?: boolean;
  onChange: (value: string) => void;
}) {
  const errorId = `${props.id}-error`;
  const classes = [
    props.inline === true && 'inline',
    props.required === true && 'required',
    'field',
    props.error !== undefined && 'error',
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        className="ui dropdown"
        value={props.value}
        aria-invalid={props.error !== undefined}
        aria-required={props.required === true ? true : undefined}
        aria-describedby={props.error === undefined ? undefined : errorId}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={props.error} />
    </div>
  );
}
