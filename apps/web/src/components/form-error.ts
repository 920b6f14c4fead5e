import type { MessageCode } from '@portal/domain';
import type { TFunction } from 'i18next';

/** semantic-ui's field error prop: the translated message, or nothing. */
export const fieldErrorProp = (t: TFunction, error: MessageCode | undefined) =>
  error === undefined
    ? undefined
    : { content: t(error.code, { ...error.params }), pointing: 'above' as const };
