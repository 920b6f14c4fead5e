import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageToggle } from './LanguageToggle';

/**
 * The frame of the public pages: brand, language toggle, a heading and the page's content. Plain
 * fomantic-ui markup (no semantic-ui-react), so the login page stays small.
 */
export const PublicFrame = observer(function PublicFrame(props: {
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="public-page">
      <header className="public-header">
        <span className="brand">{t('UI.HEADER.BRAND')}</span>
        <LanguageToggle />
      </header>
      <main id="main-content" className={props.wide ? 'public-main wide' : 'public-main'}>
        <div className="ui padded segment">
          <h1 className="ui header">{props.title}</h1>
          {props.children}
        </div>
      </main>
    </div>
  );
});
