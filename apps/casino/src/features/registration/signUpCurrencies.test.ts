import { describe, expect, it } from 'vitest';
import type { Currency } from './registrationApi.ts';
import { defaultSignUpCurrency, offeredSignUpCurrencies } from './signUpCurrencies.ts';

const currency = (code: string, isCrypto = false): Currency => ({
  code,
  name: code,
  symbol: code,
  isCrypto,
  decimals: isCrypto ? 8 : 2,
});
/** What the server lists: every ISO code (fund codes such as BOV too) and the crypto ones. */
const server = ['BOV', 'BRL', 'CAD', 'CHF', 'EUR', 'GBP', 'NOK', 'USD', 'XDR'].map((code) => currency(code));
const all = [...server, currency('BTC', true), currency('USDT', true)];

describe('offeredSignUpCurrencies', () => {
  it("lists the brand's offered currencies in the brand's order, nothing else", () => {
    const listed = offeredSignUpCurrencies(all, ['EUR', 'USD', 'CAD', 'USDT']);
    expect(listed.map((c) => c.code)).toEqual(['EUR', 'USD', 'CAD', 'USDT']);
    expect(listed.map((c) => c.code)).not.toContain('BOV');
  });

  it('leaves out a code the server does not list (it could not be signed up with)', () => {
    expect(offeredSignUpCurrencies(all, ['EUR', 'ZZZ']).map((c) => c.code)).toEqual(['EUR']);
  });

  it('without a brand list, keeps every currency the server lists', () => {
    expect(offeredSignUpCurrencies(all, null)).toEqual(all);
  });
});

describe('defaultSignUpCurrency (from the player country)', () => {
  const listed = offeredSignUpCurrencies(all, ['EUR', 'USD', 'CAD', 'BRL', 'USDT']);

  it("preselects the country's own currency when the brand offers it", () => {
    expect(defaultSignUpCurrency(listed, 'CAD', 'EUR')).toBe('CAD'); // Canada
    expect(defaultSignUpCurrency(listed, 'BRL', 'EUR')).toBe('BRL'); // Brazil
    expect(defaultSignUpCurrency(listed, 'EUR', 'USD')).toBe('EUR'); // Malta, Germany
  });

  it("falls back to the brand's default currency when the country's is not offered", () => {
    expect(defaultSignUpCurrency(listed, 'CHF', 'USD')).toBe('USD'); // Switzerland
    expect(defaultSignUpCurrency(listed, null, 'EUR')).toBe('EUR'); // location unknown
    expect(defaultSignUpCurrency(listed, undefined, 'EUR')).toBe('EUR');
  });

  it("then to the brand's first currency, and to none when nothing is offered", () => {
    expect(defaultSignUpCurrency(listed, 'CHF', 'GBP')).toBe('EUR');
    expect(defaultSignUpCurrency([], 'EUR', 'EUR')).toBe('');
  });
});
