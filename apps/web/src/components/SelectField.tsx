import { Form } from 'semantic-ui-react';

export interface SelectOption {
  readonly value: string;
  readonly text: string;
}

/**
 * A labelled native select styled as a semantic-ui dropdown: keyboard and screen readers get
 * the browser's own control (semantic's div dropdown has no accessible name for its label).
 */
export function SelectField(props: {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  placeholder?: string;
  inline?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <Form.Field inline={props.inline}>
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        className="ui dropdown"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
    </Form.Field>
  );
}
