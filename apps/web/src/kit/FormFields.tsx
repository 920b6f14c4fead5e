import { observer } from 'mobx-react-lite';
import type { InputHTMLAttributes } from 'react';
import type { SelectOption } from '../components/SelectField';
import { SelectField } from '../components/SelectField';
import { TextField } from '../components/TextField';
import type { FormModel } from './form-model';

/** The keys of V holding text, and those holding a yes/no. */
export type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;
export type FlagKey<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V] & string;

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'name' | 'form'
>;

/** A text field bound to a form: its value, its error (client or server) and its changes. */
export const FormText = observer(function FormText<V extends object>(
  props: { form: FormModel<V>; name: TextKey<V>; id: string; label: string } & InputProps,
) {
  const { form, name, ...input } = props;
  return (
    <TextField
      {...input}
      value={form.values[name] as string}
      error={form.error(name)}
      onValue={(value) => form.set(name, value as V[TextKey<V>])}
    />
  );
});

/** A select bound to a form field; `placeholder` offers the empty choice. */
export const FormSelect = observer(function FormSelect<V extends object>(props: {
  form: FormModel<V>;
  name: TextKey<V>;
  id: string;
  label: string;
  options: readonly SelectOption[];
  placeholder?: string;
}) {
  const { form, name } = props;
  return (
    <SelectField
      id={props.id}
      label={props.label}
      value={form.values[name] as string}
      options={props.options}
      placeholder={props.placeholder}
      error={form.error(name)}
      onChange={(value) => form.set(name, value as V[TextKey<V>])}
    />
  );
});

/** A native checkbox bound to a yes/no field, its label after it. */
export const FormCheck = observer(function FormCheck<V extends object>(props: {
  form: FormModel<V>;
  name: FlagKey<V>;
  id: string;
  label: string;
  className?: string;
}) {
  const { form, name } = props;
  return (
    <div className={props.className ?? 'field'}>
      <input
        id={props.id}
        type="checkbox"
        checked={form.values[name] as boolean}
        onChange={(event) => form.set(name, event.target.checked as V[FlagKey<V>])}
      />
      <label htmlFor={props.id}>{props.label}</label>
    </div>
  );
});
