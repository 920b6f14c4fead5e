import type { SessionLoginType, SessionPermission } from '../shell/session-types';

/** The signed-in user as the shell shows it (platform-shell.md section 3). */
export interface SessionUserInfo {
  readonly username: string;
  /** The first letter of the name, shown in place of an avatar. */
  readonly firstLetter: string;
  readonly customerId: string;
  /** The account balance as the server formats it; for display only, never for arithmetic. */
  readonly balance: string;
  readonly warehouseId: string;
  readonly warehouseName: string;
  readonly warehouseNameZh: string;
}

/** What the session holds, by key. */
export interface SessionValues {
  readonly token: string;
  readonly sessionId: string;
  readonly userInfo: SessionUserInfo;
  readonly permissions: readonly SessionPermission[];
  readonly loginType: SessionLoginType;
}
export type SessionKey = keyof SessionValues;

/**
 * Where the session lives between page loads (cookies and storage in the browser). Reading a
 * value that was never set, or was cleared, gives undefined.
 */
export interface SessionStore {
  get<K extends SessionKey>(key: K): SessionValues[K] | undefined;
  set<K extends SessionKey>(key: K, value: SessionValues[K]): void;
  clear(key: SessionKey): void;
}
