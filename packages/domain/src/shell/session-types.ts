/** How the user logged in: a merchant's main account or one of its sub-accounts. */
export const SESSION_LOGIN_TYPES = ['main', 'sub'] as const;
export type SessionLoginType = (typeof SESSION_LOGIN_TYPES)[number];

/** One entry of the session's permission list (platform-shell.md section 3). */
export interface SessionPermission {
  readonly tag: string;
  readonly enabled: boolean;
}

/**
 * Identity, top-up and warehouse applications are the company's, done by its main account (the
 * server refuses them to a sub-account); a sub-account is only told where the company stands.
 */
export const mayActOnActivation = (loginType: SessionLoginType): boolean => loginType === 'main';
