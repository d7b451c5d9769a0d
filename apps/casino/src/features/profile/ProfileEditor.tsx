// The information form and the password change wired to the back end (spec 4 "Profile update":
// success shows the server's message, failure its error; spec 7: user details are fetched again
// after an update). What was typed stays in the form when the server refuses.
import type { SelectOption } from '@casino/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '../../core/AppContext.tsx';
import { userDetailsQuery } from '../../core/api/queries.ts';
import type { UserDetails } from '../../core/api/types.ts';
import {
  confirmPasswordProblem,
  currentPasswordProblem,
  formatProblem,
  limitPhoneTyping,
  passwordProblem,
  ruleMessages,
} from '../../core/rules/index.ts';
import { PageSkeleton } from '../../core/ui/PageStates.tsx';
import {
  emptyPasswords,
  PasswordChangeForm,
  type PasswordFieldName,
  type PasswordValues,
} from './PasswordChangeForm.tsx';
import styles from './Profile.module.css';
import { ProfileForm } from './ProfileForm.tsx';
import { type Country, changePassword, countriesQuery, updateProfile } from './profileApi.ts';
import {
  changedFields,
  fieldLocks,
  initialValues,
  type ProfileField,
  type ProfileValues,
  profileFields,
  profilePayload,
  standInFields,
  type UpdateFrom,
  validateProfile,
} from './profileForm.ts';
import { profileMessages as messages, passwordRulesMessage } from './profileMessages.ts';
import { type ServerProblem, serverProblem } from './serverProblem.ts';
import { useToday } from './useToday.ts';

/** Changes whenever the stored profile does (after an update), not when the balance moves. */
const profileKey = (details: UserDetails): string =>
  JSON.stringify([
    ...profileFields.map((field) => details.user[field] ?? null),
    details.user.isEmailVerified,
    details.user.kycStatus,
  ]);

interface InformationFormProps {
  details: UserDetails;
  countries: readonly Country[];
  countriesError: boolean;
  onRetryCountries: () => void;
  updateFrom: UpdateFrom;
  success: string | undefined;
  onSuccess: (message: string | undefined) => void;
}

function InformationForm({
  details,
  countries,
  countriesError,
  onRetryCountries,
  updateFrom,
  success,
  onSuccess,
}: InformationFormProps) {
  const intl = useIntl();
  const { api, config } = useApp();
  const queryClient = useQueryClient();
  const today = useToday();
  const locks = fieldLocks(details.user);
  const [baseline] = useState<ProfileValues>(() =>
    initialValues(details.user, {
      today,
      emptyEmailDomain: config.account.placeholderEmailDomain,
      fallbackPhoneCode: countries.find((country) => country.code === details.user.countryCode)?.phoneCode,
    }),
  );
  const [values, setValues] = useState(baseline);
  const [submitted, setSubmitted] = useState(false);
  const [phoneTooLong, setPhoneTooLong] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<ProfileField>>(new Set());
  const [standIns] = useState(() => standInFields(details.user));
  const [server, setServer] = useState<ServerProblem | undefined>();

  const update = useMutation({
    mutationFn: () =>
      updateProfile(
        api,
        profilePayload(values, baseline, {
          updateFrom,
          onChangeResetKyc: config.account.resetKycOnChange,
          locks,
          touched,
          standIns,
        }),
      ),
    onSuccess: async (answer) => {
      onSuccess(answer.data.message || intl.formatMessage(messages.updated));
      await queryClient.invalidateQueries({ queryKey: userDetailsQuery.key });
    },
    onError: (error) => setServer(serverProblem(error, intl)),
  });

  const problems = validateProfile(values, {
    today,
    allFields: config.account.allFieldsRequired,
    locks,
    emailRequired: baseline.email !== '',
  });
  const errors: Partial<Record<ProfileField, string>> = {};
  for (const field of profileFields) {
    // The date of birth is judged as it changes, so the spec's message replaces the date input's own.
    const shown = submitted || (field === 'dateOfBirth' && values.dateOfBirth !== baseline.dateOfBirth);
    const message = shown ? formatProblem(intl, problems[field]) : undefined;
    if (message) errors[field] = message;
  }
  if (phoneTooLong && !errors.phone) errors.phone = intl.formatMessage(ruleMessages.phoneTooLong);
  if (server?.field && (profileFields as readonly string[]).includes(server.field))
    errors[server.field as ProfileField] ??= server.message;
  const fieldless = server && !(server.field && server.field in errors) ? server.message : undefined;

  const change = <F extends ProfileField>(field: F, value: ProfileValues[F]) => {
    onSuccess(undefined);
    if (!touched.has(field)) setTouched(new Set([...touched, field]));
    if (server) setServer(undefined);
    if (field === 'phone' || field === 'phoneCode') {
      const code = field === 'phoneCode' ? (value as string) : values.phoneCode;
      const typed = field === 'phone' ? (value as string) : values.phone;
      const limited = limitPhoneTyping(code, typed);
      setPhoneTooLong(limited.tooLong);
      setValues((current) => ({ ...current, phoneCode: code, phone: limited.value }));
      return;
    }
    setValues((current) => ({ ...current, [field]: value }));
  };

  const countryOptions: SelectOption[] = countries.map((country) => ({
    value: country.code,
    label: `${country.flag} ${country.name}`,
  }));
  // Keep the stored country selectable even if the list failed or no longer has it.
  if (values.countryCode && !countryOptions.some((option) => option.value === values.countryCode))
    countryOptions.unshift({ value: values.countryCode, label: values.countryCode });
  const phoneCodes = countries.map((country) => ({
    country: `${country.flag} ${country.code}`,
    dialCode: country.phoneCode,
  }));
  if (values.phoneCode && !phoneCodes.some((code) => code.dialCode === values.phoneCode))
    phoneCodes.unshift({ country: '', dialCode: values.phoneCode });
  if (!values.phoneCode) phoneCodes.unshift({ country: '—', dialCode: '' });

  return (
    <ProfileForm
      values={values}
      errors={errors}
      locks={locks}
      countries={countryOptions}
      phoneCodes={phoneCodes}
      today={today}
      changed={changedFields(values, baseline, { touched, standIns }).length > 0}
      showSummary={submitted && Object.keys(problems).length > 0}
      pending={update.isPending}
      serverError={fieldless}
      success={success}
      countriesError={
        countriesError ? (
          <span>
            {intl.formatMessage(messages.countriesFailed)}{' '}
            <button type="button" className={styles.inlineButton} onClick={onRetryCountries}>
              {intl.formatMessage(messages.retry)}
            </button>
          </span>
        ) : undefined
      }
      onChange={change}
      onSubmit={() => {
        setSubmitted(true);
        setServer(undefined);
        if (Object.keys(problems).length > 0 || phoneTooLong) return;
        update.mutate();
      }}
    />
  );
}

