import { describe, expect, it } from 'vitest';
import { missingProfileFields } from './profileGaps.ts';

const empty = {
  firstName: null,
  lastName: null,
  phone: null,
  dateOfBirth: '1900-01-01',
  countryCode: 'MT',
  city: null,
  zipCode: '',
  address: '  ',
};
const complete = {
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '7912345',
  dateOfBirth: '1990-05-01',
  countryCode: 'MT',
  city: 'Valletta',
  zipCode: 'VLT 1000',
  address: '1 Main St',
};

describe('profile data before a deposit', () => {
  it('asks only the date of birth (the server needs it) when a deposit is allowed without an address', () => {
    expect(
      missingProfileFields(empty, { depositWithoutAddress: true, depositShowsAllFields: false }),
    ).toEqual(['dateOfBirth']);
    expect(
      missingProfileFields(complete, { depositWithoutAddress: true, depositShowsAllFields: false }),
    ).toEqual([]);
  });

  it('asks the missing address fields when allowDepWithoutAddress is off', () => {
    expect(
      missingProfileFields(empty, { depositWithoutAddress: false, depositShowsAllFields: false }),
    ).toEqual(['dateOfBirth', 'city', 'zipCode', 'address']);
  });

  it('asks every missing field (the 1900 birth date counts as missing) with onDepositShowAllField', () => {
    expect(missingProfileFields(empty, { depositWithoutAddress: true, depositShowsAllFields: true })).toEqual(
      ['firstName', 'lastName', 'phone', 'dateOfBirth', 'city', 'zipCode', 'address'],
    );
    expect(
      missingProfileFields(complete, { depositWithoutAddress: false, depositShowsAllFields: true }),
    ).toEqual([]);
  });
});
