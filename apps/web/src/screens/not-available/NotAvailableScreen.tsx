import { useTranslation } from 'react-i18next';
import { Header, Icon, Message } from 'semantic-ui-react';
import { useScreenPlace } from '../../routing/screen-context';

/** The one screen every route built in a later issue shows: its title and an honest notice. */
export default function NotAvailableScreen() {
  const { t } = useTranslation();
  const { route } = useScreenPlace();
  return (
    <div className="screen">
      <Header as="h1">{route.meta === undefined ? '' : t(route.meta.title)}</Header>
      <Message info icon role="status">
        <Icon name="wait" />
        <Message.Content>
          <Message.Header>{t('UI.NOT_AVAILABLE.TITLE')}</Message.Header>
          <p>{t('UI.NOT_AVAILABLE.TEXT')}</p>
        </Message.Content>
      </Message>
    </div>
  );
}
