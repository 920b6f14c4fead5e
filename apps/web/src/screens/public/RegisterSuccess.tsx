import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Message } from 'semantic-ui-react';
import { PublicFrame } from '../../components/PublicFrame';

/** After registering: what happens next (the review within 24 hours) and the way to log in. */
export function RegisterSuccess(props: { lng: 'en' | 'zh' }) {
  const { t } = useTranslation(undefined, { lng: props.lng });
  return (
    <div lang={props.lng === 'zh' ? 'zh-CN' : 'en'}>
      <PublicFrame title={t('ROUTE.REGISTER_SUCCESS')}>
        <Message success>
          <p>{t('UI.REGISTER_SUCCESS.TEXT')}</p>
          <p>{t('UI.REGISTER_SUCCESS.NEXT')}</p>
        </Message>
        <Link className="ui primary button" to="/login">
          {t('UI.REGISTER_SUCCESS.LOGIN')}
        </Link>
      </PublicFrame>
    </div>
  );
}
