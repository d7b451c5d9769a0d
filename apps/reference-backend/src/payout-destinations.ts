// Where a withdrawal is paid to (issue 35): each payout method declares, as data on its row
// (payment_methods.payout_destinations, checked against PAYOUT_RULES_SCHEMA when seeded and
// served), which destination scheme it pays to for a player's country and currency. The scheme
// says which fields the player gives; the server checks them (IBAN checksum included), stores the
// destination with the withdrawal and shows it back masked.
import Ajv from 'ajv';
import { electronicFormatIBAN, isSEPACountry, isValidBIC, isValidIBAN } from 'ibantools';
import { ApiError, fail } from './errors.ts';
import { arr, obj, type Schema, str } from './schema.ts';

export const PAYOUT_SCHEMES = [
  'sepa',
  'swift',
  'imps',
  'upi',
  'ewallet',
  'card',
  'mobile',
  'crypto',
] as const;
export type PayoutScheme = (typeof PAYOUT_SCHEMES)[number];

export const DESTINATION_FIELDS = [
  'accountName',
  'iban',
  'bic',
  'accountNumber',
  'bankCode',
  'bankName',
  'branch',
  'bankAddress',
  'email',
  'upiId',
  'walletAccount',
  'cardId',
  'phone',
  'network',
  'address',
] as const;
export type DestinationField = (typeof DESTINATION_FIELDS)[number];

/** One rule of a method's declaration: the scheme it pays to where the country and currency match. */
export interface PayoutRule {
  scheme: PayoutScheme;
  /** ISO 3166-1 alpha-2 codes; absent: every country. */
  countries?: string[];
  /** Currency codes; absent: every currency. */
  currencies?: string[];
}

/** The JSON Schema of payment_methods.payout_destinations (first matching rule wins). */
export const PAYOUT_RULES_SCHEMA: Schema = arr(
  obj(
    {
      scheme: str({ enum: [...PAYOUT_SCHEMES] }),
      countries: arr(str({ pattern: '^[A-Z]{2}$' }), { minItems: 1, uniqueItems: true }),
      currencies: arr(str({ pattern: '^[A-Z0-9]{2,10}$' }), { minItems: 1, uniqueItems: true }),
    },
    ['scheme'],
    { additionalProperties: false },
  ),
  {
    description:
      'Payout destinations of a method, first match wins: the scheme it pays to for a player country and currency (no rule matching: the method pays nobody there, so it is not offered).',
  },
);

const checkRules = new Ajv({ strict: false, allErrors: true }).compile(PAYOUT_RULES_SCHEMA);

/** A method's declaration, checked against PAYOUT_RULES_SCHEMA: throws with the method and the rule broken. */
export function assertPayoutRules(method: string, rules: unknown): PayoutRule[] {
  if (!checkRules(rules))
    throw new Error(
      `payment method ${method}: payout_destinations${checkRules.errors?.map((e) => ` ${e.instancePath}: ${e.message}`).join(';')}`,
    );
  return rules as PayoutRule[];
}

/** The fields each scheme asks for, in the order a form shows them. */
export const SCHEME_FIELDS: Record<PayoutScheme, readonly { name: DestinationField; required: boolean }[]> = {
  sepa: [
    { name: 'accountName', required: true },
    { name: 'iban', required: true },
    { name: 'bic', required: false },
  ],
  swift: [
    { name: 'accountName', required: true },
    { name: 'accountNumber', required: true },
    { name: 'bic', required: true },
    { name: 'bankName', required: true },
    { name: 'bankAddress', required: false },
  ],
  imps: [
    { name: 'accountName', required: true },
    { name: 'accountNumber', required: true },
    { name: 'email', required: true },
    { name: 'bankCode', required: true },
    { name: 'bankName', required: false },
    { name: 'branch', required: false },
    { name: 'bankAddress', required: false },
  ],
  upi: [
    { name: 'accountName', required: true },
    { name: 'email', required: true },
    { name: 'upiId', required: true },
  ],
  ewallet: [{ name: 'walletAccount', required: true }],
  card: [{ name: 'cardId', required: true }],
  mobile: [{ name: 'phone', required: true }],
  crypto: [
    { name: 'network', required: true },
    { name: 'address', required: true },
  ],
};

/** The rule of a method for this player, or null when the method pays nobody in that country and currency. */
export function payoutRuleFor(
  rules: readonly PayoutRule[],
  who: { country: string | null; currency: string },
): PayoutRule | null {
  return (
    rules.find(
      (r) =>
        (!r.countries || (who.country !== null && r.countries.includes(who.country))) &&
        (!r.currencies || r.currencies.includes(who.currency)),
    ) ?? null
  );
}

/** A card the player paid in with at this method: never the number, only what identifies it. */
export interface CardOnFile {
  id: string;
  last4: string;
  expiry: string;
}
export const cardIdOf = (card: { last4: string; expiry: string }): string => `${card.last4}-${card.expiry}`;

/** spec 9: bank code (IFSC) 8 to 15 characters. */
const BANK_CODE = { min: 8, max: 15 };
const UPI_ID = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const ACCOUNT_NUMBER = /^[A-Za-z0-9]{4,34}$/;

/** What checking a destination needs besides the input: the player's cards on file, the method's networks. */
export interface DestinationContext {
  cards: readonly CardOnFile[];
  networks: readonly string[];
}

export type Destination = { scheme: PayoutScheme } & Partial<Record<DestinationField, string>>;

const refuse = (field: DestinationField, message: string): never =>
  fail('VALIDATION_ERROR', message, field, { destinationField: field });

