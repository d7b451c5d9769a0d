// The cashier (spec 7): payment methods, deposits with 3-D Secure, withdrawals, crypto addresses
// and the transaction history. Every money movement refreshes the wallet (user details).
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { type AnswerOf, type BodyOf, call, type QueryOf, urlOf } from '../call.ts';
import { bonusKeys } from './bonuses.ts';
import { type ApiContext, minute } from './context.ts';
import { userKeys } from './user.ts';

export type PaymentsQuery = QueryOf<'/api/admin/get-payments', 'GET'>;
export type TransactionsQuery = QueryOf<'/api/user/transactions', 'GET'>;
export type DepositRequest = BodyOf<'/api/user/deposit', 'POST'>;
export type WithdrawalRequest = BodyOf<'/api/user/withdraw/confirm', 'POST'>;
export type ThreeDsAnswer = BodyOf<'/api/user/3ds-webhook', 'POST'>;

export const paymentKeys = {
  all: ['payments'] as const,
  methods: (query: PaymentsQuery) => ['payments', 'methods', query] as const,
  transactions: (query: TransactionsQuery) => ['payments', 'transactions', query] as const,
  cryptoAddress: (currencyCode: string, network: string) =>
    ['payments', 'cryptoAddress', currencyCode, network] as const,
  withdrawalStatus: ['payments', 'withdrawalStatus'] as const,
  withdrawalMethods: ['payments', 'withdrawalMethods'] as const,
  nextTransferBonus: ['payments', 'nextTransferBonus'] as const,
};

const refreshWallet = {
  onSuccess: (_answer: unknown, _variables: unknown, _result: unknown, { client }: { client: QueryClient }) =>
    Promise.all([
      client.invalidateQueries({ queryKey: userKeys.details }),
      client.invalidateQueries({ queryKey: ['payments', 'transactions'] }),
      client.invalidateQueries({ queryKey: paymentKeys.withdrawalStatus }),
    ]),
};

/** A deposit may also start a bonus (bonusId, issue 35): the player's bonuses are stale too. */
const refreshWalletAndBonuses = {
  onSuccess: (answer: unknown, variables: unknown, result: unknown, context: { client: QueryClient }) =>
    Promise.all([
      refreshWallet.onSuccess(answer, variables, result, context),
      context.client.invalidateQueries({ queryKey: bonusKeys.all }),
    ]),
};

export const paymentMethodsQuery = (api: ApiContext, query: PaymentsQuery = {}) =>
  queryOptions({
    queryKey: paymentKeys.methods(query),
    queryFn: async ({ signal }) =>
      (await call(api.transport, 'GET', '/api/admin/get-payments', { query, signal })).data.payments,
    staleTime: 5 * minute,
  });

export const transactionsQuery = (api: ApiContext, query: TransactionsQuery = {}) =>
  queryOptions({
    queryKey: paymentKeys.transactions(query),
    queryFn: async ({ signal }) =>
      (await call(api.transport, 'GET', '/api/user/transactions', { query, signal })).data.transactions,
  });

