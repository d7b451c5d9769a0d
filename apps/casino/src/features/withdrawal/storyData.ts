// Story data: withdrawal methods as the back end declares them for a player (issue 35): each with
// the destination it pays to in that player's country and currency.
import type { WithdrawalMethodOption } from './WithdrawalForm.tsx';

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

export const storyMethods: WithdrawalMethodOption[] = [
  // An Indian rupee player's bank (IFSC), netbanking (the bank's name required) and UPI.
  {
    id: 3,
    title: 'Bank Transfer',
    destination: { scheme: 'imps', fields: imps },
    cards: [],
    networks: [],
    minAmount: 20,
    maxAmount: 100000,
  },
  {
    id: 20,
    title: 'Netbanking',
    destination: {
      scheme: 'imps',
      fields: imps.map((field) => (field.name === 'bankName' ? f('bankName') : field)),
    },
    cards: [],
    networks: [],
    minAmount: 100,
    maxAmount: 200000,
  },
  {
    id: 21,
    title: 'UPI',
    destination: { scheme: 'upi', fields: [f('accountName'), f('email'), f('upiId')] },
    cards: [],
    networks: [],
    minAmount: 100,
    maxAmount: 100000,
  },
  {
    id: 14,
    title: 'Tether',
    destination: { scheme: 'crypto', fields: [f('network'), f('address')] },
    cards: [],
    networks: [
      { code: 'TRC20', name: 'Tron (TRC20)' },
      { code: 'ERC20', name: 'Ethereum (ERC20)' },
    ],
    minAmount: 5,
    maxAmount: 100000,
  },
  // A Malta/EUR player's bank (SEPA: holder and IBAN), e-wallet and card on file.
  {
    id: 30,
    title: 'SEPA Bank Transfer',
    destination: { scheme: 'sepa', fields: [f('accountName'), f('iban'), f('bic', false)] },
    cards: [],
    networks: [],
    minAmount: 20,
    maxAmount: 100000,
  },
  {
    id: 2,
    title: 'Skrill',
    destination: { scheme: 'ewallet', fields: [f('walletAccount')] },
    cards: [],
    networks: [],
    minAmount: 5,
    maxAmount: 5000,
  },
  {
    id: 1,
    title: 'Visa / Mastercard',
    destination: { scheme: 'card', fields: [f('cardId')] },
    cards: [
      { id: '4242-12/39', last4: '4242', expiry: '12/39' },
      { id: '0005-08/28', last4: '0005', expiry: '08/28' },
    ],
    networks: [],
    minAmount: 5,
    maxAmount: 5000,
  },
];

/** A valid Maltese IBAN (as a player types it, with spaces) and one with a broken checksum. */
export const STORY_IBAN = 'MT84 MALT 0110 0001 2345 MTLC AST0 01S';
export const STORY_IBAN_BAD = 'MT84 MALT 0110 0001 2345 MTLC AST0 01T';
