import type { MessageCode } from '@portal/domain';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A field's announced error, tied to its control by `id`. */
export function FieldError(props: { id: string; error: MessageCode | undefined }) {
  const { t } = useTranslation();
  if (props.error === undefined) return null;
  return (
    <div id={props.id} className="ui pointing above prompt label" role="alert">
      {t(props.error.code, { ...props.error.params })}
    </div>
  );
}

const describedBy = (id: string, error: MessageCode | undefined) =>
  error === undefined ? undefined : `${id}-error`;

/** A labelled native select with its error (the shared SelectField shows none). */
export function AsnSelect(props: {
  id: string;
  label: string;
  value: string;
  options: readonly { readonly value: string; readonly text: string }[];
  placeholder?: string;
  error?: MessageCode | undefined;
  hiddenLabel?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div className={props.error === undefined ? 'field' : 'field error'}>
      <label htmlFor={props.id} className={props.hiddenLabel === true ? 'asn-sr-only' : undefined}>
        {props.label}
      </label>
      <select
        id={props.id}
        className="ui dropdown"
        value={props.value}
        aria-invalid={props.error !== undefined}
        aria-describedby={describedBy(props.id, props.error)}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
      <FieldError id={`${props.id}-error`} error={props.error} />
    </div>
  );
}

/** A compact labelled input for a line or box row; the label may be visually hidden. */
export function AsnInput(
  props: {
    id: string;
    label: string;
    value: string;
    error: MessageCode | undefined;
    hiddenLabel?: boolean;
    onValue: (value: string) => void;
  } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>,
) {
  const { id, label, value, error, hiddenLabel, onValue, ...input } = props;
  return (
    <div className={error === undefined ? 'field' : 'field error'}>
      <label htmlFor={id} className={hiddenLabel === true ? 'asn-sr-only' : undefined}>
        {label}
      </label>
      <div className="ui input">
        <input
          {...input}
          id={id}
          value={value}
          aria-invalid={error !== undefined}
          aria-describedby={describedBy(id, error)}
          onChange={(event) => onValue(event.target.value)}
        />
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

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