function PasswordChange() {
  const intl = useIntl();
  const { api, config } = useApp();
  const queryClient = useQueryClient();
  const policy = config.registration.password;
  const [values, setValues] = useState<PasswordValues>(emptyPasswords);
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<ServerProblem | undefined>();
  const [success, setSuccess] = useState<string | undefined>();

  const change = useMutation({
    mutationFn: () =>
      changePassword(api, { currentPassword: values.currentPassword, newPassword: values.newPassword }),
    onSuccess: async (answer) => {
      setSuccess(answer.data.message || intl.formatMessage(messages.passwordChanged));
      setValues(emptyPasswords);
      setSubmitted(false);
      await queryClient.invalidateQueries({ queryKey: userDetailsQuery.key });
    },
    onError: (error) => setServer(serverProblem(error, intl)),
  });

  const problems = {
    currentPassword: currentPasswordProblem(values.currentPassword),
    newPassword: passwordProblem(values.newPassword, policy),
    confirmPassword: confirmPasswordProblem(values.newPassword, values.confirmPassword),
  };
  const invalid = Object.values(problems).some(Boolean);
  const errors: Partial<Record<PasswordFieldName, string>> = {};
  if (submitted)
    for (const field of Object.keys(problems) as PasswordFieldName[]) {
      const message = formatProblem(intl, problems[field]);
      if (message) errors[field] = message;
    }
  if (server?.field === 'currentPassword' || server?.field === 'newPassword')
    errors[server.field] ??= server.message;
  const fieldless = server && !(server.field && server.field in errors) ? server.message : undefined;

  return (
    <PasswordChangeForm
      values={values}
      errors={errors}
      rulesHint={intl.formatMessage(passwordRulesMessage, {
        min: policy.minLength,
        numbers: policy.needNumbers ? 'yes' : 'no',
        special: policy.needSpecialCharacter ? 'yes' : 'no',
        uppercase: policy.needUppercase ? 'yes' : 'no',
      })}
      showSummary={submitted && invalid}
      pending={change.isPending}
      serverError={fieldless}
      success={success}
      onChange={(field, value) => {
        setSuccess(undefined);
        if (server?.field === field || (server && !server.field)) setServer(undefined);
        setValues((current) => ({ ...current, [field]: value }));
      }}
      onSubmit={() => {
        setSubmitted(true);
        setServer(undefined);
        setSuccess(undefined);
        if (invalid) return;
        change.mutate();
      }}
    />
  );
}

/** The edit-profile page body (and the v2 my-profile section): information form, then password. */
export function ProfileEditor({ details, updateFrom }: { details: UserDetails; updateFrom: UpdateFrom }) {
  const intl = useIntl();
  const { api } = useApp();
  const countries = useQuery(countriesQuery(api));
  const [success, setSuccess] = useState<string | undefined>();
  return (
    <div className={styles.page}>
      {countries.isPending ? (
        <PageSkeleton label={intl.formatMessage(messages.loading)} />
      ) : (
        <InformationForm
          key={profileKey(details)}
          details={details}
          countries={countries.data?.allCountries ?? []}
          countriesError={countries.isError}
          onRetryCountries={() => void countries.refetch()}
          updateFrom={updateFrom}
          success={success}
          onSuccess={setSuccess}
        />
      )}
      <PasswordChange />
    </div>
  );
}
