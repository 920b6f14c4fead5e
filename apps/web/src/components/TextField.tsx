import type { MessageCode } from '@portal/domain';
import type { InputHTMLAttributes } from 'react';
import { FieldError } from './FieldError';

/**
 * A labelled text input in fomantic-ui's form markup, written by hand so the login page does not
 * pull semantic-ui-react; its error is announced and tied to the input.
 */
export function TextField(
  props: {
    id: string;
    label: string;
    value: string;
    error: MessageCode | undefined;
    onValue: (value: string) => void;
  } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>,
) {
  const { id, label, value, error, onValue, required, ...input } = props;
  const errorId = `${id}-error`;
  return (
    <div className={fieldClass(error, required)}>
      <label htmlFor={id}>{label}</label>
      <div className="ui input">
        <input
          {...input}
          id={id}
          value={value}
          aria-invalid={error !== undefined}
          aria-required={required === true ? true : undefined}
          aria-describedby={error === undefined ? undefined : errorId}
          onChange={(event) => onValue(event.target.value)}
        />
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/**
 * fomantic's field classes: `required` draws its asterisk after the label (an empty alternative
 * text in shell.css keeps it out of the accessible name; the control says aria-required).
 */
export const fieldClass = (error: unknown, required: boolean | undefined) =>
  `${required === true ? 'required ' : ''}field${error === undefined ? '' : ' error'}`;
