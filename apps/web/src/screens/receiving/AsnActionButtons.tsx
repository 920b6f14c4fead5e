import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Confirm } from 'semantic-ui-react';
import type { AsnActionName } from '../../gateways/asn-gateway';
import { asnActionKey } from './asn-texts';

/**
 * The buttons of the actions the merchant may take now (exactly those given); delete asks first.
 * `name` goes into each button's accessible name, so a list's rows stay apart.
 */
export const AsnActionButtons = observer(function AsnActionButtons(props: {
  actions: readonly AsnActionName[];
  name: string;
  isActing: (action: AsnActionName) => boolean;
  onAct: (action: AsnActionName) => void;
  size?: 'mini' | 'small';
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      {props.actions.map((action) => (
        <Button
          key={action}
          type="button"
          size={props.size ?? 'small'}
          basic={action !== 'submit'}
          primary={action === 'submit'}
          loading={props.isActing(action)}
          disabled={props.isActing(action)}
          aria-label={t('UI.ASN.ACTION_ON', { action: t(asnActionKey(action)), asn: props.name })}
          onClick={() => (action === 'delete' ? setConfirming(true) : props.onAct(action))}
        >
          {t(asnActionKey(action))}
        </Button>
      ))}
      <Confirm
        open={confirming}
        role="dialog"
        aria-modal="true"
        aria-label={t('UI.ASN.DELETE_TITLE')}
        size="tiny"
        header={t('UI.ASN.DELETE_TITLE')}
        content={t('UI.ASN.DELETE_CONFIRM', { asn: props.name })}
        cancelButton={t('UI.COMMON.CANCEL')}
        confirmButton={t('UI.ASN.ACTION.DELETE')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          props.onAct('delete');
        }}
      />
    </>
  );
});
