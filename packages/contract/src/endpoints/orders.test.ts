import { ORDER_FORM_FIELD_KINDS, orderFieldsOfKind } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { flag } from '../schemas/kit';
import { ORDER_FORM_FIELDS } from './orders';

// The wire form and the domain's field table name the same fields, so the types the domain, the
// server and the web derive from the table are the fields the endpoints take.
describe('ORDER_FORM_FIELDS and the domain order field table', () => {
  it('name the same fields, in the same order', () => {
    expect(Object.keys(ORDER_FORM_FIELDS)).toEqual(Object.keys(ORDER_FORM_FIELD_KINDS));
  });

  it.each(orderFieldsOfKind('flag'))('%s travels as a flag (1 or empty)', (field) => {
    const withoutDescription = (schema: object) =>
      Object.fromEntries(Object.entries(schema).filter(([key]) => key !== 'description'));
    expect(withoutDescription(ORDER_FORM_FIELDS[field])).toEqual(withoutDescription(flag()));
  });
});
