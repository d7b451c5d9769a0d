// The profile information form of spec 2 as pure data: what the form starts with (spec 5: the
// placeholder e-mail blanked, 1900-01-01 replaced by today 18 years ago), which fields are locked
// and why (spec 5 field locks), its validation (the shared rules of features/account/rules), and
// the update payload (spec 5/7: empty values as null, updateFrom, onChangeResetKyc, gender and
// address defaults).
//
// Only fields the player changed are sent (plus the phone code with a changed phone, gender and an
// unlocked address as spec 7's defaults). Sending the untouched form would write the stand-ins the
// form shows — today minus 18 years for a missing date of birth — into the account, and a date of
// birth, once set, locks itself and the country for good.
import type { DayKey } from '@casino/ui';
import type { UserProfile } from '../../core/api/types.ts';
import {
  addressProblem,
  birthdayForForm,
  dateOfBirthProblem,
  emailProblem,
  nameProblem,
  PLACEHOLDER_BIRTHDAY,
  PROFILE_MAXIMUM_AGE,
  phoneProblem,
  type RuleProblem,
  ruleMessages,
  textProblem,
} from '../../core/rules/index.ts';

/** spec 3 content list: gender. The values are what the back end stores. */
export const genders = ['Not to say', 'Male', 'Female'] as const;
export type Gender = (typeof genders)[number];
export const defaultGender: Gender = 'Not to say';

export interface ProfileValues {
  email: string;
  firstName: string;
  lastName: string;
  phoneCode: string;
  phone: string;
  dateOfBirth: DayKey | '';
  gender: Gender;
  countryCode: string;
  city: string;
  zipCode: string;
  address: string;
}
export type ProfileField = keyof ProfileValues;
export const profileFields: readonly ProfileField[] = [
  'email',
  'firstName',
  'lastName',
  'phoneCode',
  'phone',
  'dateOfBirth',
  'gender',
  'countryCode',
  'city',
  'zipCode',
  'address',
];

/** The reference back end refuses longer postal codes (zipCode maxLength 32). */
export const ZIP_MAX = 32;

export type LockReason =
  | 'emailVerified'
  | 'nameSet'
  | 'phoneSet'
  | 'birthdaySet'
  | 'countryAfterBirthday'
  | 'kycApproved';
export type FieldLocks = Partial<Record<ProfileField, LockReason>>;

const filled = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';
const hasBirthday = (value: string | null | undefined): boolean =>
  filled(value) && (value as string).slice(0, 10) !== PLACEHOLDER_BIRTHDAY;

/** spec 5 field locks, read from the stored profile (what the server enforces), not from the form. */
export function fieldLocks(user: UserProfile): FieldLocks {
  const locks: FieldLocks = {};
  if (user.isEmailVerified) locks.email = 'emailVerified';
  if (filled(user.firstName)) locks.firstName = 'nameSet';
  if (filled(user.lastName)) locks.lastName = 'nameSet';
  if (filled(user.phone)) {
    locks.phone = 'phoneSet';
    locks.phoneCode = 'phoneSet';
  }
  if (hasBirthday(user.dateOfBirth)) {
    locks.dateOfBirth = 'birthdaySet';
    locks.countryCode = 'countryAfterBirthday';
  }
  if (user.kycStatus === 'APPROVED') locks.address = 'kycApproved';
  return locks;
}

