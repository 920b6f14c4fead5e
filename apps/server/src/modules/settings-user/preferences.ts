import type { PreferencesData } from '@portal/contract';
import {
  DEFAULT_NOTICE_PREFERENCES,
  DEFAULT_OTHER_PREFERENCES,
  NOTICE_CHANNELS,
  NOTICE_EVENTS,
  parseNoticePreferences,
  validateOtherPreferences,
} from '@portal/domain';
import type { NoticePreferences } from '@portal/domain';
import type { Outcome } from '../../envelope';
import { invalid, invalidFields, succeed } from '../../envelope';
import type { Deps, InputFor, SessionContext } from '../../http/context';
import { isFlagOn } from '../../http/flag';
import type { Database } from '../../db/schema';
import type { Kysely } from 'kysely';
import { findPreferences, isApprovedWarehouse, upsertPreferences } from './repository';

const splitKeys = (text: string) =>
  text
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');

const keysOf = (notices: NoticePreferences) =>
  NOTICE_EVENTS.flatMap((e) =>
    NOTICE_CHANNELS.filter((c) => notices[e].includes(c)).map((c) => `${e}.${c}`),
  ).join(',');

/** The defaults of a first save: what the merchant saw before saving anything. */
const DEFAULT_ROW = {
  notice_keys: null,
  default_warehouse_id: null,
  language: DEFAULT_OTHER_PREFERENCES.language,
  page_size: DEFAULT_OTHER_PREFERENCES.page_size,
  auto_submit_abnormal: DEFAULT_OTHER_PREFERENCES.auto_submit_abnormal,
};

/** The merchant's preferences, the domain's defaults where it never chose (read by other modules). */
export async function preferencesOf(
  db: Kysely<Database>,
  customerId: number,
): Promise<PreferencesData> {
  const row = await findPreferences(db, customerId);
  if (!row)
    return { saved: false, notices: DEFAULT_NOTICE_PREFERENCES, other: DEFAULT_OTHER_PREFERENCES };
  const parsed =
    row.notice_keys === null ? undefined : parseNoticePreferences(splitKeys(row.notice_keys));
  return {
    saved: true,
    // a stored key the rule no longer knows (an event withdrawn) falls back to the defaults
    notices: parsed?.ok === true ? parsed.value : DEFAULT_NOTICE_PREFERENCES,
    other: {
      default_warehouse_id: row.default_warehouse_id ?? 0,
      language: row.language,
      page_size: row.page_size,
      auto_submit_abnormal: row.auto_submit_abnormal,
    },
  };
}

export async function preferences(
  deps: Deps,
  session: SessionContext,
): Promise<Outcome<PreferencesData>> {
  return succeed(await preferencesOf(deps.db, session.customerId));
}

export async function saveNoticePreferences(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'settingsUser.noticePreferenceSave'>,
): Promise<Outcome<PreferencesData>> {
  const parsed = parseNoticePreferences(splitKeys(input.notices));
  if (!parsed.ok) return invalid(parsed.error);
  await upsertPreferences(
    deps.db,
    session.customerId,
    DEFAULT_ROW,
    { notice_keys: keysOf(parsed.value) },
    deps.now(),
  );
  return succeed(await preferencesOf(deps.db, session.customerId), 'SERVER.PREFERENCES_SAVED');
}

export async function saveOtherPreferences(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'settingsUser.otherPreferenceSave'>,
): Promise<Outcome<PreferencesData>> {
  const checked = validateOtherPreferences({
    default_warehouse_id: input.default_warehouse_id ?? 0,
    language: input.language,
    page_size: input.page_size ?? 0,
    auto_submit_abnormal: isFlagOn(input.auto_submit_abnormal),
  });
  if (!checked.ok) return invalid(checked.error);
  const other = checked.value;
  const warehouse = other.default_warehouse_id;
  if (warehouse > 0 && !(await isApprovedWarehouse(deps.db, session.customerId, warehouse)))
    return invalidFields([
      { field: 'default_warehouse_id', code: 'SERVER.DEFAULT_WAREHOUSE_NOT_ACTIVE' },
    ]);
  await upsertPreferences(
    deps.db,
    session.customerId,
    DEFAULT_ROW,
    {
      default_warehouse_id: warehouse > 0 ? warehouse : null,
      language: other.language,
      page_size: other.page_size,
      auto_submit_abnormal: other.auto_submit_abnormal,
    },
    deps.now(),
  );
  return succeed(await preferencesOf(deps.db, session.customerId), 'SERVER.PREFERENCES_SAVED');
}
