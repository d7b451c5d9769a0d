import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emptyWithdrawal,
  fieldsOf,
  isIban,
  isUpiId,
  type PayoutDestination,
  parseWithdrawAmount,
  validateWithdrawal,
  type WithdrawalValues,
  withdrawalRequest,
} from './withdrawalRules.ts';

// The destinations as the back end declares them (payout-destinations.ts SCHEME_FIELDS).
const f = (name: string, required = true) => ({ name, required });
const imps = [
  f('accountName'),
  f('accountNumber'),
  f('email'),
  f('bankCode'),
  f('bankName', false),
  f('branch', false),
  f('bankAddress', false),
];
const crypto: PayoutDestination = { scheme: 'crypto', fields: [f('network'), f('address')] };
const rupeeBank: PayoutDestination = { scheme: 'imps', fields: imps };
const netbanking: PayoutDestination = {
  scheme: 'imps',
  fields: imps.map((x) => (x.name === 'bankName' ? f('bankName') : x)),
};
const upiDestination: PayoutDestination = {
  scheme: 'upi',
  fields: [f('accountName'), f('email'), f('upiId')],
};
const sepa: PayoutDestination = { scheme: 'sepa', fields: [f('accountName'), f('iban'), f('bic', false)] };
const MT_IBAN = 'MT84 MALT 0110 0001 2345 MTLC AST0 01S';

const texts = (problems: ReturnType<typeof validateWithdrawal>) =>
  Object.fromEntries(
    Object.entries(problems).map(([field, found]) => [field, found?.message.defaultMessage]),
  );
const bank: WithdrawalValues = {
  ...emptyWithdrawal,
  accountName: 'Asha Rao',
  accountNumber: '001234567890',
  email: 'asha@example.com',
  bankCode: 'HDFC0001234',
  amount: '50',
};

describe('crypto withdrawal (spec 5)', () => {
  it('names network, address and amount with the spec messages', () => {
    expect(texts(validateWithdrawal(crypto, emptyWithdrawal))).toEqual({
      network: 'Please select network',
      address: 'Please enter wallet address',
      amount: 'Please enter your withdraw amount',
    });
  });

  it('a complete form has no problem; one bad field leaves the others alone', () => {
    const good = {
      ...emptyWithdrawal,
      network: 'TRC20',
      address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      amount: '12.5',
    };
    expect(validateWithdrawal(crypto, good)).toEqual({});
    expect(Object.keys(validateWithdrawal(crypto, { ...good, address: '  ' }))).toEqual(['address']);
  });
});

describe('bank withdrawal (spec 5)', () => {
  it('name, account number and e-mail are required; e-mail must be valid', () => {
    expect(
      texts(validateWithdrawal(rupeeBank, { ...bank, accountName: '', accountNumber: ' ', email: '' })),
    ).toEqual({
      accountName: 'Required',
      accountNumber: 'Required',
      email: 'Required',
    });
    expect(texts(validateWithdrawal(rupeeBank, { ...bank, email: 'asha@example' }))).toEqual({
      email: 'Invalid format',
    });
  });

  it('bank code (IFSC) is 8 to 15 characters, at both edges', () => {
    for (const [code, ok] of [
      ['1234567', false],
      ['12345678', true],
      ['123456789012345', true],
      ['1234567890123456', false],
    ] as const)
      expect(validateWithdrawal(rupeeBank, { ...bank, bankCode: code }).bankCode === undefined, code).toBe(
        ok,
      );
    expect(validateWithdrawal(rupeeBank, { ...bank, bankCode: 'HDFC01' }).bankCode?.values).toEqual({
      min: 8,
      max: 15,
    });
    expect(texts(validateWithdrawal(rupeeBank, { ...bank, bankCode: '' }))).toEqual({ bankCode: 'Required' });
  });

  it('bank name is required for netbanking only; branch and address are optional', () => {
    expect(validateWithdrawal(rupeeBank, bank)).toEqual({});
    expect(texts(validateWithdrawal(netbanking, bank))).toEqual({ bankName: 'Required' });
    expect(validateWithdrawal(netbanking, { ...bank, bankName: 'HDFC Bank' })).toEqual({});
  });

  it('UPI: the UPI ID is required and must be valid', () => {
    const upi = { ...emptyWithdrawal, accountName: 'Asha', email: 'asha@example.com', amount: '10' };
    expect(texts(validateWithdrawal(upiDestination, upi))).toEqual({ upiId: 'Required' });
    expect(texts(validateWithdrawal(upiDestination, { ...upi, upiId: 'asha' }))).toEqual({
      upiId: 'Enter a valid UPI ID (name@bank)',
    });
    expect(validateWithdrawal(upiDestination, { ...upi, upiId: 'asha.rao@okhdfcbank' })).toEqual({});
    expect(isUpiId('a@b')).toBe(false);
    expect(isUpiId('9876543210@ybl')).toBe(true);
  });
});

