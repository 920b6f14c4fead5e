import type { MessageCode, Result, ValidationFieldIssue } from '@portal/domain';
import { err, message, ok } from '@portal/domain';
import { FormModel } from '../../kit/form-model';

/** The largest low-stock alert threshold the server accepts (contract: whole number 0-999999). */
export const THRESHOLD_MAX = 999_999;

/**
 * The alert threshold as typed: a whole number from 0 (no alert) to 999999, written in plain
 * digits (surrounding spaces allowed). Anything else is refused with the range message.
 */
export function parseThreshold(text: string): Result<number, MessageCode> {
  const value = text.trim();
  if (value === '') return err(message('VALIDATION.REQUIRED'));
  if (!/^\d{1,6}$/.test(value) || Number(value) > THRESHOLD_MAX)
    return err(message('UI.INVENTORY.THRESHOLD_RANGE', { min: 0, max: THRESHOLD_MAX }));
  return ok(Number(value));
}

/** The low-stock alert form, named as the contract's field. */
export interface ThresholdValues {
  readonly low_stock_threshold: string;
}

const thresholdIssues = (values: ThresholdValues): ValidationFieldIssue[] => {
  const parsed = parseThreshold(values.low_stock_threshold);
  return parsed.ok ? [] : [{ field: 'low_stock_threshold', ...parsed.error }];
};

/** The low-stock alert form of one product in one warehouse; a failed save keeps what was typed. */
export const thresholdForm = (): FormModel<ThresholdValues> =>
  new FormModel({
    initial: () => ({ low_stock_threshold: '' }),
    validate: thresholdIssues,
    payload: (values) => ({ low_stock_threshold: values.low_stock_threshold.trim() }),
  });