export const cryptoAddressQuery = (api: ApiContext, currencyCode: string, network: string) =>
  queryOptions({
    queryKey: paymentKeys.cryptoAddress(currencyCode, network),
    queryFn: async ({ signal }) =>
      (
        await call(api.transport, 'GET', '/api/user/crypto-address', {
          query: { currencyCode, network },
          signal,
        })
      ).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const depositMutation = (api: ApiContext) =>
  mutationOptions({
    mutationKey: ['payments', 'deposit'],
    mutationFn: (body: DepositRequest) => call(api.transport, 'POST', '/api/user/deposit', { body }),
    ...refreshWalletAndBonuses,
  });

/** The 3-D Secure answer (PaReq, MD) the bank's page hands back. */
export const threeDsWebhookMutation = (api: ApiContext) =>
  mutationOptions({
    mutationKey: ['payments', '3ds'],
    mutationFn: (body: ThreeDsAnswer) => call(api.transport, 'POST', '/api/user/3ds-webhook', { body }),
    ...refreshWalletAndBonuses,
  });

/** The bank's 3-D Secure page (the reference back end's stand-in), opened in a frame or window. */
export const threeDsPageUrl = (api: ApiContext, query: { MD: string; PaReq: string }) =>
  urlOf(api.transport, '/api/payments/3ds/acs', { query });

/** The fee and net amount of a withdrawal, before it is confirmed. */
export const calculateWithdrawalMutation = (api: ApiContext) =>
  mutationOptions({
    mutationKey: ['payments', 'withdrawCalculate'],
    mutationFn: (body: WithdrawalRequest) =>
      call(api.transport, 'POST', '/api/user/withdraw/calculate', { body }),
  });

/**
 * Confirms a withdrawal. The caller makes one idempotency key per confirmation the player means
 * (not per click or retry), so a double click or a retried request moves the money once.
 */
export const confirmWithdrawalMutation = (api: ApiContext) =>
  mutationOptions({
    mutationKey: ['payments', 'withdrawConfirm'],
    mutationFn: ({ idempotencyKey, ...body }: WithdrawalRequest & { idempotencyKey: string }) =>
      call(api.transport, 'POST', '/api/user/withdraw/confirm', {
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    ...refreshWallet,
  });

export type WithdrawalStatus = AnswerOf<'/api/user/withdraw/status', 'GET'>['data'];
export type WithdrawalRestriction = WithdrawalStatus['restrictions'][number];

/** What stands between the player and a withdrawal (the server's rules), and what they may withdraw. */
export const withdrawalStatusQuery = (api: ApiContext) =>
  queryOptions({
    queryKey: paymentKeys.withdrawalStatus,
    queryFn: async ({ signal }) =>
      (await call(api.transport, 'GET', '/api/user/withdraw/status', { signal })).data,
  });

export type WithdrawalMethod = AnswerOf<'/api/user/withdraw/methods', 'GET'>['data']['methods'][number];
export type PayoutDestination = WithdrawalMethod['destination'];

/**
 * The methods this player may withdraw with, decided on the server from the account (issue 35),
 * each with the destination fields it asks for (an IBAN for SEPA, IFSC for rupees, a card on file).
 */
export const withdrawalMethodsQuery = (api: ApiContext) =>
  queryOptions({
    queryKey: paymentKeys.withdrawalMethods,
    queryFn: async ({ signal }) =>
      (await call(api.transport, 'GET', '/api/user/withdraw/methods', { signal })).data.methods,
    staleTime: minute,
  });

export type WalletSummary = AnswerOf<'/api/user/wallets', 'POST'>['data']['wallets'][number];

/** Multi-wallet: opens a wallet in another currency. */
export const openWalletMutation = (api: ApiContext) =>
  mutationOptions({
    mutationKey: ['payments', 'openWallet'],
    mutationFn: (currencyCode: string) =>
      call(api.transport, 'POST', '/api/user/wallets', { body: { currencyCode } }),
    ...refreshWallet,
  });

/** Multi-wallet: makes a wallet the active one (balance, deposits and withdrawals follow it). */
export const switchWalletMutation = (api: ApiContext) =>
  mutationOptions({
    mutationKey: ['payments', 'switchWallet'],
    mutationFn: (currencyCode: string) =>
      call(api.transport, 'PUT', '/api/user/wallets/active', { body: { currencyCode } }),
    ...refreshWallet,
  });

export const paymentThumbnailUrl = (api: ApiContext, file: string) =>
  urlOf(api.transport, '/api/payments/thumbnail/{file}', { params: { file } });

export type PaymentMethod = AnswerOf<'/api/admin/get-payments', 'GET'>['data']['payments'][number];
export type DepositAnswer = AnswerOf<'/api/user/deposit', 'POST'>['data'];
export type CryptoAddress = AnswerOf<'/api/user/crypto-address', 'GET'>['data'];

/**
 * A deposit with its Idempotency-Key: a double click or a retry after a lost answer sends the same
 * key, and the server charges once and answers the first result again.
 */
export const depositOnceMutation = (api: ApiContext) =>
  mutationOptions({
    mutationKey: ['payments', 'depositOnce'],
    mutationFn: ({ body, idempotencyKey }: { body: DepositRequest; idempotencyKey: string }) =>
      call(api.transport, 'POST', '/api/user/deposit', {
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }).then((answer) => answer.data),
    ...refreshWalletAndBonuses,
  });

/** The deposit bonus chosen for the next crypto transfer (issue 35): kept on the account. */
export const nextTransferBonusQuery = (api: ApiContext) =>
  queryOptions({
    queryKey: paymentKeys.nextTransferBonus,
    queryFn: async ({ signal }) =>
      (await call(api.transport, 'GET', '/api/user/next-transfer-bonus', { signal })).data.bonusId,
  });

/** Choose the deposit bonus for the next crypto transfer, or none (null). */
export const nextTransferBonusMutation = (api: ApiContext) =>
  mutationOptions({
    mutationKey: ['payments', 'nextTransferBonus'],
    mutationFn: async (bonusId: number | null) =>
      (await call(api.transport, 'PUT', '/api/user/next-transfer-bonus', { body: { bonusId } })).data.bonusId,
    onSuccess: (
      bonusId: number | null,
      _variables: unknown,
      _result: unknown,
      { client }: { client: QueryClient },
    ) => client.setQueryData(paymentKeys.nextTransferBonus, bonusId),
  });
