import { useTranslation } from 'react-i18next';
import { Button, Icon, Message } from 'semantic-ui-react';

/**
 * What an activation screen shows instead of a step it cannot show: to a sub-account, that the
 * main account activates the company; after a failed load, the failure with a way to try again.
 * Either way the screen is never empty.
 */
export function ActivationNotice(props: { kind: 'subAccount' | 'failed'; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Message info={props.kind === 'subAccount'} negative={props.kind === 'failed'}>
      {props.kind === 'subAccount' ? (
        <>
          <Message.Header>{t('UI.ACTIVATION.SUB_ACCOUNT_TITLE')}</Message.Header>
          <p>{t('UI.ACTIVATION.SUB_ACCOUNT_TEXT')}</p>
        </>
      ) : (
        <p role="alert">{t('UI.ACTIVATION.LOAD_FAILED')}</p>
      )}
      <Button basic onClick={props.onRetry}>
        <Icon name="refresh" />
        {props.kind === 'subAccount' ? t('UI.ACTIVATION.CHECK_AGAIN') : t('UI.LIST.RETRY')}
      </Button>
    </Message>
  );
}
