import { fakeUnitOfWork, strictFake } from '../../test-support/strict-fake';
import type { SubAccountRecord, SubAccountRepository } from './repository';
import type { SubAccountPorts } from './use-cases';

interface StoredRole {
  readonly id: number;
  readonly customerId: number;
  name: string;
  description: string;
  permissions: string;
}

type StoredSubAccount = Omit<SubAccountRecord, 'role_name'> & {
  customerId: number;
  password_hash: string;
};

/**
 * The sub-account repository in memory, with the adapter's rules: everything is the merchant's
 * own, names are unique case-insensitively, a role's holders are counted, a revoked session is
 * remembered. Strict: a method added to SubAccountRepository and not written here throws.
 */
export function fakeSubAccountRepository() {
  const roles = new Map<number, StoredRole>();
  const subs = new Map<number, StoredSubAccount>();
  const revoked: { subAccountId: number; at: Date }[] = [];
  let nextId = 1;
  const roleOf = (customerId: number, id: number) => {
    const role = roles.get(id);
    return role?.customerId === customerId ? role : undefined;
  };
  const record = (s: StoredSubAccount): SubAccountRecord => {
    const { customerId: _, password_hash: __, ...stored } = s;
    return {
      ...stored,
      role_name: s.role_id === null ? null : (roles.get(s.role_id)?.name ?? null),
    };
  };
  const mine = (customerId: number, id: number) => {
    const sub = subs.get(id);
    return sub?.customerId === customerId ? sub : undefined;
  };
  const holders = (roleId: number) => [...subs.values()].filter((s) => s.role_id === roleId).length;
  const repository = strictFake<SubAccountRepository>('SubAccountRepository', {
    listRoles: async (customerId) =>
      [...roles.values()]
        .filter((r) => r.customerId === customerId)
        .map((r) => ({ ...r, holders: holders(r.id) })),
    roleExists: async (customerId, id) => roleOf(customerId, id) !== undefined,
    roleNameTaken: async (customerId, name, exceptId) =>
      [...roles.values()].some(
        (r) =>
          r.customerId === customerId &&
          r.id !== exceptId &&
          r.name.toLowerCase() === name.toLowerCase(),
      ),
    insertRole: async ({ customerId, name, description, permissions }) => {
      const id = nextId++;
      roles.set(id, { id, customerId, name, description, permissions });
      return id;
    },
    updateRole: async (customerId, id, values) => {
      const role = roleOf(customerId, id);
      if (role) Object.assign(role, values);
    },
    countRoleHolders: async (roleId) => holders(roleId),
    deleteRole: async (customerId, id) => {
      if (roleOf(customerId, id)) roles.delete(id);
    },
    listSubAccounts: async (customerId) =>
      [...subs.values()].filter((s) => s.customerId === customerId).map(record),
    findSubAccount: async (customerId, id) => {
      const sub = mine(customerId, id);
      return sub && record(sub);
    },
    usernameTaken: async (customerId, username, exceptId) =>
      [...subs.values()].some(
        (s) =>
          s.customerId === customerId &&
          s.id !== exceptId &&
          s.username.toLowerCase() === username.toLowerCase(),
      ),
    insertSubAccount: async (customerId, values, now) => {
      const id = nextId++;
      subs.set(id, { ...values, id, customerId, disabled_at: null, created_at: now });
      return id;
    },
    updateSubAccount: async (customerId, id, values) => {
      const sub = mine(customerId, id);
      if (sub) subs.set(id, { ...sub, ...values });
    },
    setSubAccountDisabled: async (customerId, id, at) => {
      const sub = mine(customerId, id);
      if (sub) subs.set(id, { ...sub, disabled_at: at });
    },
    revokeSubAccountSessions: async (subAccountId, at) => {
      revoked.push({ subAccountId, at });
    },
    deleteSubAccount: async (customerId, id) => (mine(customerId, id) && subs.delete(id) ? 1 : 0),
  });
  return { repository, subs, revoked };
}

/** The module's ports on the fake: reads and the unit of work share one in-memory store. */
export function fakeSubAccountPorts(now: () => Date) {
  const fake = fakeSubAccountRepository();
  const unitOfWork = fakeUnitOfWork({ subAccounts: fake.repository });
  const ports: SubAccountPorts = {
    subAccounts: fake.repository,
    unitOfWork,
    now,
    // A readable stand-in for scrypt: the tests see which password was stored, and run fast.
    hashPassword: async (plain) => `hashed:${plain}`,
  };
  return { ...fake, unitOfWork, ports };
}
