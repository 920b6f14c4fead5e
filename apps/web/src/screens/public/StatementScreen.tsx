import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PublicFrame } from '../../components/PublicFrame';

const SECTIONS = [
  { title: 'UI.STATEMENT.DATA_TITLE', text: 'UI.STATEMENT.DATA_TEXT' },
  { title: 'UI.STATEMENT.COOKIES_TITLE', text: 'UI.STATEMENT.COOKIES_TEXT' },
  { title: 'UI.STATEMENT.CONTACT_TITLE', text: 'UI.STATEMENT.CONTACT_TEXT' },
] as const;

/** The privacy and data statement. */
export default function StatementScreen() {
  const { t } = useTranslation();
  return (
    <PublicFrame title={t('ROUTE.STATEMENT')} wide>
      {SECTIONS.map((section) => (
        <section key={section.title}>
          <h2>{t(section.title)}</h2>
          <p>{t(section.text)}</p>
        </section>
      ))}
      <Link to="/register">{t('UI.COMMON.BACK_TO_REGISTER')}</Link>
    </PublicFrame>
  );
}
