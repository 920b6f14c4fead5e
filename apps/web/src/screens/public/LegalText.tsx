import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PublicFrame } from '../../components/PublicFrame';

export interface LegalSection {
  readonly title: string;
  readonly text: string;
}

/**
 * A public legal page (agreement, statement): titled sections and the way back to registering.
 * The title comes translated, so its key stays a literal `t('...')` the catalog check can see.
 */
export function LegalText(props: { title: string; sections: readonly LegalSection[] }) {
  const { t } = useTranslation();
  return (
    <PublicFrame title={props.title} wide>
      {props.sections.map((section) => (
        <section key={section.title}>
          <h2>{t(section.title)}</h2>
          <p>{t(section.text)}</p>
        </section>
      ))}
      <Link to="/register">{t('UI.COMMON.BACK_TO_REGISTER')}</Link>
    </PublicFrame>
  );
}
