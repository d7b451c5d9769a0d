// Methods as the reference back end lists them, for stories.
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
