import type { RecipientAddressField } from '@portal/domain';
import { countryUsesPostcode, recipientAddressLayout } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { FormModel } from '../../kit/form-model';
import type { FieldSpec } from '../../kit/FormFields';
import { FormFields } from '../../kit/FormFields';
import type { OrderFormValues } from './order-form';

/**
 * The recipient's address fields; they show once a country is chosen, in that country's order
 * (recipientAddressLayout, from Google's address metadata), without a postcode where the country
 * has none.
 */
const RECIPIENT_FIELDS: Readonly<Record<RecipientAddressField, FieldSpec<OrderFormValues>>> = {
  first_name: { name: 'first_name', label: 'UI.ORDER.FIELD.FIRST_NAME', autoComplete: 'off' },
  last_name: { name: 'last_name', label: 'UI.ORDER.FIELD.LAST_NAME', autoComplete: 'off' },
  company: { name: 'company', label: 'UI.ORDER.FIELD.COMPANY', autoComplete: 'off' },
  address_line1: {
    name: 'address_line1',
    label: 'UI.ORDER.FIELD.ADDRESS_LINE1',
    maxLength: 75,
    autoComplete: 'off',
  },
  address_line2: {
    name: 'address_line2',
    label: 'UI.ORDER.FIELD.ADDRESS_LINE2',
    maxLength: 75,
    autoComplete: 'off',
  },
  house_number: { name: 'house_number', label: 'UI.ORDER.FIELD.HOUSE_NUMBER', autoComplete: 'off' },
  city: { name: 'city', label: 'UI.ORDER.FIELD.CITY', autoComplete: 'off' },
  state: { name: 'state', label: 'UI.ORDER.FIELD.STATE', autoComplete: 'off' },
  postcode: { name: 'postcode', label: 'UI.ORDER.FIELD.POSTCODE', autoComplete: 'off' },
};

/**
 * The recipient of an order for `country` (upper-case ISO code): the address in the country's
 * order, the no-postcode hint, then phone and e-mail. One component for the order form and the
 * address correction, so both show the same fields under the same rules.
 */
export const RecipientFields = observer(function RecipientFields(props: {
  form: FormModel<OrderFormValues>;
  idPrefix: string;
  country: string;
}) {
  const { t } = useTranslation();
  const { form, idPrefix, country } = props;
  if (country === '') return null;
  return (
    <>
      <FormFields
        form={form}
        idPrefix={idPrefix}
        fields={recipientAddressLayout(country).map((name) => RECIPIENT_FIELDS[name])}
      />
      {!countryUsesPostcode(country) && (
        <p className="order-hint">{t('UI.RECIPIENT.NO_POSTCODE', { country })}</p>
      )}
      <FormFields
        form={form}
        idPrefix={idPrefix}
        group
        fields={[
          {
            name: 'phone',
            label: 'UI.ORDER.FIELD.PHONE',
            inputMode: 'numeric',
            autoComplete: 'off',
          },
          { name: 'email', label: 'UI.ORDER.FIELD.EMAIL', autoComplete: 'off' },
        ]}
      />
    </>
  );
});