describe('amount', () => {
  it('positive decimals only, kept exact as typed', () => {
    expect(parseWithdrawAmount('12,50')).toBe('12.50');
    expect(parseWithdrawAmount(' 0.00000001 ')).toBe('0.00000001');
    for (const bad of ['', '0', '0.00', '-5', '1e3', 'abc', '1.2.3', '.5'])
      expect(parseWithdrawAmount(bad), bad).toBeNull();
  });

  it('property: any positive decimal string round-trips unchanged (no float on the way)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        fc.stringMatching(/^\d{1,8}$/),
        (whole, fraction) => {
          const typed = `${whole}.${fraction}`;
          const parsed = parseWithdrawAmount(typed);
          return /[1-9]/.test(typed) ? parsed === typed : parsed === null;
        },
      ),
    );
  });
});

describe('request and methods', () => {
  it('sends only the fields of the form, trimmed, with the exact amount', () => {
    expect(
      withdrawalRequest(crypto, 14, { ...bank, network: 'TRC20', address: ' T1 ', amount: '0.1' }),
    ).toEqual({
      paymentMethodId: 14,
      amount: '0.1',
      network: 'TRC20',
      address: 'T1',
    });
  });

  it('a SEPA request carries the holder and the IBAN, never IFSC fields typed for another method', () => {
    expect(
      withdrawalRequest(sepa, 3, { ...bank, accountName: ' Dana ', iban: MT_IBAN, amount: '20' }),
    ).toEqual({ paymentMethodId: 3, amount: '20', accountName: 'Dana', iban: MT_IBAN });
  });

  it('the form shows the fields the destination declares, then the amount', () => {
    expect(fieldsOf(sepa).map((x) => x.name)).toEqual(['accountName', 'iban', 'bic', 'amount']);
    // A field the form does not know is not shown (the server names it if it is required).
    expect(
      fieldsOf({ scheme: 'x', fields: [f('somethingNew'), f('walletAccount')] }).map((x) => x.name),
    ).toEqual(['walletAccount', 'amount']);
  });
});

describe('SEPA, e-wallet, card and phone destinations (issue 35)', () => {
  const sepaValues = { ...emptyWithdrawal, accountName: 'Dana', iban: MT_IBAN, amount: '20' };

  it('an IBAN is required, with its checksum, from a SEPA country; the BIC is optional but checked', () => {
    expect(validateWithdrawal(sepa, sepaValues)).toEqual({});
    expect(texts(validateWithdrawal(sepa, { ...sepaValues, iban: '' }))).toEqual({ iban: 'Required' });
    expect(texts(validateWithdrawal(sepa, { ...sepaValues, iban: MT_IBAN.replace(/S$/, 'T') }))).toEqual({
      iban: 'This IBAN is not valid: check it against your bank details',
    });
    // A valid Brazilian IBAN is not a SEPA account.
    expect(isIban('BR1800360305000010009795493C1', false)).toBe(true);
    expect(isIban('BR1800360305000010009795493C1', true)).toBe(false);
    expect(texts(validateWithdrawal(sepa, { ...sepaValues, bic: 'MALT' }))).toEqual({
      bic: 'Enter a valid BIC / SWIFT code (8 or 11 characters)',
    });
    expect(validateWithdrawal(sepa, { ...sepaValues, bic: 'maltmtmt' })).toEqual({});
  });

  it('e-wallet account, card on file and phone are required', () => {
    const amount = { ...emptyWithdrawal, amount: '10' };
    expect(texts(validateWithdrawal({ scheme: 'ewallet', fields: [f('walletAccount')] }, amount))).toEqual({
      walletAccount: 'Required',
    });
    expect(texts(validateWithdrawal({ scheme: 'card', fields: [f('cardId')] }, amount))).toEqual({
      cardId: 'Required',
    });
    expect(
      texts(validateWithdrawal({ scheme: 'mobile', fields: [f('phone')] }, { ...amount, phone: '12 3' })),
    ).toEqual({ phone: 'Invalid format' });
  });
});