/**
 * The destination of a withdrawal from the request, checked field by field for its scheme
 * (required, shape, IBAN checksum, SEPA country, BIC, IFSC length, UPI ID, a card on file);
 * refused with VALIDATION_ERROR naming the field. Only the scheme's fields are kept, trimmed and
 * in their normal form (an IBAN without spaces, upper case).
 */
export function checkDestination(
  scheme: PayoutScheme,
  input: Partial<Record<DestinationField, unknown>>,
  extra: DestinationContext,
): Destination {
  const out: Destination = { scheme };
  for (const { name, required } of SCHEME_FIELDS[scheme]) {
    const raw = input[name];
    const value = typeof raw === 'string' ? raw.trim() : '';
    if (!value) {
      if (required) refuse(name, REQUIRED_MESSAGE[name]);
      continue;
    }
    if (value.length > 255) refuse(name, 'This value is too long');
    out[name] = normalise(name, value, scheme, extra);
  }
  return out;
}

const REQUIRED_MESSAGE: Record<DestinationField, string> = {
  accountName: 'Please enter the account holder name',
  iban: 'Please enter your IBAN',
  bic: 'Please enter the BIC (SWIFT code)',
  accountNumber: 'Please enter the account number',
  bankCode: 'Please enter the bank code (IFSC)',
  bankName: 'Please enter the bank name',
  branch: 'Please enter the branch',
  bankAddress: 'Please enter the bank address',
  email: 'Please enter the e-mail',
  upiId: 'Please enter your UPI ID',
  walletAccount: 'Please enter your e-wallet account',
  cardId: 'Please choose a card you deposited with',
  phone: 'Please enter the phone number',
  network: 'Please select network',
  address: 'Please enter wallet address',
};

function normalise(
  name: DestinationField,
  value: string,
  scheme: PayoutScheme,
  extra: DestinationContext,
): string {
  switch (name) {
    case 'iban': {
      const iban = electronicFormatIBAN(value) ?? '';
      if (!isValidIBAN(iban))
        return refuse('iban', 'This IBAN is not valid: check it against your bank details');
      if (scheme === 'sepa' && !isSEPACountry(iban.slice(0, 2)))
        return refuse('iban', 'This IBAN is not from a SEPA country');
      return iban;
    }
    case 'bic': {
      const bic = value.replace(/\s+/g, '').toUpperCase();
      return isValidBIC(bic) ? bic : refuse('bic', 'This BIC (SWIFT code) is not valid');
    }
    case 'accountNumber': {
      const number = value.replace(/[\s-]+/g, '');
      return ACCOUNT_NUMBER.test(number)
        ? number
        : refuse('accountNumber', 'This account number is not valid');
    }
    case 'bankCode': {
      const length = [...value].length;
      return length >= BANK_CODE.min && length <= BANK_CODE.max
        ? value.toUpperCase()
        : refuse('bankCode', `The bank code must be ${BANK_CODE.min} to ${BANK_CODE.max} characters`);
    }
    case 'email':
      return EMAIL.test(value) ? value : refuse('email', 'This e-mail is not valid');
    case 'upiId':
      return UPI_ID.test(value) ? value : refuse('upiId', 'This UPI ID is not valid');
    case 'walletAccount':
      return value.length >= 3 ? value : refuse('walletAccount', 'This e-wallet account is not valid');
    case 'cardId':
      return extra.cards.some((c) => c.id === value)
        ? value
        : refuse('cardId', 'Withdrawals to a card go to a card you deposited with');
    case 'phone':
      return value.replace(/\D/g, '').length >= 6
        ? value
        : refuse('phone', 'Phone number is too short. It must be at least 6 characters long.');
    case 'network':
      return extra.networks.includes(value) ? value : refuse('network', 'Please select network');
    case 'address':
      return value;
    default:
      return value;
  }
}

/** Checks a crypto address against the network chosen (after both fields passed). */
export function checkCryptoAddress(
  d: Destination,
  isValidAddress: (network: string, address: string) => boolean,
): void {
  if (d.network && d.address && !isValidAddress(d.network, d.address))
    throw new ApiError('VALIDATION_ERROR', `This is not a ${d.network} address`, 'address', {
      network: d.network,
    });
}

/** What the player sees of a stored destination: enough to recognise it, never a whole account. */
export function maskedDestination(
  d: Destination | null | undefined,
): { scheme: PayoutScheme; label: string } | null {
  if (!d) return null;
  const last4 = (s: string | undefined) => (s ? `•••• ${s.slice(-4)}` : '');
  switch (d.scheme) {
    case 'sepa':
      return { scheme: d.scheme, label: `${d.iban?.slice(0, 2) ?? ''} ${last4(d.iban)}`.trim() };
    case 'swift':
    case 'imps':
      return { scheme: d.scheme, label: last4(d.accountNumber) };
    case 'upi': {
      const [handle = '', provider = ''] = (d.upiId ?? '').split('@');
      return { scheme: d.scheme, label: `${handle.slice(0, 2)}•••@${provider}` };
    }
    case 'ewallet': {
      const account = d.walletAccount ?? '';
      const at = account.indexOf('@');
      return {
        scheme: d.scheme,
        label: at > 0 ? `${account.slice(0, 2)}•••${account.slice(at)}` : last4(account),
      };
    }
    case 'card':
      return { scheme: d.scheme, label: last4(d.cardId?.split('-')[0]) };
    case 'mobile':
      return { scheme: d.scheme, label: last4(d.phone?.replace(/\D/g, '')) };
    case 'crypto':
      return {
        scheme: d.scheme,
        label:
          `${d.network ?? ''} ${d.address ? `${d.address.slice(0, 4)}…${d.address.slice(-4)}` : ''}`.trim(),
      };
  }
}
