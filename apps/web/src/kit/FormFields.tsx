import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Form } from 'semantic-ui-react';
import type { SelectOption } from '../components/SelectField';
import { SelectField } from '../components/SelectField';
import { TextField } from '../components/TextField';
import type { FormModel } from './form-model';

/** The keys of V holding text, and those holding a yes/no. */
export type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;
export type FlagKey<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V] & string;

interface Common {
  /** Catalog keys, translated when shown. */
  readonly label: string;
  readonly placeholder?: string;
  /** The control's id; `${idPrefix}-${name}` unless given. */
  readonly id?: string;
}

/** One field of a form as configuration: which value it edits and how. */
export type FieldSpec<V> =
  | (Common & {
      readonly name: TextKey<V>;
      readonly kind?: 'text' | 'date' | 'password';
      readonly inputMode?: 'decimal' | 'numeric';
      readonly maxLength?: number;
      readonly autoComplete?: string;
    })
  | (Common & {
      readonly name: TextKey<V>;
      readonly kind: 'select';
      readonly options: readonly SelectOption[];
    })
  | (Common & {
      readonly name: FlagKey<V>;
      readonly kind: 'check';
      readonly className?: string;
      /** Replaces the plain set, for a flag whose change shows other fields' verdicts. */
      readonly onChange?: (checked: boolean) => void;
    });

/**
 * Fields of a form from configuration: each shows its value, its error (client or server) beside
 * it, is marked required where the form's rule refuses it blank, and writes its changes back. `false` entries (a field not offered now) are skipped; `group`
 * lays them out side by side.
 */
export const FormFields = observer(function FormFields<V extends object>(props: {
  form: FormModel<V>;
  idPrefix: string;
  fields: readonly (FieldSpec<V> | false)[];
  group?: boolean;
}) {
  const { t } = useTranslation();
  const { form, idPrefix } = props;
  const shown = props.fields.map((spec) => {
    if (spec === false) return null;
    const id = spec.id ?? `${idPrefix}-${spec.name}`;
    const placeholder = spec.placeholder === undefined ? undefined : t(spec.placeholder);
    const set = (value: unknown) => form.set(spec.name, value as V[keyof V]);
    if (spec.kind === 'check')
      return (
        <div key={spec.name} className={spec.className ?? 'field'}>
          <input
            id={id}
            type="checkbox"
            checked={form.values[spec.name] as boolean}
            onChange={(event) => (spec.onChange ?? set)(event.target.checked)}
          />
          <label htmlFor={id}>{t(spec.label)}</label>
        </div>
      );
    if (spec.kind === 'select')
      return (
        <SelectField
          key={spec.name}
          id={id}
          label={t(spec.label)}
          value={form.values[spec.name] as string}
          options={spec.options}
          placeholder={placeholder}
          error={form.error(spec.name)}
          required={form.isRequired(spec.name)}
          onChange={set}
        />
      );
    return (
      <TextField
        key={spec.name}
        id={id}
        label={t(spec.label)}
        type={spec.kind === 'text' ? undefined : spec.kind}
        inputMode={spec.inputMode}
        maxLength={spec.maxLength}
        autoComplete={spec.autoComplete}
        placeholder={placeholder}
        value={form.values[spec.name] as string}
        error={form.error(spec.name)}
        required={form.isRequired(spec.name)}
        onValue={set}
      />
    );
  });
  return props.group === true ? <Form.Group widths="equal">{shown}</Form.Group> : <>{shown}</>;
});
