import type { AccountData, Credentials } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import { isIdentityType } from '@portal/domain';
import type { Outcome } from '../../envelope';
import { fail, succeed } from '../../envelope';
import type { Deps, SessionContext } from '../../http/context';
import { findCustomerRecord, findSubAccountRecord, latestIdentity } from './repository';

/** An identity number shows its last 4 characters only: the page is seen over shoulders too. */
export const maskNumber = (value: string): string => {
  const chars = [...value];
  const shown = chars.length > 4 ? chars.slice(-4).join('') : '';
  return '*'.repeat(chars.length - shown.length) + shown;
};

function credentialsOf(type: string, fields: Readonly<Record<string, string>>): Credentials | null {
  // the activation stores camelCase names; the demo seed wrote the wire's snake_case ones
  const field = (camel: string, snake: string) => fields[camel] ?? fields[snake] ?? '';
  if (type === 'enterprise')
    return {
      type,
      legal_representative: field('legalRepresentative', 'legal_representative'),
      id_number: maskNumber(field('idNumber', 'id_number')),
      licence_number: field('licenceNumber', 'licence_number'),
    };
  if (type === 'individual')
    return {
      type,
      real_name: field('realName', 'real_name'),
      certificate_type: field('certificateType', 'certificate_type'),
      certificate_number: maskNumber(field('certificateNumber', 'certificate_number')),
    };
  return null;
}

/**
 * The user centre: the login's own user ID, name and e-mail (a sub-account's are its own), the
 * merchant's registration date and customer ID, and the credentials of its latest activation.
 */
export async function accountData(
  deps: Deps,
  session: SessionContext,
): Promise<Outcome<AccountData>> {
  const customer = await findCustomerRecord(deps.db, session.customerId);
  if (!customer) return fail(API_CODES.unauthenticated, 'SERVER.UNAUTHENTICATED');
  const sub =
    session.subAccountId === null
      ? undefined
      : await findSubAccountRecord(deps.db, session.customerId, session.subAccountId);
  const identity = await latestIdentity(deps.db, session.customerId);
  const type = identity?.identity_type ?? customer.identity_type ?? '';
  return succeed({
    user_id: sub?.username ?? customer.username,
    name: sub?.real_name ?? customer.name,
    email: sub?.email ?? customer.email,
    registered_at: new Date(customer.created_at).toISOString(),
    customer_id: customer.id,
    login_type: session.loginType,
    identity_type: isIdentityType(type) ? type : null,
    credentials: identity ? credentialsOf(identity.identity_type, identity.fields) : null,
  });
}
