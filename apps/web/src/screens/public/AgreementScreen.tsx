import { useTranslation } from 'react-i18next';
import { LegalText } from './LegalText';

const SECTIONS = [
  { title: 'UI.AGREEMENT.SERVICE_TITLE', text: 'UI.AGREEMENT.SERVICE_TEXT' },
  { title: 'UI.AGREEMENT.ACCOUNT_TITLE', text: 'UI.AGREEMENT.ACCOUNT_TEXT' },
  { title: 'UI.AGREEMENT.FEES_TITLE', text: 'UI.AGREEMENT.FEES_TEXT' },
  { title: 'UI.AGREEMENT.LIABILITY_TITLE', text: 'UI.AGREEMENT.LIABILITY_TEXT' },
] as const;

/** The service agreement a merchant accepts when registering. */
export default function AgreementScreen() {
  const { t } = useTranslation();
  return <LegalText title={t('ROUTE.AGREEMENT')} sections={SECTIONS} />;
}
