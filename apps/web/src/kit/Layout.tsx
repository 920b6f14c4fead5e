import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Header, Message, Segment } from 'semantic-ui-react';
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
 * A record's screen while the record is not there: why it failed (a catalog key) with a way on
 * (retry, back to the list), else the loader while `loading`; the record's own view otherwise.
 */
export function RecordState(props: {
  loading: boolean;
  failed: boolean;
  failedText: string;
  action?: ReactNode;
  children: () => ReactNode;
}) {
  const { t } = useTranslation();
  if (props.failed)
    return (
      <Message negative role="alert">
        <p>{t(props.failedText)}</p>
        {props.action}
      </Message>
    );
  if (props.loading) return <PageLoader />;
  return <>{props.children()}</>;
}
