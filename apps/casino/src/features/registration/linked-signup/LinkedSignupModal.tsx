// The linked-account registration dialog (?modal=linked-signup, container type linked-signup).
// The partner account comes in the modal's own parameters ?linkedAccountUuid= with the partner's
// proof ?linkedAccountExpires=&linkedAccountSignature=, sent on untouched for the back end to
// verify (HMAC with the partner key; the browser never holds the key). Spec 4: on success
// the player is signed in, a registered_user cookie is set for a year and the dialog closes; however
// the dialog is left, the player lands on the edit-profile page to complete the profile.
import { pathFor } from '@casino/layout-engine';
import { defaultBirthday, todayIn } from '@casino/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useHref, useNavigate, useSearchParams } from 'react-router-dom';
import { useApp } from '../../../core/AppContext.tsx';
import { userDetailsQuery } from '../../../core/api/queries.ts';
import { serverErrorField, serverErrorText } from '../../../core/forms/serverError.ts';
import type { ModalBodyProps } from '../../../core/modals/registry.ts';
import { deviceType, screenResolution } from '../../../core/platform/device.ts';
import { latestAttribution } from '../../../core/platform/queryIntake.ts';
import { readStorage, storageKeys } from '../../../core/platform/storage.ts';
import { formatProblem, limitPhoneTyping, ruleMessages } from '../../../core/rules/index.ts';
import { useSession } from '../../../core/session/sessionStore.ts';
import { currentMirror } from '../mirror.ts';
import { registrationQueries, signUp } from '../registrationApi.ts';
import type { FieldMap } from '../registrationFields.ts';
import { buildSignUpPayload, emptyRegistration } from '../signUpPayload.ts';
import { LinkedSignupForm } from './LinkedSignupForm.tsx';
import { isRegisteredUser, markRegisteredUser } from './registeredUser.ts';
import { type LinkedSignupValues, validateLinkedSignup } from './validateLinkedSignup.ts';

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** What the linked form sends by name (the rest of the registration field map is not asked). */
const linkedFields = {
  email: 'required',
  phone: 'optional',
  password: 'hidden',
  firstName: 'required',
  lastName: 'required',
  dateOfBirth: 'required',
  countryCode: 'hidden',
  currencyCode: 'hidden',
  city: 'hidden',
  address: 'optional',
  zipCode: 'hidden',
  nickname: 'hidden',
  promoCode: 'hidden',
  newsLetter: 'optional',
} satisfies FieldMap;

export default function LinkedSignupModal(_: ModalBodyProps) {
  const intl = useIntl();
  const { api, config, locale } = useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useSession((state) => state.signIn);
  const today = todayIn(timeZone());
  const editProfile = pathFor(config.routes, 'editProfile');
  const termsHref = useHref(pathFor(config.routes, 'termsAndConditions'));
  const [linkedAccountUuid] = useState(() => params.get('linkedAccountUuid'));
  const [linkedAccountProof] = useState(() => ({
    expires: params.get('linkedAccountExpires'),
    signature: params.get('linkedAccountSignature'),
  }));
  const [needsTerms] = useState(() => !isRegisteredUser());
  const countriesQuery = useQuery(registrationQueries.countries(api));
  const locationQuery = useQuery(registrationQueries.location(api));
  const countries = countriesQuery.data?.countries.rows ?? [];
  const detectedCountry = locationQuery.data?.data.location.country.code ?? null;
  const [values, setValues] = useState<LinkedSignupValues>(() => ({
    email: '',
    firstName: '',
    lastName: '',
    // Spec 4: the picker starts at today 18 years ago.
    dateOfBirth: defaultBirthday(today),
    address: '',
    phoneCode: '',
    phone: '',
    terms: false,
    newsLetter: false,
  }));
  const [submitted, setSubmitted] = useState(false);
  const [phoneTooLong, setPhoneTooLong] = useState(false);
  const phoneCode =
    values.phoneCode ||
    countries.find((country) => country.code === detectedCountry)?.phoneCode ||
    countries[0]?.phoneCode ||
    '';
  const shown = { ...values, phoneCode };

  // Leaving the dialog any way (close button, Escape, backdrop, success) goes to edit-profile.
  const left = useRef(false);
  const open = params.get('modal') === 'linked-signup';
  useEffect(() => {
    if (open || left.current || params.get('modal')) return;
    left.current = true;
    void navigate(editProfile, { replace: true });
  }, [open, params, navigate, editProfile]);

  const mirror = currentMirror(config.registration.mirrorDomains, window.location.origin);
  const register = useMutation({
    mutationFn: () =>
      signUp(
        api,
        buildSignUpPayload(
          emptyRegistration({
            email: shown.email,
            firstName: shown.firstName,
            lastName: shown.lastName,
            dateOfBirth: shown.dateOfBirth,
            address: shown.address,
            phoneCode: shown.phoneCode,
            phone: shown.phone,
            currencyCode: config.registration.defaultCurrency,
            newsLetter: shown.newsLetter,
            terms: needsTerms ? shown.terms : true,
          }),
          {
            method: 'email',
            fields: linkedFields,
            preferredLanguage: locale,
            userDeviceType: deviceType(window.innerWidth, config.theme.breakpoints),
            screenResolution: screenResolution(),
            cpnc: latestAttribution('cpnc'),
            mkt: latestAttribution('mkt'),
            uidToken: readStorage(storageKeys.uidToken),
            firstUrl: readStorage(storageKeys.firstUrl),
            mirrorDomainFk: mirror?.domainId ?? null,
            detectedCountry,
            userUUID: crypto.randomUUID(),
            linkedAccountUuid,
            linkedAccountProof,
          },
        ),
      ),
    onSuccess: async (answer) => {
      markRegisteredUser();
      signIn(answer.accessToken);
      await queryClient.invalidateQueries({ queryKey: userDetailsQuery.key });
      left.current = true;
      void navigate(editProfile, { replace: true });
    },
  });

  const problems = validateLinkedSignup(shown, { today, needsTerms });
  const errors: Partial<Record<keyof LinkedSignupValues, string>> = {};
  if (submitted)
    for (const [field, problem] of Object.entries(problems))
      errors[field as keyof LinkedSignupValues] = formatProblem(intl, problem);
  if (phoneTooLong && !errors.phone) errors.phone = intl.formatMessage(ruleMessages.phoneTooLong);
  const serverError = serverErrorText(intl, register.error);
  const field = serverErrorField(register.error, [
    'email',
    'firstName',
    'lastName',
    'dateOfBirth',
    'address',
    'phone',
    'terms',
  ] as const);
  if (field && serverError && !errors[field]) errors[field] = serverError;

  return (
    <LinkedSignupForm
      values={shown}
      errors={errors}
      onChange={(patch) => {
        const next = { ...shown, ...patch };
        if ('phone' in patch || 'phoneCode' in patch) {
          const limited = limitPhoneTyping(next.phoneCode, next.phone);
          next.phone = limited.value;
          setPhoneTooLong(limited.tooLong);
        }
        setValues(next);
        if (register.isError) register.reset();
      }}
      phoneCodes={countries.map((country) => ({ country: country.code, dialCode: country.phoneCode }))}
      today={today}
      needsTerms={needsTerms}
      termsHref={termsHref}
      showSummary={submitted && Object.keys(problems).length > 0}
      pending={register.isPending}
      serverError={serverError}
      onSubmit={() => {
        setSubmitted(true);
        if (Object.keys(problems).length === 0) register.mutate();
      }}
    />
  );
}
