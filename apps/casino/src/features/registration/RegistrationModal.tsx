// The registration dialog (container type registration): loads the field map, countries, currencies
// and the visitor's location, checks the mirror-domain rule, validates with the shared spec 5
// rules, sends the spec 3 payload, and then — per spec 4 — leaves the session signed out and hands
// over to the login form (or the 1-click credentials screen), unless the mirror has loginOff, which
// signs in with the returned token. A refusal keeps every value typed.
import { isApiError } from '@casino/api-client';
import { pathFor } from '@casino/layout-engine';
import { Button, EmptyState, type SelectOption, Spinner, Stack, todayIn } from '@casino/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useHref } from 'react-router-dom';
import { useApp } from '../../core/AppContext.tsx';
import { userDetailsQuery } from '../../core/api/queries.ts';
import { serverErrorField, serverErrorText } from '../../core/forms/serverError.ts';
import type { ModalBodyProps } from '../../core/modals/registry.ts';
import { deviceType, screenResolution } from '../../core/platform/device.ts';
import { latestAttribution } from '../../core/platform/queryIntake.ts';
import { readStorage, storageKeys } from '../../core/platform/storage.ts';
import { emailProblem, formatProblem, limitPhoneTyping, ruleMessages } from '../../core/rules/index.ts';
import { useLoginHandoff } from '../../core/session/loginHandoff.ts';
import { useSession } from '../../core/session/sessionStore.ts';
import { CredentialsView, type SendState } from './CredentialsView.tsx';
import { type Credentials, saveCredentialsFile, saveCredentialsImage } from './credentialsExport.ts';
import { currentMirror, registrationClosed } from './mirror.ts';
import { RegistrationClosed } from './RegistrationClosed.tsx';
import { type RegistrationErrors, RegistrationForm } from './RegistrationForm.tsx';
import { registrationQueries, sendCredentials, signUp } from './registrationApi.ts';
import { mergeRegistrationFields } from './registrationFields.ts';
import { registrationMessages as messages } from './registrationMessages.ts';
import { defaultSignUpCurrency, offeredSignUpCurrencies } from './signUpCurrencies.ts';
import {
  buildSignUpPayload,
  emptyRegistration,
  type RegistrationMethod,
  type RegistrationValues,
} from './signUpPayload.ts';
import { validateRegistration } from './validateRegistration.ts';

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const formFields = [
  'email',
  'phone',
  'phoneCode',
  'password',
  'firstName',
  'lastName',
  'dateOfBirth',
  'countryCode',
  'currencyCode',
  'city',
  'address',
  'zipCode',
  'nickname',
  'promoCode',
  'terms',
] as const;

