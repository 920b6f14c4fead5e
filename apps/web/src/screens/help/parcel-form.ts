import type { OrderQuote } from '@portal/contract';
import type { FormFields } from '@portal/domain';
import {
  collectFieldIssues,
  validatePositiveAmount,
  validateProductDimension,
  validateProductWeight,
  validateRequiredField,
} from '@portal/domain';
import { FormModel } from '../../kit/form-model';

/** The freight inquiry's and fee calculator's parcel as typed (the contract's field names). */
export interface ParcelValues {
  readonly country: string;
  readonly weight_kg: string;
  readonly length_cm: string;
  readonly width_cm: string;
  readonly height_cm: string;
  readonly channel: string;
  readonly postcode: string;
  readonly state: string;
  readonly currency: string;
  readonly declared_value: string;
  readonly insured_value: string;
  readonly duty_prepaid: boolean;
}

const SIDES = ['length_cm', 'width_cm', 'height_cm'] as const;

/** The domain's rules the server applies too: country, weight, the sides once one is given. */
export function parcelIssues(values: ParcelValues) {
  const sized = SIDES.some((side) => values[side].trim() !== '');
  return collectFieldIssues([
    ['country', validateRequiredField(values.country)],
    ['weight_kg', validateProductWeight(values.weight_kg)],
    ...SIDES.map(
      (side) => [side, sized ? validateProductDimension(values[side]) : undefined] as const,
    ),
    [
      'declared_value',
      values.declared_value.trim() === ''
        ? undefined
        : validatePositiveAmount(values.declared_value),
    ],
  ]);
}

export const parcelForm = () =>
  new FormModel<ParcelValues>({
    initial: () => ({
      country: '',
      weight_kg: '',
      length_cm: '',
      width_cm: '',
      height_cm: '',
      channel: '',
      postcode: '',
      state: '',
      currency: 'USD',
      declared_value: '',
      insured_value: '',
      duty_prepaid: false,
    }),
    validate: parcelIssues,
    payload: (values): FormFields => ({
      ...values,
      duty_prepaid: values.duty_prepaid ? '1' : '0',
    }),
  });

export type Quotes = readonly OrderQuote[];
