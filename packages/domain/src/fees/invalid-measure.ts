import { FEE_CODES } from './codes';
import { err, message } from '../shared/result';

/** A negative amount, a non-whole count or a non-positive dimension: the input is not a measure. */
export const invalidMeasure = (field: string) => err(message(FEE_CODES.invalidMeasure, { field }));
