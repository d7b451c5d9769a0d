/**
 * Error codes. Spec 8 names most of them; the spec shows no HTTP status mapping, so this is ours:
 * 400 bad input, 401 bad credentials, 403 logged out (the front end signs out on 403), 404 not
 * found, 409 something already done, 422 a rule refuses the request, 423 account frozen,
 * 500 internal, 503 unavailable.
 */
export const ERROR_STATUS = {
  // generic
  VALIDATION_ERROR: 400,
  INVALID_CREDENTIALS: 401,
  UNAUTHORIZED: 403,
  NOT_FOUND: 404,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  RATE_LIMITED: 429,
  RECAPTCHA_FAILED: 400,
  // account
  EMAIL_EXISTS: 409,
  PHONE_EXISTS: 409,
  LINKED_ACCOUNT_EXISTS: 409,
  RESET_TOKEN_INVALID: 400,
  FIELD_LOCKED: 422,
  INVALID_PASSWORD: 422,
  ACCOUNT_FROZEN: 423,
  SELF_EXCLUDED: 422,
  REGISTRATION_CLOSED: 422,
  DOB_INVALID: 400,
  // server-side player rules (player-rules.ts)
  DOB_REQUIRED: 422,
  UNDERAGE: 422,
  COUNTRY_BLOCKED: 422,
  KYC_REQUIRED: 422,
  LINKED_SIGNATURE_INVALID: 400,
  LINKED_SIGNATURE_EXPIRED: 400,
  UPLOAD_QUOTA_EXCEEDED: 422,
  // deposit (spec 8)
  GLOBAL_ERROR: 422,
  DEPOSIT_COUNTRY_BLOCK: 422,
  REQUIRED_EMAIL_VERIFICATION: 422,
  PAYMENT_LIMIT_THRESHOLD: 422,
  TRANSACTION_FAILED: 422,
  AMOUNT_BELOW_ZERO: 400,
  UNIFIED_ERROR: 422,
  PAYMENT_PROVIDER_LIMIT_THRESHOLD: 422,
  PROVIDER_ERROR: 502,
  PHONE_ERROR: 400,
  PAYMENT_SERVICE_ERROR: 422,
  PAYMENT_PROVIDER_NOT_CONFIGURED: 503,
  IDEMPOTENCY_KEY_REUSED: 422,
  // withdrawal
  ACTIVE_BONUS: 422,
  WAGERING_NOT_COMPLETE: 422,
  DEPOSIT_REQUIRED: 422,
  INSUFFICIENT_FUNDS: 422,
  WITHDRAW_COUNTRY_BLOCK: 422,
  // bonus activation (spec 8)
  REGISTRATION_BONUS: 422,
  MAXIMUM_PARTICIPANTS: 422,
  RETRY_PERIOD: 422,
  DAYS_VALID: 422,
  DEPOSITS_NUMBER: 422,
  DEPOSITS_NUMBER2: 422,
  ACTIVE_FREE_SPINS: 422,
  CANCELLED: 422,
  NO_CASHBACK: 422,
  ADD_TO_CALENDAR: 422,
  VALID_ON_DAYS: 422,
  START_TIME_ERROR: 422,
  END_TIME_ERROR: 422,
  BONUS_FRAUD: 422,
  CASHBACK_NEED_DEPOSIT: 422,
  // rakeback
  RAKEBACK_NOT_CLAIMABLE: 422,
  RAKEBACK_ALREADY_CLAIMED: 409,
  // coupon
  COUPON_ALREADY_REDEEMED: 409,
  COUPON_INVALID: 404,
  // limits and play
  MAX_BET_LIMIT_REACHED: 422,
  dailyBetLimit: 422,
  weeklyBetLimit: 422,
  monthlyBetLimit: 422,
  dailyLossLimit: 422,
  weeklyLossLimit: 422,
  monthlyLossLimit: 422,
  BET_OUT_OF_RANGE: 422,
  LIMIT_CHANGE_TOO_SOON: 429,
  SUPPORT_ONLY: 422,
  SESSION_TIME_LIMIT_REACHED: 422,
  GAME_COUNTRY_RESTRICTED: 422,
  DEMO_NOT_AVAILABLE: 422,
  BONUS_GAME_INELIGIBLE: 422,
  STATISTICS_HIDDEN: 404,
  // chat: a moderator muted the player (details.mutedUntil); 422, not 403, which would log out
  CHAT_MUTED: 422,
  // multiplayer table (multiplayer.ts)
  TABLE_FULL: 409,
  NOT_SEATED: 409,
  NOT_YOUR_TURN: 409,
  EMAIL_SEND_FAILED: 422,
  UPLOAD_FAILED: 400,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
  toBody() {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.field ? { field: this.field } : {}),
        ...(this.details ? { details: this.details } : {}),
      },
    };
  }
}

export const fail = (
  code: ErrorCode,
  message: string,
  field?: string,
  details?: Record<string, unknown>,
): never => {
  throw new ApiError(code, message, field, details);
};
