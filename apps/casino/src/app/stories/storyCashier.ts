// Story-only: the cashier's answers as the reference back end gives them (spec 4, 5, 6): the
// payment methods, the crypto top-up address per network, and a deposit that ends the way a story
// chooses (the back end's redirect to the outcome modal, with the method's name in `met`).
import type {
  BonusOffer,
  CryptoAddress,
  DepositAnswer,
  PaymentMethod,
  WithdrawalMethod,
  WithdrawalStatus,
} from '@casino/api-client';
import type { UserDetails } from '../../core/api/types.ts';
import { type StoryAnswer, type StoryAnswers, storyJson } from './storyBackEnd.ts';

function method(
  id: number,
  name: string,
  order: number,
  details: Partial<PaymentMethod> = {},
): PaymentMethod {
  return {
    id,
    name,
    title: name,
    rawTitle: name,
    description: '',
    // As the back end names them: a file on its payment thumbnail route (storyAssets.ts draws it).
    thumbnail_url: `/payments/thumbnail/${id}.svg`,
    thumbnailUrl: `/payments/thumbnail/${id}.svg`,
    order,
    isActive: true,
    hidden: false,
    depositExist: true,
    withdrawalExist: true,
    allowedCountries: [],
    restrictedCountries: [],
    tagRestrictedCountries: { default: [] },
    allowedCurrencies: [],
    restrictedCurrencies: [],
    allowEmails: [],
    allowTags: [],
    allowedTags: [],
    paymentMethod: 'ewallet',
    isCardForm: false,
    isCrypto: false,
    networks: [],
    minAmount: 5,
    maxAmount: 5000,
    feePercent: 0,
    requiresPhone: false,
    ...details,
  };
}

export const storyPayments: PaymentMethod[] = [
  method(1, 'Visa / Mastercard', 100, { paymentMethod: 'card', isCardForm: true }),
  method(2, 'Skrill', 90),
  method(3, 'Bank Transfer', 80, { paymentMethod: 'bank', minAmount: 20, maxAmount: 100000 }),
  method(14, 'Tether', 70, {
    paymentMethod: 'crypto',
    isCrypto: true,
    minAmount: 5,
    maxAmount: 100000,
    networks: [
      { code: 'TRC20', name: 'Tron (TRC20)', currencyCode: 'USDT', minDeposit: 5 },
      { code: 'ERC20', name: 'Ethereum (ERC20)', currencyCode: 'USDT', minDeposit: 20 },
    ],
  }),
  // Hidden and inactive methods the picker leaves out (spec 4, 6).
  method(5, 'Neteller', 60, { hidden: true }),
  method(6, 'Paysafecard', 50, { isActive: false }),
];

