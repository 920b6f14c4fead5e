import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AsnActionName } from '../../gateways/asn-gateway';
import { ActionButtons } from '../../kit/Actions';
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
  const asn = props.name;
  return (
    <ActionButtons
      actions={props.actions}
      size={props.size}
      label={(action) => t(asnActionKey(action))}
      look={(action) => ({
        basic: action !== 'submit',
        primary: action === 'submit',
        loading: props.isActing(action),
        disabled: props.isActing(action),
        name: t('UI.ASN.ACTION_ON', { action: t(asnActionKey(action)), asn }),
      })}
      ask={(action) =>
        action === 'delete'
          ? {
              header: t('UI.ASN.DELETE_TITLE'),
              content: t('UI.ASN.DELETE_CONFIRM', { asn }),
              confirm: t('UI.ASN.ACTION.DELETE'),
            }
          : undefined
      }
      onAct={props.onAct}
    />
  );
});