export default function RegistrationModal({ close, switchTo }: ModalBodyProps) {
  const intl = useIntl();
  const { api, config, locale } = useApp();
  const queryClient = useQueryClient();
  const signIn = useSession((state) => state.signIn);
  const giveHandoff = useLoginHandoff((state) => state.give);
  const termsHref = useHref(pathFor(config.routes, 'termsAndConditions'));

  const fieldsQuery = useQuery(registrationQueries.fields(api));
  const countriesQuery = useQuery(registrationQueries.countries(api));
  const currenciesQuery = useQuery(registrationQueries.currencies(api));
  const locationQuery = useQuery(registrationQueries.location(api));

  const methods = useMemo<RegistrationMethod[]>(() => {
    const { mode, oneClick } = config.registration;
    const list: RegistrationMethod[] = mode === 'both' ? ['email', 'phone'] : [mode];
    return oneClick ? [...list, 'oneClick'] : list;
  }, [config.registration]);
  const [method, setMethod] = useState<RegistrationMethod>(methods[0] ?? 'email');
  const [values, setValues] = useState<RegistrationValues>(() => emptyRegistration());
  const [submitted, setSubmitted] = useState(false);
  const [phoneTooLong, setPhoneTooLong] = useState(false);
  const [credentials, setCredentials] = useState<(Credentials & { token: string; signedIn: boolean }) | null>(
    null,
  );
  const today = todayIn(timeZone());
  const policy = config.registration.password;
  const fields = mergeRegistrationFields(config.registration.fields, fieldsQuery.data);
  const mirror = currentMirror(config.registration.mirrorDomains, window.location.origin);
  const device = deviceType(window.innerWidth, config.theme.breakpoints);
  const detectedCountry = locationQuery.data?.data.location.country.code ?? null;

  // Country and phone code start from the visitor's location; the currency list is the brand's
  // offered currencies, preselecting the one of the country in the form until the player picks one.
  const countries = countriesQuery.data?.countries.rows ?? [];
  const detected = countries.find((country) => country.code === detectedCountry);
  const currencies = offeredSignUpCurrencies(
    currenciesQuery.data ?? [],
    config.registration.offeredCurrencies,
  );
  const countryCode = values.countryCode || (detected?.code ?? '');
  const defaults = {
    countryCode: detected?.code ?? '',
    phoneCode: detected?.phoneCode ?? countries[0]?.phoneCode ?? '',
    currencyCode: defaultSignUpCurrency(
      currencies,
      countries.find((country) => country.code === countryCode)?.currencyCode,
      config.registration.defaultCurrency,
    ),
  };
  const shownValues: RegistrationValues = {
    ...values,
    countryCode: values.countryCode || defaults.countryCode,
    phoneCode: values.phoneCode || defaults.phoneCode,
    currencyCode: values.currencyCode || defaults.currencyCode,
  };

  const sessionStarted = useRef(false);
  const startSession = async (token: string) => {
    if (sessionStarted.current) return;
    sessionStarted.current = true;
    signIn(token);
    await queryClient.invalidateQueries({ queryKey: userDetailsQuery.key });
  };

  const registration = useMutation({
    mutationFn: () =>
      signUp(
        api,
        buildSignUpPayload(shownValues, {
          method,
          fields,
          preferredLanguage: locale,
          userDeviceType: device,
          screenResolution: screenResolution(),
          cpnc: latestAttribution('cpnc'),
          mkt: latestAttribution('mkt'),
          uidToken: readStorage(storageKeys.uidToken),
          firstUrl: readStorage(storageKeys.firstUrl),
          mirrorDomainFk: mirror?.domainId ?? null,
          detectedCountry,
          userUUID: crypto.randomUUID(),
        }),
      ),
    onSuccess: async (answer) => {
      const signsIn = mirror?.loginOff === true;
      if (method === 'oneClick' && answer.createUser.password) {
        // Signing in now would close this guest-only dialog before the player saw the password:
        // with loginOff the session starts when they leave the credentials screen.
        setCredentials({
          username: answer.createUser.username,
          password: answer.createUser.password,
          token: answer.accessToken,
          signedIn: signsIn,
        });
        return;
      }
      if (signsIn) {
        await startSession(answer.accessToken);
        close();
        return;
      }
      // Spec 4: sign-up leaves the session signed out; the login form continues with the login.
      giveHandoff({
        login: method === 'phone' ? `${shownValues.phoneCode}${shownValues.phone}` : shownValues.email.trim(),
        afterReg: true,
        notice: messages.registered,
      });
      switchTo('login');
    },
  });

  const problems = validateRegistration(shownValues, { method, fields, policy, today });
  const errors: RegistrationErrors = {};
  if (submitted)
    for (const [field, problem] of Object.entries(problems))
      errors[field as keyof RegistrationValues] = formatProblem(intl, problem);
  if (phoneTooLong && !errors.phone) errors.phone = intl.formatMessage(ruleMessages.phoneTooLong);
  const serverError = serverErrorText(intl, registration.error);
  const refusedField = serverErrorField(registration.error, formFields);
  if (refusedField && serverError && !errors[refusedField]) errors[refusedField] = serverError;

  const onChange = (patch: Partial<RegistrationValues>) => {
    // The preselected currency is not the player's choice: it follows the country until they pick.
    const next = { ...shownValues, currencyCode: values.currencyCode, ...patch };
    if ('phone' in patch || 'phoneCode' in patch) {
      const limited = limitPhoneTyping(next.phoneCode, next.phone);
      next.phone = limited.value;
      setPhoneTooLong(limited.tooLong);
    }
    setValues(next);
    if (registration.isError) registration.reset();
  };

  const onSubmit = () => {
    setSubmitted(true);
    if (Object.keys(problems).length) return;
    registration.mutate();
  };

  const loading =
    (fieldsQuery.isPending || countriesQuery.isPending || currenciesQuery.isPending) && !credentials;
  const failed = fieldsQuery.isError || countriesQuery.isError || currenciesQuery.isError;
  const closedByServer =
    isApiError(registration.error) &&
    registration.error.code === 'REGISTRATION_CLOSED' &&
    !registration.error.field;
  const closed = closedByServer || registrationClosed(mirror, detectedCountry, device, new Date());

  if (credentials)
    return (
      <CredentialsScreen
        credentials={credentials}
        startSession={() => void startSession(credentials.token)}
        onContinue={() => {
          if (credentials.signedIn) {
            void startSession(credentials.token);
            close();
            return;
          }
          giveHandoff({ login: credentials.username, afterReg: true, notice: null });
          switchTo('login');
        }}
      />
    );
  if (closed) return <RegistrationClosed onLogIn={() => switchTo('login')} />;
  if (failed)
    return (
      <EmptyState
        icon="info"
        title={intl.formatMessage(messages.loadFailed)}
        action={
          <Button
            onClick={() => {
              void fieldsQuery.refetch();
              void countriesQuery.refetch();
              void currenciesQuery.refetch();
            }}
          >
            {intl.formatMessage(messages.retry)}
          </Button>
        }
      />
    );
  if (loading)
    return (
      <Stack gap={4}>
        <Spinner label={intl.formatMessage(messages.loading)} />
      </Stack>
    );

  const byName = (a: SelectOption, b: SelectOption) => a.label.localeCompare(b.label, intl.locale);
  return (
    <RegistrationForm
      methods={methods}
      method={method}
      onMethodChange={(next) => {
        setMethod(next);
        registration.reset();
      }}
      fields={fields}
      values={shownValues}
      errors={errors}
      onChange={onChange}
      phoneCodes={countries.map((country) => ({ country: country.code, dialCode: country.phoneCode }))}
      countries={countries.map((country) => ({ value: country.code, label: country.name })).sort(byName)}
      passwordPolicy={policy}
      currencies={currencies.map((currency) => ({
        value: currency.code,
        label: `${currency.code} — ${currencyName(currency, intl.locale)}`,
      }))}
      today={today}
      showSummary={submitted && Object.keys(problems).length > 0}
      pending={registration.isPending}
      serverError={serverError}
      termsHref={termsHref}
      onSubmit={onSubmit}
      onLogIn={() => switchTo('login')}
    />
  );
}

