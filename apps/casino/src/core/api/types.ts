// Answer shapes the app reads (spec 3 / 7). Only the fields a screen uses are typed; the
// reference back end's OpenAPI document has the rest.

export interface UserProfile {
  userId: number;
  email: string | null;
  isEmailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  nickname: string | null;
  phone: string | null;
  phoneCode: string | null;
  /** YYYY-MM-DD; 1900-01-01 stands for "not given" (spec 5). */
  dateOfBirth: string | null;
  gender: string | null;
  countryCode: string | null;
  city: string | null;
  address: string | null;
  zipCode: string | null;
  kycStatus: string | null;
  currencyCode: string;
  /** When the player saw the onboarding tour (any device); null = not yet; absent = not kept. */
  onboardingTourSeenAt?: string | null;
  [field: string]: unknown;
}

export interface Wallet {
  currencyCode: string;
  currencySymbol: string;
  /** Decimal strings in the currency precision ("12.50"): exact, never added up as floats here. */
  balance: string;
  bonusBalance: string;
  totalBalance: string;
}

export interface UserDetails {
  user: UserProfile;
  wallet: Wallet;
  depositCount: number;
  currencySymbol: string;
  isCrypto: boolean;
  [field: string]: unknown;
}

export interface LoginPayload {
  email: string;
  password: string;
  recaptchaToken?: string;
  afterReg?: boolean;
  cpnc?: string | null;
  mkt?: string | null;
  userDeviceType: string;
  screenResolution: string;
  uidToken?: string | null;
}

export interface LoginAnswer {
  accessToken: string;
  lastLogin: { created_at: string; ip: string | null; location: string | null };
  locale: string;
  cpnc: string | null;
  userId: number;
}

export type TerminationReason =
  | 'USER_INITIATED'
  | 'USER_INACTIVITY_TIMEOUT'
  | 'SESSION_EXPIRED'
  | 'ACCOUNT_LOCKED'
  | 'SECURITY_LOGOUT'
  | 'CONCURRENT_SESSION'
  | 'SYSTEM_MAINTENANCE'
  /** The player's own session time limit was reached (responsible gaming). */
  | 'SESSION_TIME_LIMIT';

export interface CallerLocation {
  country: { code: string; name: string };
  ipInfo: { ip: string; countryCode: string };
}

export interface ScriptEntry {
  key: string;
  head?: string;
  bodyStart?: string;
  bodyEnd?: string;
}

export interface LogEventPayload {
  event: string;
  data?: Record<string, unknown>;
  mkt?: string | null;
  userDeviceType: string;
  cpncToSent?: string[];
}
