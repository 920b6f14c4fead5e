import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Icon } from 'semantic-ui-react';
import { FieldError } from '../components/FieldError';
import type { SelectOption } from '../components/SelectField';
import { SelectField } from '../components/SelectField';
import { TextField } from '../components/TextField';
import type { FormModel, ItemOf, ListKey } from './form-model';

/** One input of each item of a list field (a line's SKU, a box's weight). */
export interface ItemFieldSpec<Item> {
  readonly key: keyof Item & string;
  /** A catalog key, given the item's position from 1 as `n`. */
  readonly label: string;
  readonly options?: readonly SelectOption[];
  readonly placeholder?: string;
  readonly inputMode?: 'decimal' | 'numeric';
}

/**
 * A list field of a form (lines, boxes) as rows of inputs from configuration: each input shows
 * its item's value and its error by position (`lines.0.quantity`), each row has its remove
 * button, the list's own error (e.g. no line) shows below, and `add` adds a row.
 */
export const ItemRows = observer(function ItemRows<V extends object, K extends ListKey<V>>(props: {
  form: FormModel<V>;
  field: K;
  legend: string;
  /** Each input's id is `${idPrefix}-${index}-${key}`; the list's error is `${idPrefix}s-error`. */
  idPrefix: string;
  fields: readonly ItemFieldSpec<ItemOf<V, K>>[];
  /** Catalog keys of the remove and add buttons (the remove one gets `n`). */
  removeLabel: string;
  addLabel: string;
  add: () => void;
  className: string;
  rowClassName: string;
  removeClassName?: string;
  /** What shows above the rows (a hint, a search) and below them. */
  before?: ReactNode;
  after?: ReactNode;
}) {
  const { t } = useTranslation();
  const { form, field, idPrefix: p } = props;
  const name = String(field);
  const items = form.values[field] as readonly ItemOf<V, K>[];
  const listError = form.error(name);
  return (
    <fieldset
      className={props.className}
      aria-describedby={listError === undefined ? undefined : `${p}s-error`}
    >
      <legend>{props.legend}</legend>
      {props.before}
      {items.map((item, index) => (
        // items have no identity of their own until saved; the position is what the rules name
        <div className={props.rowClassName} key={index}>
          {props.fields.map((spec) => {
            const common = {
              id: `${p}-${index}-${spec.key}`,
              label: t(spec.label, { n: index + 1 }),
              value: String(item[spec.key]),
              error: form.error(`${name}.${index}.${spec.key}`),
              required: form.isRequired(`${name}.${index}.${spec.key}`),
            };
            const set = (value: string) =>
              form.setItem(field, index, { [spec.key]: value } as Partial<ItemOf<V, K>>);
            return spec.options === undefined ? (
              <TextField key={spec.key} {...common} inputMode={spec.inputMode} onValue={set} />
            ) : (
              <SelectField
                key={spec.key}
                {...common}
                options={spec.options}
                placeholder={spec.placeholder === undefined ? undefined : t(spec.placeholder)}
                onChange={set}
              />
            );
          })}
          <Button
            type="button"
            basic
            icon
            className={props.removeClassName}
            aria-label={t(props.removeLabel, { n: index + 1 })}
            onClick={() => form.removeItem(field, index)}
          >
            <Icon name="trash alternate outline" aria-hidden="true" />
          </Button>
        </div>
      ))}
      <FieldError id={`${p}s-error`} error={listError} />
      {props.after}
      <Button type="button" basic size="small" onClick={props.add}>
        <Icon name="plus" aria-hidden="true" />
        {t(props.addLabel)}
      </Button>
    </fieldset>
  );
});
