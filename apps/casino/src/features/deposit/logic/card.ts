// spec 5 card rules: cardholder name required; a valid card number (Luhn), with its brand shown;
// expiry MM/YY ('Invalid month', 'Expiry date is in the past'); CVC exactly 3 digits.

export const cardBrands = ['visa', 'mastercard', 'amex', 'maestro', 'discover', 'unknown'] as const;
export type CardBrand = (typeof cardBrands)[number];

const digitsOf = (text: string): string => text.replace(/[\s-]/g, '');

/** The Luhn checksum (ISO/IEC 7812) over the digits. */
export function luhnValid(number: string): boolean {
  const digits = digitsOf(number);
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card scheme from the number's first digits (IIN ranges). */
export function detectBrand(number: string): CardBrand {
  const digits = digitsOf(number);
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^(5018|5020|5038|56|57|58|6304|6759|676[1-3])/.test(digits)) return 'maestro';
  return 'unknown';
}

/** Digits grouped in fours as the player types ("4111 1111 1111 1111"); at most 19 digits. */
export function formatCardNumber(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM/YY as the player types: the slash comes by itself after the month. */
export function formatExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export type CardField = 'holder' | 'number' | 'expiry' | 'cvc';
export type CardProblem =
  | 'required'
  | 'invalidNumber'
  | 'invalidExpiry'
  | 'invalidMonth'
  | 'expired'
  | 'invalidCvc';

export function holderProblem(holder: string): CardProblem | undefined {
  return holder.trim() === '' ? 'required' : undefined;
}

export function numberProblem(number: string): CardProblem | undefined {
  const digits = digitsOf(number);
  if (digits === '') return 'required';
  return digits.length >= 12 && digits.length <= 19 && luhnValid(digits) ? undefined : 'invalidNumber';
}

/** A card is valid through the last day of its expiry month. */
export function expiryProblem(expiry: string, today: Date): CardProblem | undefined {
  if (expiry.trim() === '') return 'required';
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  if (!match) return 'invalidExpiry';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'invalidMonth';
  const current = today.getFullYear() * 12 + today.getMonth();
  return year * 12 + (month - 1) < current ? 'expired' : undefined;
}

export function cvcProblem(cvc: string): CardProblem | undefined {
  if (cvc === '') return 'required';
  return /^\d{3}$/.test(cvc) ? undefined : 'invalidCvc';
}

export interface CardValues {
  holder: string;
  number: string;
  expiry: string;
  cvc: string;
}

export const emptyCard: CardValues = { holder: '', number: '', expiry: '', cvc: '' };

export function cardProblems(card: CardValues, today: Date): Partial<Record<CardField, CardProblem>> {
  const problems: Partial<Record<CardField, CardProblem>> = {};
  const found: [CardField, CardProblem | undefined][] = [
    ['holder', holderProblem(card.holder)],
    ['number', numberProblem(card.number)],
    ['expiry', expiryProblem(card.expiry, today)],
    ['cvc', cvcProblem(card.cvc)],
  ];
  for (const [field, problem] of found) if (problem) problems[field] = problem;
  return problems;
}
