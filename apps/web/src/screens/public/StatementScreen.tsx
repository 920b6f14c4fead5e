import { useTranslation } from 'react-i18next';
import { LegalText } from './LegalText';

const SECTIONS = [
  { title: 'UI.STATEMENT.DATA_TITLE', text: 'UI.STATEMENT.DATA_TEXT' },
  { title: 'UI.STATEMENT.COOKIES_TITLE', text: 'UI.STATEMENT.COOKIES_TEXT' },
  { title: 'UI.STATEMENT.CONTACT_TITLE', text: 'UI.STATEMENT.CONTACT_TEXT' },
] as const;

/** The privacy and data statement. */
export default function StatementScreen() {
  const { t } = useTranslation();
  return <LegalText title={t('ROUTE.STATEMENT')} sections={SECTIONS} />;
}