/** spec 5: a placeholder e-mail (on the back end's empty-email domain) shows as empty. */
export function isPlaceholderEmail(email: string | null | undefined, emptyEmailDomain?: string): boolean {
  if (!email) return true;
  return Boolean(emptyEmailDomain) && email.toLowerCase().endsWith(`@${emptyEmailDomain?.toLowerCase()}`);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export interface InitialOptions {
  today: DayKey;
  emptyEmailDomain?: string | undefined;
  /** Phone code to offer when the profile has none (the country's). */
  fallbackPhoneCode?: string | undefined;
}

export function initialValues(user: UserProfile, options: InitialOptions): ProfileValues {
  const gender = genders.find((value) => value === user.gender) ?? defaultGender;
  return {
    email: isPlaceholderEmail(user.email, options.emptyEmailDomain) ? '' : text(user.email),
    firstName: text(user.firstName),
    lastName: text(user.lastName),
    phoneCode: text(user.phoneCode) || (options.fallbackPhoneCode ?? ''),
    phone: text(user.phone),
    dateOfBirth: birthdayForForm(text(user.dateOfBirth), options.today),
    gender,
    countryCode: text(user.countryCode),
    city: text(user.city),
    zipCode: text(user.zipCode),
    address: text(user.address),
  };
}

/**
 * Fields that show a stand-in rather than a stored value: the date of birth while the account has
 * only the 1900-01-01 placeholder. Once the player touches such a field, its value is theirs —
 * even when it equals the stand-in (a player who turns 18 today).
 */
export function standInFields(user: UserProfile): ReadonlySet<ProfileField> {
  return new Set<ProfileField>(hasBirthday(user.dateOfBirth) ? [] : ['dateOfBirth']);
}

export interface ChangeContext {
  /** Fields the player edited (any input event). */
  touched?: ReadonlySet<ProfileField>;
  standIns?: ReadonlySet<ProfileField>;
}

export const changedFields = (
  values: ProfileValues,
  initial: ProfileValues,
  { touched, standIns }: ChangeContext = {},
): ProfileField[] =>
  profileFields.filter(
    (field) =>
      values[field] !== initial[field] || (Boolean(touched?.has(field)) && Boolean(standIns?.has(field))),
  );

export interface ValidateOptions {
  today: DayKey;
  /** settings formFieldsValidation: country, city, zip and address required. */
  allFields: boolean;
  locks: FieldLocks;
  /** The profile had a real e-mail: it may be changed (while unverified) but not removed. */
  emailRequired: boolean;
}

export type ProfileProblems = Partial<Record<ProfileField, RuleProblem>>;

/** Problems per field; locked fields are the server's to judge and are not checked here. */
export function validateProfile(values: ProfileValues, options: ValidateOptions): ProfileProblems {
  const { locks, allFields } = options;
  const checks: Record<ProfileField, () => RuleProblem | null> = {
    email: () => emailProblem(values.email.trim(), { required: options.emailRequired }),
    firstName: () => nameProblem(values.firstName, { required: false }),
    lastName: () => nameProblem(values.lastName, { required: false }),
    phoneCode: () => null,
    phone: () => phoneProblem(values.phoneCode, values.phone, { required: false }),
    dateOfBirth: () =>
      dateOfBirthProblem(values.dateOfBirth, {
        today: options.today,
        maximumAge: PROFILE_MAXIMUM_AGE,
        underage: 'invalid-dob',
      }),
    gender: () => null,
    countryCode: () => (allFields && !values.countryCode ? { message: ruleMessages.required } : null),
    city: () => textProblem(values.city, { required: allFields }),
    zipCode: () => textProblem(values.zipCode, { required: allFields, max: ZIP_MAX }),
    address: () => addressProblem(values.address, { required: allFields }),
  };
  const problems: ProfileProblems = {};
  for (const field of profileFields) {
    if (locks[field]) continue;
    const found = checks[field]();
    if (found) problems[field] = found;
  }
  return problems;
}

/** Where the update comes from (spec 7): the edit-profile form, or the v2 profile page. */
export type UpdateFrom = 'Update Form' | 'Profile Page';

export interface ProfileUpdatePayload {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phoneCode?: string | null;
  phone?: string | null;
  dateOfBirth?: string | null;
  gender: Gender;
  countryCode?: string | null;
  city?: string | null;
  zipCode?: string | null;
  address?: string | null;
  updateFrom: UpdateFrom;
  onChangeResetKyc: boolean;
}

const orNull = (value: string): string | null => {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

export interface PayloadOptions extends ChangeContext {
  updateFrom: UpdateFrom;
  /** settings onChangeResetKyc. */
  onChangeResetKyc: boolean;
  locks: FieldLocks;
}

export function profilePayload(
  values: ProfileValues,
  initial: ProfileValues,
  options: PayloadOptions,
): ProfileUpdatePayload {
  const payload: ProfileUpdatePayload = {
    gender: values.gender,
    updateFrom: options.updateFrom,
    onChangeResetKyc: options.onChangeResetKyc,
  };
  const changed = new Set(changedFields(values, initial, options));
  // A number means nothing without its code: a changed phone or code sends both.
  if (changed.has('phone') || changed.has('phoneCode')) {
    changed.add('phone');
    changed.add('phoneCode');
  }
  if (!options.locks.address) changed.add('address');
  for (const field of changed) {
    if (field === 'gender') continue;
    (payload as unknown as Record<string, string | null>)[field] = orNull(values[field]);
  }
  // No number, no code: a lone code is not a phone.
  if (payload.phone === null) payload.phoneCode = null;
  return payload;
}
