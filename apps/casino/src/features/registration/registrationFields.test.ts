import { describe, expect, it } from 'vitest';
import type { FieldMap } from './registrationFields.ts';
import { isRequired, isShown, mergeRegistrationFields } from './registrationFields.ts';

const brand = { email: 'required', phone: 'optional', firstName: 'hidden' } as unknown as FieldMap;

describe('registration fields', () => {
  it('the server map wins per field: 0 hides, 1 optional, 2 required', () => {
    const merged = mergeRegistrationFields(brand, { phone: 0, firstName: 2 });
    expect(merged).toMatchObject({ email: 'required', phone: 'hidden', firstName: 'required' });
    expect(isShown(merged, 'phone')).toBe(false);
    expect(isRequired(merged, 'firstName')).toBe(true);
  });

  it('ignores unknown fields, bad values and a broken answer', () => {
    expect(mergeRegistrationFields(brand, { shoeSize: 2, email: 7, phone: '0' })).toEqual(brand);
    expect(mergeRegistrationFields(brand, null)).toBe(brand);
    expect(mergeRegistrationFields(brand, [1, 2])).toBe(brand);
  });
});
