import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from 'semantic-ui-react';
import { TOKENS } from '../di-tokens';
import { useInjection } from '../di-context';
import type { UserStore } from '../stores/user-store';
import { CustomerId } from '../components/CustomerId';

/**
 * The header's user menu: the user's name opens the account details, first of all the customer
 * ID, which a bank transfer quotes and a sub-account logs in with (issue 10: it was shown
 * nowhere). A disclosure, closed by Escape or a click elsewhere.
 */
export const UserMenu = observer(function UserMenu() {
  const { t } = useTranslation();
  const user = useInjection<UserStore>(TOKENS.UserStore);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLSpanElement>(null);
  const info = user.info;

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || root.current?.contains(event.target) !== true) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <span
      className="user-menu"
      ref={root}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        root.current?.querySelector<HTMLElement>('button')?.focus();
      }}
    >
      <button
        type="button"
        className="link-button user-menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-haspopup="true"
        onClick={() => setOpen(!open)}
      >
        <strong>{info?.name ?? info?.username ?? ''}</strong>
        <Icon name={open ? 'angle up' : 'angle down'} aria-hidden="true" />
      </button>
      {open && (
        <section id={panelId} className="user-menu-panel" aria-label={t('UI.HEADER.USER_MENU')}>
          <dl>
            <dt>{t('UI.HEADER.CUSTOMER_ID')}</dt>
            <dd>
              <CustomerId value={info === undefined ? '' : String(info.customer_id)} />
            </dd>
            <dt>{t('UI.HEADER.USER_ID')}</dt>
            <dd>{info?.username ?? '—'}</dd>
            <dt>{t('UI.HEADER.ACCOUNT_TYPE')}</dt>
            <dd>
              {info?.login_type === 'sub'
                ? t('UI.HEADER.SUB_ACCOUNT')
                : t('UI.HEADER.MAIN_ACCOUNT')}
            </dd>
          </dl>
          <p className="user-menu-hint">{t('UI.HEADER.CUSTOMER_ID_HINT')}</p>
        </section>
      )}
    </span>
  );
});
