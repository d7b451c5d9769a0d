// The history's filters and page live in the URL (?type=&status=&page=), so a filtered view can be
// shared, reloaded and stepped through with Back. Unknown values are ignored, never sent.
import type { BadgeTone } from '@casino/ui';
import type { MessageDescriptor } from 'react-intl';
import { transactionsMessages as messages } from './transactionsMessages.ts';

export const transactionTypeFilters = ['deposit', 'withdrawal', 'bonus', 'game'] as const;
export type TransactionTypeFilter = (typeof transactionTypeFilters)[number];
/** spec 3: the transaction statuses. */
export const transactionStatuses = [
  'processed',
  'pending',
  'rejected',
  'confirmed',
  'cancelled',
  'completed',
  'failed',
  'processing',
] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];
export const PAGE_SIZE = 20;

export interface TransactionFilters {
  type?: TransactionTypeFilter | undefined;
  status?: TransactionStatus | undefined;
  page: number;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

export function readFilters(params: URLSearchParams): TransactionFilters {
  const page = Number(params.get('page'));
  return {
    type: oneOf(transactionTypeFilters, params.get('type')),
    status: oneOf(transactionStatuses, params.get('status')),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The URL's parameters with these filters (other parameters, like ?modal=, stay). */
export function writeFilters(params: URLSearchParams, filters: TransactionFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['type', 'status', 'page'] as const) next.delete(key);
  if (filters.type) next.set('type', filters.type);
  if (filters.status) next.set('status', filters.status);
  if (filters.page > 1) next.set('page', String(filters.page));
  return next;
}

export const pageCount = (count: number, pageSize = PAGE_SIZE) => Math.max(1, Math.ceil(count / pageSize));

export const statusTone: Record<TransactionStatus, BadgeTone> = {
  processed: 'success',
  completed: 'success',
  confirmed: 'success',
  pending: 'warning',
  processing: 'info',
  rejected: 'error',
  failed: 'error',
  cancelled: 'neutral',
};

export const statusLabel: Record<TransactionStatus, MessageDescriptor> = {
  processed: messages.statusProcessed,
  pending: messages.statusPending,
  rejected: messages.statusRejected,
  confirmed: messages.statusConfirmed,
  cancelled: messages.statusCancelled,
  completed: messages.statusCompleted,
  failed: messages.statusFailed,
  processing: messages.statusProcessing,
};

export const typeFilterLabel: Record<TransactionTypeFilter, MessageDescriptor> = {
  deposit: messages.typeDeposit,
  withdrawal: messages.typeWithdrawal,
  bonus: messages.typeBonus,
  game: messages.typeGame,
};

const rowTypeLabel: Record<string, MessageDescriptor> = {
  deposit: messages.typeDeposit,
  withdrawal: messages.typeWithdrawal,
  bonus: messages.typeBonus,
  bet: messages.typeBet,
  win: messages.typeWin,
  rakeback: messages.typeRakeback,
  coupon: messages.typeCoupon,
  accumulator: messages.typeAccumulator,
};

/** A row's type in words; a type this app does not know yet shows as the server wrote it. */
export const rowTypeMessage = (type: string): MessageDescriptor | undefined =>
  Object.hasOwn(rowTypeLabel, type) ? rowTypeLabel[type] : undefined;

/** Money leaving the wallet shows as negative. */
export const isOutgoing = (type: string) => type === 'withdrawal' || type === 'bet';
