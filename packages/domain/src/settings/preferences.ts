import type { AccountFieldError } from '../account/fields';
import { compact, fieldError } from '../account/fields';
import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import type { Language } from '../shell/constants';
import { LANGUAGES } from '../shell/constants';
import { SETTINGS_CODES } from './codes';

/** The events a merchant can choose to hear about (/setting/preference/notice). */
export const NOTICE_EVENTS = [
  'password_changed',
  'order_abnormal',
  'order_shipped',
  'balance_low',
  'asn_received',
  'announcement',
] as const;
export type NoticeEvent = (typeof NOTICE_EVENTS)[number];

export const NOTICE_CHANNELS = ['portal', 'email'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/** Per event, the channels it reaches the merchant by. */
export type NoticePreferences = Readonly<Record<NoticeEvent, readonly NoticeChannel[]>>;

/** A value for each event, typed by the event list (Object.fromEntries loses the keys). */
function byEvent<V>(value: (event: NoticeEvent) => V): Record<NoticeEvent, V> {
  const out = {} as Record<NoticeEvent, V>;
  for (const event of NOTICE_EVENTS) out[event] = value(event);
  return out;
}

/** Until the merchant chooses, every event reaches the portal and e-mail. */
export const DEFAULT_NOTICE_PREFERENCES: NoticePreferences = byEvent(() => NOTICE_CHANNELS);

/** Whether an event is sent by this channel under these preferences (unknown keys: default). */
export const noticeReaches = (
  preferences: Partial<NoticePreferences>,
  event: NoticeEvent,
  channel: NoticeChannel,
): boolean => (preferences[event] ?? DEFAULT_NOTICE_PREFERENCES[event]).includes(channel);

const isNoticeEvent = (value: string): value is NoticeEvent =>
  (NOTICE_EVENTS as readonly string[]).includes(value);
const isNoticeChannel = (value: string): value is NoticeChannel =>
  (NOTICE_CHANNELS as readonly string[]).includes(value);

/**
 * The notice form sends `<event>.<channel>` keys for the ticked boxes; an event missing from the
 * list reaches no channel. An unknown key is refused rather than ignored, so a typo is seen.
 */
export function parseNoticePreferences(
  ticked: readonly string[],
): Result<NoticePreferences, readonly AccountFieldError[]> {
  const chosen = new Map<NoticeEvent, NoticeChannel[]>(NOTICE_EVENTS.map((e) => [e, []]));
  for (const key of ticked) {
    const [event = '', channel = ''] = key.split('.');
    if (!isNoticeEvent(event) || !isNoticeChannel(channel) || key.split('.').length !== 2)
      return err([fieldError('notices', SETTINGS_CODES.noticeEventInvalid, { key })]);
    const list = chosen.get(event) ?? [];
    if (!list.includes(channel)) list.push(channel);
  }
  return ok(byEvent((e) => NOTICE_CHANNELS.filter((c) => chosen.get(e)?.includes(c))));
}

/** The page sizes the web kit's pager offers (20 its default, 100 the server's cap). */
export const PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** /setting/preference/other, keyed by the wire field names. */
export interface OtherPreferencesForm {
  /** 0: no default warehouse (the first active one is used). */
  readonly default_warehouse_id: number;
  readonly language: string;
  readonly page_size: number;
  readonly auto_submit_abnormal: boolean;
}

export interface OtherPreferences {
  readonly default_warehouse_id: number;
  readonly language: Language;
  readonly page_size: number;
  readonly auto_submit_abnormal: boolean;
}

export const DEFAULT_OTHER_PREFERENCES: OtherPreferences = {
  default_warehouse_id: 0,
  language: 'en',
  page_size: DEFAULT_PAGE_SIZE,
  // on: an abnormal order resumes by itself once its shortfall is covered (warehouse-shipping.md
  // section 4); a merchant who wants to handle them by hand turns it off
  auto_submit_abnormal: true,
};

/** Language one of en/zh, page size one the pager offers; the warehouse is the server's check. */
export function validateOtherPreferences(
  form: OtherPreferencesForm,
): Result<OtherPreferences, readonly AccountFieldError[]> {
  const language = (LANGUAGES as readonly string[]).includes(form.language)
    ? (form.language as Language)
    : undefined;
  const errors = compact([
    language === undefined ? fieldError('language', SETTINGS_CODES.languageInvalid) : undefined,
    (PAGE_SIZES as readonly number[]).includes(form.page_size)
      ? undefined
      : fieldError('page_size', SETTINGS_CODES.pageSizeInvalid, { sizes: PAGE_SIZES.join(', ') }),
  ]);
  return errors.length > 0 || language === undefined ? err(errors) : ok({ ...form, language });
}
