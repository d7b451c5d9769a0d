// spec 8 deposit errors: every code has its own wording; any other failure is 'Deposit error'
// unless the transport itself failed (offline, timeout), which describeError words.
import { describeError, isApiError } from '@casino/api-client';
import type { MessageDescriptor } from 'react-intl';
import { depositMessages as messages } from '../depositMessages.ts';

export const depositErrorCodes = [
  'GLOBAL_ERROR',
  'DEPOSIT_COUNTRY_BLOCK',
  'REQUIRED_EMAIL_VERIFICATION',
  'PAYMENT_LIMIT_THRESHOLD',
  'TRANSACTION_FAILED',
  'AMOUNT_BELOW_ZERO',
  'UNIFIED_ERROR',
  'PAYMENT_PROVIDER_LIMIT_THRESHOLD',
  'PROVIDER_ERROR',
  'PHONE_ERROR',
  'PAYMENT_SERVICE_ERROR',
] as const;
export type DepositErrorCode = (typeof depositErrorCodes)[number];

const codeMessages: Record<DepositErrorCode, MessageDescriptor> = {
  GLOBAL_ERROR: messages.errorGlobal,
  DEPOSIT_COUNTRY_BLOCK: messages.errorCountry,
  REQUIRED_EMAIL_VERIFICATION: messages.errorEmail,
  PAYMENT_LIMIT_THRESHOLD: messages.errorLimit,
  TRANSACTION_FAILED: messages.errorTransaction,
  AMOUNT_BELOW_ZERO: messages.errorBelowZero,
  UNIFIED_ERROR: messages.errorUnified,
  PAYMENT_PROVIDER_LIMIT_THRESHOLD: messages.errorProviderLimit,
  PROVIDER_ERROR: messages.errorProvider,
  PHONE_ERROR: messages.errorPhone,
  PAYMENT_SERVICE_ERROR: messages.errorService,
};

const isDepositCode = (code: string | undefined): code is DepositErrorCode =>
  code !== undefined && Object.hasOwn(codeMessages, code);

export interface DepositErrorText {
  message: MessageDescriptor;
  values?: Record<string, string>;
  /** The form field the server named (amount, phone…), to show the message there. */
  field?: string;
}

/** The words for a failed deposit call. */
export function depositError(error: unknown): DepositErrorText | undefined {
  if (!error) return undefined;
  if (isApiError(error) && error.kind === 'http') {
    const body = error.body as {
      error?: { code?: string; field?: string; details?: Record<string, unknown> };
    };
    const code = body?.error?.code;
    const field = body?.error?.field;
    if (isDepositCode(code)) {
      const details = body.error?.details ?? {};
      const values =
        code === 'PAYMENT_PROVIDER_LIMIT_THRESHOLD'
          ? { min: String(details.min ?? ''), max: String(details.max ?? '') }
          : undefined;
      return { message: codeMessages[code], ...(values ? { values } : {}), ...(field ? { field } : {}) };
    }
    return { message: messages.errorGeneric, ...(field ? { field } : {}) };
  }
  const described = describeError(error);
  if (!described) return undefined;
  return { message: described.message, ...(described.values ? { values: mapValues(described.values) } : {}) };
}

const mapValues = (values: Record<string, string | number>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));

/** 'Deposit error' as a plain descriptor, the fallback wherever a failure has no words of its own. */
export const genericDepositError: MessageDescriptor = messages.errorGeneric;