/** One address per network (the QR code and the text change with it). */
const addresses: Record<string, CryptoAddress> = {
  TRC20: {
    address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    network: 'TRC20',
    currencyCode: 'USDT',
    minDeposit: 5,
    qrText: 'tron:TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  },
  ERC20: {
    address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
    network: 'ERC20',
    currencyCode: 'USDT',
    minDeposit: 20,
    qrText: 'ethereum:0x8ba1f109551bD432803012645Ac136ddd64DBA72',
  },
};

/** A deposit call that ends in `outcome` (the back end's answer for it, without 3DS). */
export const storyDeposit =
  (outcome: Exclude<DepositAnswer['outcome'], '3ds'>): StoryAnswer =>
  ({ body }) => {
    const request = body as { paymentMethodId: number; amount: string; currencyCode: string };
    const name = storyPayments.find((candidate) => candidate.id === request.paymentMethodId)?.name ?? '';
    const answer: DepositAnswer = {
      transactionId: 'b7d5a0c2-story',
      status: outcome === 'success' ? 'completed' : outcome === 'pending' ? 'pending' : 'failed',
      outcome,
      amount: request.amount,
      currencyCode: request.currencyCode,
      balance: outcome === 'success' ? '1259.50' : '1234.50',
      redirectUrl: `/deposit?modal=deposit-${outcome}&met=${encodeURIComponent(name)}`,
      threeDS: null,
      bonusError: null,
    };
    return storyJson({ data: answer });
  };

/** What withdraw/status answers: the player's withdrawable money and what stands in the way. */
export const storyWithdrawalStatus =
  (restrictions: WithdrawalStatus['restrictions'] = []): StoryAnswer =>
  () =>
    storyJson({
      data: {
        restrictions,
        withdrawable: '1234.50',
        balance: '1234.50',
        currencyCode: 'EUR',
        isCrypto: false,
      },
    });

/**
 * What withdraw/methods answers a Malta/EUR player (issue 35): the server's choice, each method
 * with the destination it pays to (the hidden and inactive ones never come).
 */
export const storyWithdrawalMethods: WithdrawalMethod[] = [
  {
    id: 3,
    name: 'Bank Transfer',
    title: 'Bank Transfer',
    paymentMethod: 'bank',
    isCrypto: false,
    order: 80,
    networks: [],
    minAmount: 20,
    maxAmount: 100000,
    feePercent: 1,
    destination: {
      scheme: 'sepa',
      fields: [
        { name: 'accountName', required: true },
        { name: 'iban', required: true },
        { name: 'bic', required: false },
      ],
    },
    cards: [],
  },
  {
    id: 2,
    name: 'Skrill',
    title: 'Skrill',
    paymentMethod: 'ewallet',
    isCrypto: false,
    order: 90,
    networks: [],
    minAmount: 5,
    maxAmount: 5000,
    feePercent: 0,
    destination: { scheme: 'ewallet', fields: [{ name: 'walletAccount', required: true }] },
    cards: [],
  },
  {
    id: 14,
    name: 'Tether',
    title: 'Tether',
    paymentMethod: 'crypto',
    isCrypto: true,
    order: 70,
    networks: [
      { code: 'TRC20', name: 'Tron (TRC20)' },
      { code: 'ERC20', name: 'Ethereum (ERC20)' },
    ],
    minAmount: 5,
    maxAmount: 100000,
    feePercent: 0,
    destination: {
      scheme: 'crypto',
      fields: [
        { name: 'network', required: true },
        { name: 'address', required: true },
      ],
    },
    cards: [],
  },
];

/** A few transactions of each kind and status (newest first), as the back end lists them. */
const transactionRows = [
  ['deposit', 'completed', '25.00', '0.00', 'EUR', '2026-11-20T18:04:00.000Z'],
  ['withdrawal', 'pending', '-100.00', '1.50', 'EUR', '2026-11-19T09:30:00.000Z'],
  ['deposit', 'failed', '50.00', '0.00', 'EUR', '2026-11-18T21:12:00.000Z'],
  ['bonus', 'confirmed', '10.00', '0.00', 'EUR', '2026-11-17T12:00:00.000Z'],
  ['withdrawal', 'rejected', '-0.00420000', '0.00010000', 'BTC', '2026-11-15T08:45:00.000Z'],
  ['deposit', 'cancelled', '100.00', '0.00', 'EUR', '2026-11-14T16:20:00.000Z'],
] as const;

export const storyTransactions = transactionRows.map(
  ([type, status, amount, fee, currencyCode, at], index) => ({
    id: transactionRows.length - index,
    transactionId: `tx-${1000 + transactionRows.length - index}`,
    type,
    status,
    amount,
    fee,
    currencyCode,
    paymentMethodId: type === 'bonus' ? null : 1,
    details: {},
    createdAt: at,
    updatedAt: at,
  }),
);

const depositOffer = (id: number, name: string, terms: Partial<BonusOffer>): BonusOffer => ({
  id,
  name,
  type: 'deposit',
  description: `${name}: terms apply.`,
  banner: { bannerTitle: name, imageUrl: '', color: `hsl(${(id * 47) % 360} 70% 45%)` },
  isDeposit: true,
  depositBonusPercent: null,
  maxBonusThreshold: null,
  bonusAmount: null,
  freeSpinsQuantity: null,
  gameId: null,
  maxWin: null,
  minBalance: null,
  minDeposit: null,
  wageringMultiplier: 0,
  wageringType: 'REAL_MONEY_ONLY',
  daysValid: 7,
  validOnDays: null,
  startAt: null,
  endAt: null,
  calendarWeekday: null,
  maxParticipants: null,
  depositsNumber: null,
  ...terms,
});

/**
 * The back end's deposit bonuses whose rules do not hang on the day (so every run looks the same):
 * the story player (3 deposits) may take the High Roller Reload only; the first- and second-deposit
 * bonuses say why not (issue 35).
 */
export const storyDepositBonuses: BonusOffer[] = [
  depositOffer(1, 'Welcome Bonus 100% up to 500', {
    depositBonusPercent: 100,
    maxBonusThreshold: 500,
    minDeposit: 20,
    wageringMultiplier: 35,
    wageringType: 'REAL_TO_FUN',
    depositsNumber: 0,
  }),
  depositOffer(2, 'Second Deposit 50%', {
    depositBonusPercent: 50,
    maxBonusThreshold: 300,
    minDeposit: 20,
    wageringMultiplier: 30,
    depositsNumber: 1,
  }),
  depositOffer(10, 'High Roller Reload', {
    depositBonusPercent: 20,
    maxBonusThreshold: 2000,
    minDeposit: 100,
    wageringMultiplier: 20,
    depositsNumber: 3,
  }),
];

export function cashierAnswers(payments: readonly PaymentMethod[] = storyPayments): StoryAnswers {
  return {
    'GET /api/admin/get-all-bonus': () =>
      storyJson({ data: { bonus: { count: storyDepositBonuses.length, rows: storyDepositBonuses } } }),
    'GET /api/user/get-user-bonus': () => storyJson({ data: { bonus: { count: 0, rows: [] } } }),
    'GET /api/user/withdraw/status': storyWithdrawalStatus(),
    'GET /api/user/withdraw/methods': () => storyJson({ data: { methods: storyWithdrawalMethods } }),
    'GET /api/user/transactions': () =>
      storyJson({ data: { transactions: { count: storyTransactions.length, rows: storyTransactions } } }),
    'GET /api/admin/get-currencies': () =>
      storyJson({
        data: {
          currencies: [
            { code: 'EUR', name: 'Euro', symbol: '€', isCrypto: false, decimals: 2 },
            { code: 'BTC', name: 'Bitcoin', symbol: '₿', isCrypto: true, decimals: 8 },
          ],
        },
      }),
    'GET /api/admin/get-payments': () => storyJson({ data: { payments } }),
    'GET /api/user/crypto-address': ({ url }) => {
      const address = addresses[url.searchParams.get('network') ?? ''];
      return address
        ? storyJson({ data: address })
        : storyJson({ error: { code: 'GLOBAL_ERROR', message: 'Unknown network' } }, 400);
    },
    'POST /api/user/deposit': storyDeposit('success'),
    // The bonus for the next crypto transfer (issue 35): none yet; a choice is kept as sent.
    'GET /api/user/next-transfer-bonus': () => storyJson({ data: { bonusId: null } }),
    'PUT /api/user/next-transfer-bonus': ({ body }) =>
      storyJson({ data: { bonusId: (body as { bonusId: number | null }).bonusId } }),
  };
}

/** A USDT wallet player (3 deposits): the crypto top-up takes a bonus for the next transfer. */
export const storyCryptoPlayer = (player: UserDetails): UserDetails => ({
  ...player,
  user: { ...player.user, currencyCode: 'USDT' },
  wallet: {
    ...player.wallet,
    currencyCode: 'USDT',
    currencySymbol: 'USDT',
    balance: '750.12345678',
    bonusBalance: '0',
    totalBalance: '750.12345678',
  },
  currencySymbol: 'USDT',
  isCrypto: true,
});
