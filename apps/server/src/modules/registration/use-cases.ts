import { randomInt } from 'node:crypto';
import type { NamedOption, RegisterData } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import type { MessageCode, ValidationFieldIssue } from '@portal/domain';
import {
  ACTIVATION_MACHINE,
  FEE_CURRENCY,
  message,
  statusAfter,
  validateRegistration,
} from '@portal/domain';
import type { Outcome } from '../../envelope';
import { fail, invalid, succeed } from '../../envelope';
import type { Deps, InputFor } from '../../http/context';
import { hashPassword } from '../../security/passwords';
import { accountLimitExceeded } from '../shared/account-limit';
import { checkCaptcha } from './captcha';
import {
  findManager,
  insertCustomer,
  listManagers,
  listRegions,
  regionExists,
  usernameTaken,
} from './repository';

export async function regions(deps: Deps): Promise<Outcome<readonly NamedOption[]>> {
  return succeed(await listRegions(deps.db));
}

export async function managers(
  deps: Deps,
  input: InputFor<'registration.getManager'>,
): Promise<Outcome<readonly (NamedOption & { kind: string })[]>> {
  const kinds = input.kind === undefined ? ['account', 'regional'] : [input.kind];
  const rows = await listManagers(deps.db, { kinds, regionId: input.region_id });
  return succeed(rows.map(({ id, name, cn_name, kind: k }) => ({ id, name, cn_name, kind: k })));
}

export async function overseasSales(deps: Deps): Promise<Outcome<readonly NamedOption[]>> {
  const rows = await listManagers(deps.db, { kinds: ['sales'] });
  return succeed(rows.map(({ id, name, cn_name }) => ({ id, name, cn_name })));
}

/** A free user ID derived from the name (letters and digits only) plus four random digits. */
export async function suggestUsername(
  deps: Deps,
  name: string,
): Promise<Outcome<{ username: string }>> {
  const base = (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 12) || 'user'
  ).padEnd(3, '0');
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = `${base}${randomInt(1000, 10_000)}`;
    if (!(await usernameTaken(deps.db, candidate))) return succeed({ username: candidate });
  }
  return fail(API_CODES.conflict, 'SERVER.USERNAME_TAKEN');
}

const accepted = (value: string) => ['1', 'true', 'on', 'yes'].includes(value.trim().toLowerCase());

async function managerChoices(
  deps: Deps,
  input: InputFor<'registration.register'>,
): Promise<{ errors: MessageCode[]; ids: Record<string, number | null> }> {
  const errors: ValidationFieldIssue[] = [];
  const ids: Record<string, number | null> = {};
  const fields = {
    account_manager_id: 'account',
    regional_manager_id: 'regional',
    sales_manager_id: 'sales',
  } as const;
  for (const [field, kind] of Object.entries(fields)) {
    const id = input[field as keyof typeof fields];
    if (id !== undefined && (await findManager(deps.db, id))?.kind !== kind)
      errors.push({ field, ...message('SERVER.MANAGER_UNKNOWN', { field }) });
    ids[field] = id ?? null;
  }
  const region = input.region_id;
  if (region !== undefined && !(await regionExists(deps.db, region)))
    errors.push({ field: 'region_id', ...message('SERVER.REGION_UNKNOWN') });
  ids['region_id'] = region ?? null;
  return { errors, ids };
}

/** The form rules first; then the captcha is spent (right or wrong); then the account is made. */
export async function register(
  deps: Deps,
  input: InputFor<'registration.register'>,
): Promise<Outcome<RegisterData>> {
  const form = validateRegistration({
    username: (input['username'] ?? '').trim(),
    name: input['name'] ?? '',
    email: (input['email'] ?? '').trim(),
    password: input['password'] ?? '',
    passwordConfirmation: input['password_confirmation'] ?? '',
    agreement: accepted(input['agreement'] ?? ''),
    captcha: input['captcha'] ?? '',
  });
  if (!form.ok) return invalid(form.error);
  const limited = await accountLimitExceeded(
    deps,
    `register:${form.value.username.toLowerCase()}`,
    deps.config.rateLimits.registrationAccount,
  );
  if (limited) return limited;
  const captcha = await checkCaptcha(deps, input['captcha_key'] ?? '', form.value.captcha, true);
  if (!captcha.ok) return captcha;
  const choices = await managerChoices(deps, input);
  if (choices.errors.length > 0) return invalid(choices.errors);
  if (await usernameTaken(deps.db, form.value.username))
    return fail(API_CODES.conflict, 'SERVER.USERNAME_TAKEN');
  // A new merchant starts where the activation machine starts (identity not submitted).
  const activation = statusAfter(ACTIVATION_MACHINE, []);
  if (!activation.ok) return fail(API_CODES.conflict, activation.error);
  const passwordHash = await hashPassword(form.value.password);
  try {
    const row = await insertCustomer(deps.db, {
      username: form.value.username,
      name: form.value.name,
      email: form.value.email,
      password_hash: passwordHash,
      activation_status: activation.value,
      identity_type: null,
      rejection_reason: null,
      region_id: choices.ids['region_id'] ?? null,
      account_manager_id: choices.ids['account_manager_id'] ?? null,
      regional_manager_id: choices.ids['regional_manager_id'] ?? null,
      sales_manager_id: choices.ids['sales_manager_id'] ?? null,
      // the prepaid balance is in CNY (warehouse-shipping.md section 9)
      currency: FEE_CURRENCY,
      balance_minor: 0,
      overdue_cc_emails: '',
      created_at: deps.now(),
    });
    return succeed({ customer_id: row.id, username: row.username }, 'SERVER.REGISTERED');
  } catch (error) {
    // Two registrations of one name at the same moment: the unique index decides.
    if ((error as { code?: string }).code === '23505')
      return fail(API_CODES.conflict, 'SERVER.USERNAME_TAKEN');
    throw error;
  }
}
