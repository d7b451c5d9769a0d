// Issue 29: every currency this back end lists (fiat from the countries, and crypto) must display
// in every locale the app ships, with its own decimals, and the formatter must never throw: a
// USDT wallet once took every page down ("Invalid currency code : USDT").
import { supportedLocales } from '@casino/i18n';
import { type CurrencyList, formatAmount } from '@casino/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeServer, type TestServer } from './helpers.ts';

let s: TestServer;
let currencies: CurrencyList & { code: string; decimals: number; isCrypto: boolean }[];
beforeAll(async () => {
  s = await makeServer();
  const res = await s.call('GET', '/api/admin/get-currencies');
  expect(res.statusCode).toBe(200);
  currencies = res.json().data.currencies;
});
afterAll(() => s.close());

/** The digits after the locale's decimal sign (any script: Arabic-Indic, Devanagari …). */
function fractionDigits(text: string, locale: string): string {
  const sign = new Intl.NumberFormat(locale)
    .formatToParts(1.5)
    .find((part) => part.type === 'decimal')?.value;
  if (!sign) return '';
  // A digit, the sign, digits: a symbol's own dot ("د.إ.") is not the decimal sign.
  const escaped = sign.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.match(new RegExp(`\\p{Nd}${escaped}(\\p{Nd}+)`, 'u'))?.[1] ?? '';
}

describe("the back end's currency list, shown in every locale", () => {
  it('lists fiat and crypto, USDT among them', () => {
    expect(supportedLocales.length).toBe(36);
    expect(currencies.length).toBeGreaterThan(100);
    for (const code of ['USDT', 'BTC', 'ETH', 'LTC', 'TRX'])
      expect(currencies.find((c) => c.code === code)?.isCrypto).toBe(true);
  });

  it('formats every currency in every locale without throwing, with the currency’s decimals', () => {
    const problems: string[] = [];
    for (const currency of currencies)
      for (const locale of supportedLocales) {
        let text = '';
        try {
          text = formatAmount('-1234.56789012', { currency: currency.code, locale, currencies });
        } catch (error) {
          problems.push(`${currency.code} ${locale}: threw ${String(error)}`);
          continue;
        }
        const digits = fractionDigits(text, locale);
        if (digits.length !== currency.decimals)
          problems.push(
            `${currency.code} ${locale}: "${text}" shows ${digits.length} decimals, not ${currency.decimals}`,
          );
        if (currency.isCrypto && !text.includes(currency.code))
          problems.push(`${currency.code} ${locale}: "${text}" does not name the currency`);
        // The number itself: the locale's grouping of 1234 and a minus sign in some form.
        if (!/[-\u2212\u200e\u061c]/.test(text))
          problems.push(`${currency.code} ${locale}: "${text}" lost the sign`);
      }
    expect(problems).toEqual([]);
  });

  it('shows zero as 0.00 in crypto and fiat alike', () => {
    for (const code of ['USDT', 'BTC', 'EUR'])
      expect(formatAmount('0.00000000', { currency: code, locale: 'en', currencies })).toMatch(
        /^(€0\.00|0\.00 [A-Z]+)$/,
      );
  });
});
