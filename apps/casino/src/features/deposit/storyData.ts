// Methods as the reference back end lists them, for stories.
import type { DepositOffer } from './logic/depositBonus.ts';
import type { PickerMethod } from './MethodPicker.tsx';

const thumbnail = (label: string, hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="64"><rect width="96" height="64" rx="8" fill="hsl(${hue} 60% 40%)"/><text x="48" y="38" font-size="14" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`,
  )}`;

export const storyMethods: PickerMethod[] = [
  {
    id: 1,
    name: 'Visa / Mastercard',
    title: 'Visa / Mastercard',
    thumbnailUrl: thumbnail('Card', 210),
    minAmount: 5,
    maxAmount: 5000,
    isCrypto: false,
  },
  {
    id: 2,
    name: 'Skrill',
    title: 'Skrill',
    thumbnailUrl: thumbnail('Skrill', 300),
    minAmount: 5,
    maxAmount: 5000,
    isCrypto: false,
  },
  {
    id: 3,
    name: 'Bank Transfer',
    title: 'Bank Transfer',
    thumbnailUrl: thumbnail('Bank', 120),
    minAmount: 20,
    maxAmount: 100000,
    isCrypto: false,
  },
  {
    id: 13,
    name: 'Bitcoin',
    title: 'Bitcoin',
    thumbnailUrl: thumbnail('BTC', 35),
    minAmount: 10,
    maxAmount: 100000,
    isCrypto: true,
  },
  {
    id: 14,
    name: 'Tether',
    title: 'Tether',
    thumbnailUrl: thumbnail('USDT', 160),
    minAmount: 5,
    maxAmount: 100000,
    isCrypto: true,
  },
];

export const storyNetworks = [
  { code: 'TRC20', name: 'Tron (TRC20)', currencyCode: 'USDT', minDeposit: 5 },
  { code: 'ERC20', name: 'Ethereum (ERC20)', currencyCode: 'USDT', minDeposit: 20 },
];

/** The stories' clock for the bonus choice: a Monday (weekend-only offers are closed). */
export const storyBonusNow = new Date('2026-06-15T12:00:00Z');

const offer = (id: number, title: string, terms: Partial<DepositOffer>): DepositOffer => ({
  id,
  type: 'deposit',
  banner: { bannerTitle: title, imageUrl: '', color: '' },
  depositBonusPercent: null,
  maxBonusThreshold: null,
  minDeposit: null,
  freeSpinsQuantity: null,
  wageringMultiplier: 0,
  wageringType: 'REAL_MONEY_ONLY',
  daysValid: 7,
  validOnDays: null,
  startAt: null,
  endAt: null,
  depositsNumber: null,
  ...terms,
});

/** The reference back end's deposit bonuses (its seed), as get-all-bonus lists them. */
export const storyDepositOffers: DepositOffer[] = [
  offer(1, 'Welcome Bonus 100% up to 500', {
    depositBonusPercent: 100,
    maxBonusThreshold: 500,
    minDeposit: 20,
    wageringMultiplier: 35,
    wageringType: 'REAL_TO_FUN',
    depositsNumber: 0,
  }),
  offer(2, 'Second Deposit 50%', {
    depositBonusPercent: 50,
    maxBonusThreshold: 300,
    minDeposit: 20,
    wageringMultiplier: 30,
    depositsNumber: 1,
  }),
  offer(7, 'Weekend Reload 25%', {
    depositBonusPercent: 25,
    maxBonusThreshold: 200,
    minDeposit: 20,
    wageringMultiplier: 25,
    validOnDays: [0, 6],
  }),
  offer(21, 'Monday Special: Reload Rush with extra prizes for everybody', {
    depositBonusPercent: 30,
    maxBonusThreshold: 100,
    minDeposit: 20,
    wageringMultiplier: 25,
    validOnDays: [1],
    freeSpinsQuantity: 20,
  }),
];
