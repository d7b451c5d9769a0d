// One typed capability object per domain, each a pure function of the merged settings (schema
// defaults < brand.json < settings2) and the brand's features. Features read these, never the
// raw settings: a setting's meaning (its default, its spec rule) is decided once, here.
export { type AccessCapabilities, accessCapabilities } from './access.ts';
export { type AccountCapabilities, accountCapabilities } from './account.ts';
export {
  type CashierCapabilities,
  cashierCapabilities,
  DEPOSIT_AMOUNTS,
  type DepositAmounts,
  depositStep,
} from './cashier.ts';
export {
  defaultRegistrationFields,
  FALLBACK_CURRENCY,
  type FieldVisibility,
  fieldVisibility,
  type MirrorDomain,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH_DEFAULT,
  type PasswordPolicy,
  passwordPolicy,
  type RegistrationCapabilities,
  type RegistrationField,
  registrationCapabilities,
} from './registration.ts';
export { type ResponsibleGamingCapabilities, responsibleGamingCapabilities } from './responsibleGaming.ts';
export { type RewardsCapabilities, rewardsCapabilities } from './rewards.ts';
export { inactivityTimeoutMs, type SessionCapabilities, sessionCapabilities } from './session.ts';
export { type SocialCapabilities, socialCapabilities } from './social.ts';
export {
  DEFAULT_AFFILIATE_KEY_PARAMETER,
  type TrackingCapabilities,
  trackingCapabilities,
} from './tracking.ts';
