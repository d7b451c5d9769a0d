import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emptyWithdrawal,
  formKindOf,
  isUpiId,
  parseWithdrawAmount,
  validateWithdrawal,
  type WithdrawalValues,
  withdrawalMethods,
  withdrawalRequest,
} from './withdrawalRules.ts';

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
    expect(texts(validateWithdrawal('crypto', emptyWithdrawal))).toEqual({
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
    expect(validateWithdrawal('crypto', good)).toEqual({});
    expect(Object.keys(validateWithdrawal('crypto', { ...good, address: '  ' }))).toEqual(['address']);
  });
});

describe('bank withdrawal (spec 5)', () => {
  it('name, account number and e-mail are required; e-mail must be valid', () => {
    expect(
      texts(validateWithdrawal('bank', { ...bank, accountName: '', accountNumber: ' ', email: '' })),
    ).toEqual({
      accountName: 'Required',
      accountNumber: 'Required',
      email: 'Required',
    });
    expect(texts(validateWithdrawal('bank', { ...bank, email: 'asha@example' }))).toEqual({
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
      expect(validateWithdrawal('bank', { ...bank, bankCode: code }).bankCode === undefined, code).toBe(ok);
    expect(validateWithdrawal('bank', { ...bank, bankCode: '' }).bankCode?.values).toEqual({
      min: 8,
      max: 15,
    });
  });

  it('bank name is required for netbanking only; branch and address are optional', () => {
    expect(validateWithdrawal('bank', bank)).toEqual({});
    expect(texts(validateWithdrawal('netbanking', bank))).toEqual({ bankName: 'Required' });
    expect(validateWithdrawal('netbanking', { ...bank, bankName: 'HDFC Bank' })).toEqual({});
  });

  it('UPI: the UPI ID is required and must be valid', () => {
    const upi = { ...emptyWithdrawal, accountName: 'Asha', email: 'asha@example.com', amount: '10' };
    expect(texts(validateWithdrawal('upi', upi))).toEqual({ upiId: 'Required' });
    expect(texts(validateWithdrawal('upi', { ...upi, upiId: 'asha' }))).toEqual({
      upiId: 'Enter a valid UPI ID (name@bank)',
    });
    expect(validateWithdrawal('upi', { ...upi, upiId: 'asha.rao@okhdfcbank' })).toEqual({});
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
      withdrawalRequest('crypto', 14, { ...bank, network: 'TRC20', address: ' T1 ', amount: '0.1' }),
    ).toEqual({
      paymentMethodId: 14,
      amount: '0.1',
      network: 'TRC20',
      address: 'T1',
    });
  });

  it('form kind from the method type', () => {
    expect(formKindOf({ isCrypto: true, paymentMethod: 'crypto' })).toBe('crypto');
    expect(formKindOf({ isCrypto: false, paymentMethod: 'UPI' })).toBe('upi');
    expect(formKindOf({ isCrypto: false, paymentMethod: 'netbanking' })).toBe('netbanking');
    expect(formKindOf({ isCrypto: false, paymentMethod: 'bank' })).toBe('bank');
    expect(formKindOf({ isCrypto: false, paymentMethod: 'ewallet' })).toBe('plain');
  });

  it('withdrawal methods: active, offered for withdrawals (hidden too), order descending', () => {
    const m = (id: number, order: number, over = {}) => ({
      id,
      order,
      isActive: true,
      withdrawalExist: true,
      hidden: false,
      ...over,
    });
    const list = withdrawalMethods([
      m(1, 10),
      m(2, 30, { hidden: true }),
      m(3, 20, { isActive: false }),
      m(4, 40, { withdrawalExist: false }),
    ]);
    expect(list.map((x) => x.id)).toEqual([2, 1]);
  });
});
