// Spec 5 phone: digits only; the calling code plus the number is parsed by libphonenumber-js;
// 'Number is too short' / 'Number is too long', and a digit that would make it too long is refused.
import { parsePhoneNumberFromString, validatePhoneNumberLength } from 'libphonenumber-js';
import { ruleMessages } from './messages.ts';
import { problem, type RuleProblem } from './problem.ts';

// E.164: at most 15 digits with the calling code. For a calling code the library does not know we
// fall back to that limit and to 4 national digits, the shortest numbers in use (e.g. Niue).
const E164_MAX_DIGITS = 15;
const FALLBACK_MIN_DIGITS = 4;
const LONGEST_PLAN = 17;

/** '+49', '0049', ' 49 ' → '49'. */
export function callingCodeDigits(code: string): string {
  return code.replace(/\D/g, '').replace(/^00/, '');
}

/** Keeps the digits of typed or pasted text (spaces, dashes and letters are dropped). */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

function knownCallingCode(code: string): boolean {
  const digits = callingCodeDigits(code);
  return digits !== '' && validatePhoneNumberLength(`+${digits}0`) !== 'INVALID_COUNTRY';
}

const maxDigitsCache = new Map<string, number>();

/**
 * The most national digits a number may have under a calling code (the longest possible length of
 * its main country's plan), found by asking the library rather than reading its metadata's
 * internals. A trunk 0 typed in front is still accepted by the typing limit below.
 */
export function maxPhoneDigits(code: string): number {
  const digits = callingCodeDigits(code);
  const cached = maxDigitsCache.get(digits);
  if (cached !== undefined) return cached;
  let max = Math.max(E164_MAX_DIGITS - digits.length, FALLBACK_MIN_DIGITS);
  if (knownCallingCode(code)) {
    // Some plans allow more than E.164 suggests (Germany: 15 national digits), so start above
    // every plan and let the library say where "too long" begins. The probe is 5s, because a
    // leading 1 reads as a trunk prefix in some plans (+1 1…) and would add a digit.
    max = LONGEST_PLAN;
    while (max > 1 && validatePhoneNumberLength(`+${digits}${'5'.repeat(max)}`) === 'TOO_LONG') max -= 1;
  }
  maxDigitsCache.set(digits, max);
  return max;
}

type LengthVerdict = 'ok' | 'short' | 'long' | 'invalid';

function lengthVerdict(code: string, number: string): LengthVerdict {
  const callingCode = callingCodeDigits(code);
  if (!knownCallingCode(code)) {
    if (number.length < FALLBACK_MIN_DIGITS) return 'short';
    return callingCode.length + number.length > E164_MAX_DIGITS ? 'long' : 'ok';
  }
  // The number is read in national format, so a trunk prefix (030… in Germany) is understood.
  switch (validatePhoneNumberLength(number, { defaultCallingCode: callingCode })) {
    case undefined:
      return 'ok';
    case 'TOO_SHORT':
    case 'NOT_A_NUMBER':
      return 'short';
    case 'TOO_LONG':
      return 'long';
    default:
      return 'invalid';
  }
}

/**
 * Typing into the phone field: non-digits are dropped, and digits that would make the number too
 * long are refused (the field keeps the longest acceptable prefix). `tooLong` says a digit was
 * refused, so the field can show 'Number is too long'.
 */
export function limitPhoneTyping(code: string, typed: string): { value: string; tooLong: boolean } {
  let value = digitsOnly(typed);
  let tooLong = false;
  while (value && lengthVerdict(code, value) === 'long') {
    value = value.slice(0, -1);
    tooLong = true;
  }
  return { value, tooLong };
}

/** The phone number (national digits) under its calling code. Required only in phone mode. */
export function phoneProblem(
  code: string,
  number: string,
  { required = true }: { required?: boolean } = {},
): RuleProblem | null {
  if (!number) return required ? problem(ruleMessages.required) : null;
  if (!/^\d+$/.test(number)) return problem(ruleMessages.invalidFormat);
  if (!callingCodeDigits(code)) return problem(ruleMessages.required);
  switch (lengthVerdict(code, number)) {
    case 'ok':
      return null;
    case 'short':
      return problem(ruleMessages.phoneTooShort);
    case 'long':
      return problem(ruleMessages.phoneTooLong);
    default:
      return problem(ruleMessages.invalidFormat);
  }
}

/** '+49' + '030123456' → '+4930123456' (E.164), or null when it cannot be a number. */
export function toE164(code: string, number: string): string | null {
  const callingCode = callingCodeDigits(code);
  if (!callingCode || !knownCallingCode(code)) return null;
  return parsePhoneNumberFromString(number, { defaultCallingCode: callingCode })?.number ?? null;
}
