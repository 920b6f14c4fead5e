import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Header, Message, Segment } from 'semantic-ui-react';
import { PageLoader } from '../components/PageLoader';

/** A screen's title row: the page heading (with a subtitle, e.g. a record's number) and its tools. */
export function ScreenTitle(props: { title: string; subtitle?: ReactNode; children?: ReactNode }) {
  return (
    <div className="screen-title-row">
      <Header as="h1">
        {props.title}
        {props.subtitle !== undefined && <Header.Subheader>{props.subtitle}</Header.Subheader>}
      </Header>
      {props.children}
    </div>
  );
}

/** A titled part of a screen, named by its heading; `segment` draws it as a box. */
export function Section(props: {
  id: string;
  title: string;
  className?: string;
  segment?: boolean;
  children: ReactNode;
}) {
  const body = (
    <>
      <Header as="h2" size="small" id={props.id}>
        {props.title}
      </Header>
      {props.children}
    </>
  );
  return props.segment === true ? (
    <Segment as="section" aria-labelledby={props.id} className={props.className}>
      {body}
    </Segment>
  ) : (
    <section aria-labelledby={props.id} className={props.className}>
      {body}
    </section>
  );
}

/**
 * A record's screen while its record is not there: the loader, or why the read failed (a catalog
 * key) with a way on: read it again, or a link back (to the list).
 */
export function LoadState(props: {
  failed: boolean;
  text: string;
  /** Loads again; a promise it returns is the model's to watch (its state shows the outcome). */
  retry?: () => unknown;
  back?: { readonly to: string; readonly text: string };
}) {
  const { t } = useTranslation();
  if (!props.failed) return <PageLoader />;
  return (
    <Message negative role="alert">
      <p>{t(props.text)}</p>
      {props.retry !== undefined && (
        <Button type="button" size="small" onClick={() => void props.retry?.()}>
          {t('UI.LIST.RETRY')}
        </Button>
      )}
      {props.back !== undefined && <Link to={props.back.to}>{t(props.back.text)}</Link>}
    </Message>
  );
}
