import type { NoticeChannel, NoticeEvent } from '@portal/domain';
import { NOTICE_CHANNELS, NOTICE_EVENTS } from '@portal/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Message, Table } from 'semantic-ui-react';
import { useInjection } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import { SETTINGS_USER_ROUTES as SETTINGS } from '@portal/contract/routes';
import type { ApiClient } from '../../api/api-client';
import { LoadState, ScreenTitle } from '../../kit/Layout';
import { useScreenModel } from '../../kit/use-screen';

const K = 'UI.SETTINGS_USER.';
const CHANNEL_LABELS: Readonly<Record<NoticeChannel, string>> = {
  portal: `${K}CHANNEL_PORTAL`,
  email: `${K}CHANNEL_EMAIL`,
};

/** The ticked `<event>.<channel>` boxes, as the endpoint takes them. */
export class NoticeChoice {
  ticked: ReadonlySet<string> = new Set();
  loaded = false;
  failed = false;
  saving = false;
  saved = false;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<NoticeChoice, 'api'>(this, { api: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    try {
      const prefs = await this.api.call(SETTINGS.preferences);
      runInAction(() => {
        this.ticked = new Set(
          NOTICE_EVENTS.flatMap((e) => prefs.notices[e].map((c) => `${e}.${c}`)),
        );
        this.loaded = true;
      });
    } catch {
      runInAction(() => (this.failed = true));
    }
  }

  toggle(event: NoticeEvent, channel: NoticeChannel): void {
    const key = `${event}.${channel}`;
    const next = new Set(this.ticked);
    if (!next.delete(key)) next.add(key);
    this.ticked = next;
    this.saved = false;
  }

  async save(): Promise<void> {
    this.saving = true;
    try {
      await this.api.call(SETTINGS.noticePreferenceSave, { notices: [...this.ticked].join(',') });
      runInAction(() => (this.saved = true));
    } catch {
      // the request layer has shown why
    } finally {
      runInAction(() => (this.saving = false));
    }
  }
}

/** Which events reach the merchant, in the portal and by e-mail (/setting/preference/notice). */
const NoticePreferenceScreen = observer(function NoticePreferenceScreen() {
  const { t } = useTranslation();
  const api = useInjection(TOKENS.Api);
  const session = useInjection(TOKENS.SessionStore);
  const choice = useScreenModel(() => new NoticeChoice(api));
  useEffect(() => void choice.load(), [choice]);
  const mainOnly = session.loginType === 'sub';
  return (
    <div className="screen settings-notice-prefs-screen">
      <ScreenTitle title={t(`${K}NOTICE_PREFS_TITLE`)} />
      <p>{t(`${K}NOTICE_PREFS_HINT`)}</p>
      {mainOnly && <Message info>{t(`${K}MAIN_ONLY`)}</Message>}
      {!choice.loaded ? (
        <LoadState failed={choice.failed} text="UI.LIST.FAILED" retry={choice.load} />
      ) : (
        <>
          <Table compact celled collapsing aria-label={t(`${K}NOTICE_PREFS_TITLE`)}>
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>{t(`${K}EVENT`)}</Table.HeaderCell>
                {NOTICE_CHANNELS.map((c) => (
                  <Table.HeaderCell key={c}>{t(CHANNEL_LABELS[c])}</Table.HeaderCell>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {NOTICE_EVENTS.map((event) => (
                <Table.Row key={event}>
                  <Table.Cell>{t(`${K}EVENT_${event.toUpperCase()}`)}</Table.Cell>
                  {NOTICE_CHANNELS.map((channel) => (
                    <Table.Cell key={channel} textAlign="center">
                      <input
                        type="checkbox"
                        disabled={mainOnly}
                        aria-label={`${t(`${K}EVENT_${event.toUpperCase()}`)}: ${t(CHANNEL_LABELS[channel])}`}
                        checked={choice.ticked.has(`${event}.${channel}`)}
                        onChange={() => choice.toggle(event, channel)}
                      />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
          {choice.saved && (
            <Message positive role="status">
              {t(`${K}SAVED`)}
            </Message>
          )}
          <Button
            primary
            type="button"
            disabled={mainOnly}
            loading={choice.saving}
            onClick={() => void choice.save()}
          >
            {t(`${K}SAVE`)}
          </Button>
        </>
      )}
    </div>
  );
});

export default NoticePreferenceScreen;
