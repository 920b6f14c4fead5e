import { Suspense } from 'react';
import type { FormModel } from '../../kit/form-model';
import { settingsChunk } from './screens';
import type { PickedRecipient } from './settings-model';

// The dialog and the settings texts load when the order form first shows the button.
const AddressBookPick = settingsChunk(() => import('./AddressBookPick'));

/**
 * The order form's "From address book": one element in the form, filling its recipient fields
 * from the picked entry through the form's own setter (so the form's rules see each change).
 */
export function AddressBookButton<V extends PickedRecipient>(props: { form: FormModel<V> }) {
  const fill = (picked: PickedRecipient) => {
    for (const key of Object.keys(picked) as (keyof PickedRecipient & keyof V)[])
      props.form.set(key, picked[key]);
  };
  return (
    <Suspense fallback={null}>
      <AddressBookPick onPick={fill} />
    </Suspense>
  );
}
