import type { ValidationFieldIssue } from './issues';
import type { ValidationMessageCode } from './message-codes';

/**
 * The refusals that say a form is not complete yet rather than that something given is wrong: a
 * blank required field, a list without its first item, lines that their boxes do not add up to,
 * a document or agreement a choice asks for.
 * A draft may be incomplete (issue 10 item 13), so these wait for the submit.
 */
export const COMPLETENESS_CODES: ReadonlySet<ValidationMessageCode> = new Set([
  'VALIDATION.REQUIRED',
  'ASN.NO_PRODUCTS',
  'RMA.NO_PRODUCTS',
  'ORDER.NO_PRODUCTS',
  'ASN.BOX_QUANTITY_MISMATCH',
  'PRODUCT.BRAND_CERTIFICATE_REQUIRED',
  'ORDER.INSURANCE_AGREEMENT_REQUIRED',
  'ORDER.SALES_LINK_REQUIRED',
  'ORDER.TAIWAN_CONSIGNEE_ID_REQUIRED',
]);

/**
 * The draft's check of a form: of the full rule's refusals, those about what was given. Every
 * field rule of the portal refuses a blank value with VALIDATION.REQUIRED first (firstFailure), so
 * dropping the completeness codes is checking only the fields present, with their own rules.
 */
export const draftIssues = (issues: readonly ValidationFieldIssue[]): ValidationFieldIssue[] =>
  issues.filter((issue) => !COMPLETENESS_CODES.has(issue.code as ValidationMessageCode));

/** The draft version of a form rule: the same checks of every field given, none of the absent. */
export const draftRule =
  <F>(validate: (form: F) => readonly ValidationFieldIssue[]) =>
  (form: F): ValidationFieldIssue[] =>
    draftIssues(validate(form));
