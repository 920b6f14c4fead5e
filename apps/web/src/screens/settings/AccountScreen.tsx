import type { AccountData } from '@portal/contract';
import { SETTINGS_USER_ROUTES as SETTINGS } from '@portal/contract/routes';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import { localDate } from '../../format/local-time';
import type { Fact } from '../../kit/Facts';
import { Facts } from '../../kit/Facts';
import { LoadState, ScreenTitle, Section } from '../../kit/Layout';
import { Remote } from '../../kit/remote';
import { useScreenModel } from '../../kit/use-screen';
import { developerChunk } from '../developer/screens';

// its own chunk with its texts and the QR encoder, loaded once the account's facts show
const TwoFactorSection = developerChunk(() => import('./TwoFactorSection'));

const K = 'UI.SETTINGS_USER.';

function credentialFacts(account: AccountData, t: (key: string) => string): readonly Fact[] {
  const c = account.credentials;
  if (c === null) return [[t(`${K}CREDENTIALS`), t(`${K}IDENTITY_NONE`)]];
  if (c.type === 'enterprise')
    return [
      [t(`${K}CREDENTIALS`), t(`${K}IDENTITY_ENTERPRISE`)],
      [t(`${K}LEGAL_REPRESENTATIVE`), c.legal_representative],
      [t(`${K}ID_NUMBER`), c.id_number],
      [t(`${K}LICENCE_NUMBER`), c.licence_number],
    ];
  return [
    [t(`${K}CREDENTIALS`), t(`${K}IDENTITY_INDIVIDUAL`)],
    [t(`${K}REAL_NAME`), c.real_name],
    [t(`${K}CERTIFICATE_TYPE`), c.certificate_type],
    [t(`${K}CERTIFICATE_NUMBER`), c.certificate_number],
  ];
}

/** The user centre: who is logged in, the merchant's registration and activation credentials. */
const AccountScreen = observer(function AccountScreen() {
  const { t, i18n } = useTranslation();
  const api = useInjection(TOKENS.Api);
  const account = useScreenModel(() => new Remote(() => api.call(SETTINGS.account)));
  useEffect(() => void account.load(), [account]);
  const value = account.value;
  return (
    <div className="screen settings-account-screen">
      <ScreenTitle title={t(`${K}ACCOUNT_TITLE`)} />
      {value === undefined ? (
        <LoadState failed={account.failed} text="UI.LIST.FAILED" retry={account.load} />
      ) : (
        <>
          <Facts
            className="record-facts"
            facts={[
              [t(`${K}USER_ID`), value.user_id],
              [t(`${K}NAME`), value.name],
              [t(`${K}EMAIL`), value.email],
              [t(`${K}REGISTERED_AT`), localDate(value.registered_at, i18n.language)],
              [t(`${K}CUSTOMER_ID`), String(value.customer_id)],
              [
                t(`${K}LOGIN_TYPE`),
                t(value.login_type === 'main' ? `${K}LOGIN_MAIN` : `${K}LOGIN_SUB`),
              ],
            ]}
          />
          <Section id="settings-credentials" title={t(`${K}CREDENTIALS`)}>
            <Facts className="record-facts" facts={credentialFacts(value, t)} />
          </Section>
          {value.login_type === 'main' && (
            <Suspense fallback={null}>
              <TwoFactorSection />
            </Suspense>
          )}
        </>
      )}
    </div>
  );
});

export default AccountScreen;
