import { useTranslation } from 'react-i18next';

/** The customer ID as it is quoted: on its own, easy to select and copy whole. */
export function CustomerId(props: { value: string }) {
  return <span className="customer-id">{props.value === '' ? '—' : props.value}</span>;
}

/**
 * The customer ID with its label and what it is for, where a screen asks the merchant to quote
 * it (the top-up step) or shows the account (my warehouse).
 */
export function CustomerIdNote(props: { value: string }) {
  const { t } = useTranslation();
  return (
    <p className="customer-id-note">
      {t('UI.HEADER.CUSTOMER_ID')}: <CustomerId value={props.value} />{' '}
      <small>{t('UI.HEADER.CUSTOMER_ID_HINT')}</small>
    </p>
  );
}
