import type { SessionContext } from '../http/context';

/** The session of a merchant's main account, for use-case tests that run without a server. */
export const merchantSession = (
  customerId = 1,
  overrides: Partial<SessionContext> = {},
): SessionContext => ({
  sessionRowId: customerId,
  publicId: `session-${customerId}`,
  customerId,
  subAccountId: null,
  loginType: 'main',
  role: null,
  warehouseId: null,
  ...overrides,
});
