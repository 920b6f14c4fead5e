import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PublicFrame } from '../../components/PublicFrame';

const SECTIONS = [
  { title: 'UI.AGREEMENT.SERVICE_TITLE', text: 'UI.AGREEMENT.SERVICE_TEXT' },
  { title: 'UI.AGREEMENT.ACCOUNT_TITLE', text: 'UI.AGREEMENT.ACCOUNT_TEXT' },
  { title: 'UI.AGREEMENT.FEES_TITLE', text: 'UI.AGREEMENT.FEES_TEXT' },
  { title: 'UI.AGREEMENT.LIABILITY_TITLE', text: 'UI.AGREEMENT.LIABILITY_TEXT' },
] as const;

/** The service agreement a merchant accepts when registering. */
export default function AgreementScreen() {
  const { t } = useTranslation();
  return (
    <PublicFrame title={t('ROUTE.AGREEMENT')} wide>
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
