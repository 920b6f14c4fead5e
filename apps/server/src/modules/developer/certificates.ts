import type { CertificateCreated, CertificateList, CertificateRow } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import {
  API_CERTIFICATE_ASSUMED_VALIDITY_DAYS,
  CERTIFICATES_MAX,
  DEVELOPER_CODES,
  apiCertificateDisplayStatus,
  formatScopes,
  renewApiCertificate,
  requestApiCertificate,
  message,
  parseScopes,
  scopeBeyondRole,
} from '@portal/domain';
import { randomBytes } from 'node:crypto';
import type { Outcome } from '../../envelope';
import { fail, invalidFields, succeed } from '../../envelope';
import type { Deps, SessionContext } from '../../http/context';
import { requireSecretsKey, sealSecret } from '../../security/sealed-secrets';
import { findSubAccountById } from '../auth/repository';
import type { LoginClient } from '../auth/throttled';
import { confirmPassword } from '../auth/confirm-password';
import type { CertificateListRow } from './repository';
import {
  countLiveCertificates,
  deleteCertificate,
  findCertificate,
  insertCertificate,
  listCertificates,
  renewCertificate,
} from './repository';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** A stored certificate as the machine's value: a live row is active until its expiry. */
const storedCertificate = (row: {
  readonly applied_at: Date | string;
  readonly expires_at: Date | string;
}) =>
  ({
    status: 'active',
    appliedAtMs: new Date(row.applied_at).getTime(),
    expiresAtMs: new Date(row.expires_at).getTime(),
  }) as const;

export function certificateView(row: CertificateListRow, now: Date): CertificateRow {
  return {
    id: row.id,
    user_id: row.username,
    token: row.token,
    key_hint: row.key_hint,
    scopes: row.scopes,
    state:
      apiCertificateDisplayStatus(storedCertificate(row), now.getTime()) === 'active'
        ? 'active'
        : 'expired',
    applied_at: new Date(row.applied_at).toISOString(),
    renewed_at: iso(row.renewed_at),
    expires_at: new Date(row.expires_at).toISOString(),
    last_used_at: iso(row.last_used_at),
    created_by: row.created_by,
  };
}

async function viewOf(deps: Deps, customerId: number, id: number): Promise<CertificateRow> {
  const row = (await listCertificates(deps.db, customerId)).find((c) => c.id === id);
  if (row === undefined) throw new Error(`certificate ${id} vanished`);
  return certificateView(row, deps.now());
}

export async function listMerchantCertificates(
  deps: Deps,
  session: SessionContext,
): Promise<Outcome<CertificateList>> {
  const now = deps.now();
  const rows = await listCertificates(deps.db, session.customerId);
  return succeed({ list: rows.map((row) => certificateView(row, now)) });
}

/** A new certificate token: public, names the certificate in every call. */
const newCertificateToken = () => `pc_${randomBytes(18).toString('base64url')}`;

/**
 * Requests a certificate (spec sections 3, 4, 8): the caller's password first ("Wrong password.
 * Please try again."), then the scopes, which a sub-account may only choose within its role.
 * The key is answered once and kept sealed (ADR 0049).
 */
export async function requestCertificate(
  deps: Deps,
  session: SessionContext,
  form: { password: string; scopes: string },
  client: LoginClient,
): Promise<Outcome<CertificateCreated>> {
  const scopes = parseScopes(form.scopes);
  if (!scopes.ok) return invalidFields([{ field: 'scopes', ...scopes.error }]);
  const refused = await confirmPassword(deps, session, form.password, client);
  if (refused) return refused;
  const beyond = scopeBeyondRole(session.role, scopes.value);
  if (beyond !== undefined)
    return invalidFields([
      { field: 'scopes', ...message(DEVELOPER_CODES.scopeBeyondRole, { scope: beyond }) },
    ]);
  if ((await countLiveCertificates(deps.db, session.customerId)) >= CERTIFICATES_MAX)
    return fail(API_CODES.conflict, message('SERVER.CERTIFICATES_TOO_MANY', { max: CERTIFICATES_MAX }));
  const secretsKey = requireSecretsKey(deps.config.secretsKey);
  const key = randomBytes(32).toString('base64url');
  const now = deps.now();
  const requested = requestApiCertificate(
    { status: 'none' },
    now.getTime(),
    API_CERTIFICATE_ASSUMED_VALIDITY_DAYS,
  );
  // the machine requests from none, always: anything else is a fault
  if (!requested.ok || requested.value.status !== 'active')
    throw new Error('the certificate machine refused a request from none');
  const createdBy =
    session.subAccountId === null
      ? 'main'
      : ((await findSubAccountById(deps.db, session.subAccountId))?.username ?? 'sub');
  const { id } = await insertCertificate(deps.db, {
    customerId: session.customerId,
    createdBy,
    token: newCertificateToken(),
    keySealed: sealSecret(key, secretsKey),
    keyHint: key.slice(-4),
    scopes: formatScopes(scopes.value),
    now,
    expiresAt: new Date(requested.value.expiresAtMs),
  });
  return succeed(
    { certificate: await viewOf(deps, session.customerId, id), key },
    'SERVER.CERTIFICATE_CREATED',
  );
}

/** Another term from now; an expired certificate works again with the same key. */
export async function renewMerchantCertificate(
  deps: Deps,
  session: SessionContext,
  id: number,
): Promise<Outcome<CertificateRow>> {
  const found = await findCertificate(deps.db, session.customerId, id);
  if (!found) return fail(API_CODES.notFound, 'SERVER.CERTIFICATE_NOT_FOUND');
  const now = deps.now();
  // from the later of now and the expiry: renewing early loses no days (the machine's rule)
  const renewed = renewApiCertificate(
    storedCertificate(found),
    now.getTime(),
    API_CERTIFICATE_ASSUMED_VALIDITY_DAYS,
  );
  if (!renewed.ok) return fail(API_CODES.conflict, renewed.error);
  if (renewed.value.status !== 'active') throw new Error('a renewed certificate is active');
  await renewCertificate(deps.db, id, now, new Date(renewed.value.expiresAtMs));
  return succeed(await viewOf(deps, session.customerId, id), 'SERVER.CERTIFICATE_RENEWED');
}

export async function deleteMerchantCertificate(
  deps: Deps,
  session: SessionContext,
  id: number,
): Promise<Outcome<null>> {
  const found = await findCertificate(deps.db, session.customerId, id);
  if (!found) return fail(API_CODES.notFound, 'SERVER.CERTIFICATE_NOT_FOUND');
  await deleteCertificate(deps.db, id, deps.now());
  return succeed(null, 'SERVER.CERTIFICATE_DELETED');
}
