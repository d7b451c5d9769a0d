// The payment method picker's rules (spec 4, 6, 9). The server already filters by country,
// currency and the e-mail and tag allow-lists; what it leaves to the client is applied here.
import type { PaymentMethod } from '@casino/api-client';

/** The fields the rules read, so tests and stories can build methods without the whole shape. */
export type MethodFlags = Pick<
  PaymentMethod,
  'id' | 'name' | 'order' | 'isActive' | 'hidden' | 'depositExist' | 'withdrawalExist'
>;

/**
 * Methods a player may deposit with: active, offered for deposits and not hidden. spec 4: a
 * hidden method that is active is deselected (it stays only where it exists for withdrawals, which
 * is not the deposit picker's concern).
 */
export function depositMethods<M extends MethodFlags>(methods: readonly M[]): M[] {
  return methods
    .filter((method) => method.isActive && method.depositExist && !method.hidden)
    .sort((a, b) => b.order - a.order || a.id - b.id);
}

/** spec 9: blocks are full width when fewer than 5 methods are visible. */
export const FULL_WIDTH_BELOW = 5;
export type PickerLayout = 'full' | 'grid';
export const pickerLayout = (visibleCount: number): PickerLayout =>
  visibleCount < FULL_WIDTH_BELOW ? 'full' : 'grid';

/**
 * The method selected first: the one named by the URL, else the last one used, else the first.
 * A method that is no longer offered is never selected.
 */
export function initialMethod<M extends MethodFlags>(
  visible: readonly M[],
  { requested, lastUsedId }: { requested?: string | null; lastUsedId?: number | null },
): M | undefined {
  return (
    (requested ? visible.find((method) => method.name === requested) : undefined) ??
    (lastUsedId != null ? visible.find((method) => method.id === lastUsedId) : undefined) ??
    visible[0]
  );
}

/**
 * spec 4: after a deposit with `failedName` fell through, the method offered instead: the
 * highest-ordered other visible method; none when the failed one is the only one.
 */
export function alternativeMethod<M extends MethodFlags>(
  visible: readonly M[],
  failedName: string | null | undefined,
): M | undefined {
  return visible.find((method) => method.name !== failedName);
}