/**
 * A currency's name in the player's language (the server's names are English); a code the
 * language has no name for (crypto: Intl gives the code back) keeps the server's name.
 */
function currencyName(currency: { code: string; name: string }, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'currency' }).of(currency.code);
    return name && name !== currency.code ? name : currency.name;
  } catch {
    return currency.name;
  }
}

/** The credentials screen with its actions wired: files, image, e-mail. */
function CredentialsScreen({
  credentials,
  onContinue,
  startSession,
}: {
  credentials: Credentials & { token: string; signedIn: boolean };
  onContinue: () => void;
  /** loginOff: the session must start however the screen is left (Escape, backdrop, Continue). */
  startSession: () => void;
}) {
  const intl = useIntl();
  const mounted = useRef(true);
  const startRef = useRef(startSession);
  startRef.current = startSession;
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Deferred, so a development double mount (StrictMode) does not count as leaving.
      setTimeout(() => {
        if (!mounted.current && credentials.signedIn) startRef.current();
      }, 0);
    };
  }, [credentials.signedIn]);
  const { api, config } = useApp();
  const [email, setEmail] = useState('');
  const [attempted, setAttempted] = useState(false);
  const send = useMutation({
    mutationFn: () =>
      sendCredentials(api, credentials.token, { email: email.trim(), password: credentials.password }),
  });
  const labels = {
    heading: intl.formatMessage(messages.fileHeading, { brandName: config.brandName }),
    username: intl.formatMessage(messages.username),
    password: intl.formatMessage(messages.credentialsPassword),
  };
  const problem = emailProblem(email);
  const sendState: SendState = send.isPending
    ? 'sending'
    : send.isSuccess
      ? 'sent'
      : send.isError
        ? 'failed'
        : 'idle';
  return (
    <CredentialsView
      credentials={credentials}
      email={email}
      onEmailChange={(next) => {
        setEmail(next);
        if (!send.isPending) send.reset();
      }}
      emailError={attempted ? formatProblem(intl, problem) : undefined}
      sendState={sendState}
      onSend={() => {
        setAttempted(true);
        if (!problem) send.mutate();
      }}
      onSaveFile={() => saveCredentialsFile(credentials, labels)}
      onSaveImage={() => void saveCredentialsImage(credentials, labels)}
      onContinue={onContinue}
      signedIn={credentials.signedIn}
    />
  );
}
