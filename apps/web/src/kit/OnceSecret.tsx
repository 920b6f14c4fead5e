import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Icon, Message } from 'semantic-ui-react';

/** Puts text on the clipboard; false when the browser refuses (no permission, no secure page). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A secret the server answers once (an API key, a webhook's signing secret, recovery codes): a
 * warning that it will not be shown again, the text itself (selectable, named by `label`), a copy
 * button, and the button that dismisses it for good. Texts are translated already.
 */
export function OnceSecret(props: {
  title: string;
  text: string;
  label: string;
  secret: string;
  copy: string;
  done: string;
  onDone: () => void;
  /** More ways to keep it (a download), beside the copy button. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<boolean | undefined>(undefined);
  return (
    <Message warning className="once-secret" role="region" aria-label={props.title}>
      <Message.Header>
        <Icon name="warning sign" aria-hidden="true" />
        {props.title}
      </Message.Header>
      <p>{props.text}</p>
      <pre className="once-secret-value" aria-label={props.label} tabIndex={0}>
        {props.secret}
      </pre>
      <Button
        type="button"
        size="small"
        onClick={() => void copyText(props.secret).then(setCopied)}
      >
        <Icon name="copy" aria-hidden="true" />
        {props.copy}
      </Button>
      {props.children}
      <Button type="button" size="small" primary onClick={props.onDone}>
        {props.done}
      </Button>
      {copied !== undefined && (
        <p role="status" className="once-secret-copied">
          {t(copied ? 'UI.API_MANAGE.COPIED' : 'UI.API_MANAGE.COPY_FAILED')}
        </p>
      )}
    </Message>
  );
}
