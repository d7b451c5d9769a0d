// The login dialog (spec 3 Login payload): a refused login keeps what was typed and shows the
// server's message; the session starts with the returned token, and the last login's date, IP and
// location are remembered for the profile. A reCAPTCHA token is added when one is configured.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '../../core/AppContext.tsx';
import { userDetailsQuery } from '../../core/api/queries.ts';
import type { LoginAnswer } from '../../core/api/types.ts';
import { serverErrorText } from '../../core/forms/serverError.ts';
import type { ModalBodyProps } from '../../core/modals/registry.ts';
import { deviceType, screenResolution } from '../../core/platform/device.ts';
import { latestAttribution } from '../../core/platform/queryIntake.ts';
import { readStorage, storageKeys, writeStorage } from '../../core/platform/storage.ts';
import { useModalExists } from '../../core/routing/links.ts';
import { useLoginHandoff } from '../../core/session/loginHandoff.ts';
import { useSession } from '../../core/session/sessionStore.ts';
import { LoginForm, type LoginValues } from './LoginForm.tsx';
import { loginMessages as messages } from './loginMessages.ts';
import { recaptchaToken } from './recaptcha.ts';

export function rememberLastLogin(answer: LoginAnswer): void {
  writeStorage(storageKeys.lastLoginDate, answer.lastLogin.created_at);
  writeStorage(storageKeys.lastLoginIp, answer.lastLogin.ip);
  writeStorage(storageKeys.lastLoginLocation, answer.lastLogin.location);
}

class RecaptchaUnavailable extends Error {}

export default function LoginModal({ close, switchTo }: ModalBodyProps) {
  const intl = useIntl();
  const modalExists = useModalExists();
  const { api, config, runtime } = useApp();
  const queryClient = useQueryClient();
  const signIn = useSession((state) => state.signIn);
  // What the registration or reset dialog handed over (login to pre-fill, notice), read when the
  // form mounts and released once the mount has committed (loginHandoff.ts says why).
  const [handoff] = useState(() => useLoginHandoff.getState().handoff);
  useEffect(() => {
    if (handoff) useLoginHandoff.getState().release(handoff);
  }, [handoff]);
  const [values, setValues] = useState<LoginValues>({ email: handoff?.login ?? '', password: '' });
  const [submitted, setSubmitted] = useState(false);

  const login = useMutation({
    mutationFn: async () => {
      let token: string | undefined;
      try {
        token = await recaptchaToken(runtime, 'login');
      } catch {
        throw new RecaptchaUnavailable();
      }
      return api.login({
        email: values.email.trim(),
        password: values.password,
        ...(token ? { recaptchaToken: token } : {}),
        ...(handoff?.afterReg ? { afterReg: true } : {}),
        cpnc: latestAttribution('cpnc'),
        mkt: latestAttribution('mkt'),
        userDeviceType: deviceType(window.innerWidth, config.theme.breakpoints),
        screenResolution: screenResolution(),
        uidToken: readStorage(storageKeys.uidToken),
      });
    },
    onSuccess: async (answer) => {
      rememberLastLogin(answer);
      signIn(answer.accessToken);
      await queryClient.invalidateQueries({ queryKey: userDetailsQuery.key });
      close();
    },
  });

  const errors = {
    email: submitted && !values.email.trim() ? intl.formatMessage(messages.required) : undefined,
    password: submitted && !values.password ? intl.formatMessage(messages.required) : undefined,
  };
  const error = login.error;
  const serverError =
    error instanceof RecaptchaUnavailable
      ? intl.formatMessage(messages.recaptchaFailed)
      : serverErrorText(intl, error);

  return (
    <LoginForm
      values={values}
      errors={errors}
      onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
      onSubmit={() => {
        setSubmitted(true);
        if (!values.email.trim() || !values.password) return;
        login.mutate();
      }}
      showSummary={Boolean(errors.email || errors.password)}
      pending={login.isPending}
      serverError={serverError}
      notice={handoff?.notice && !login.isError ? intl.formatMessage(handoff.notice) : undefined}
      onForgotPassword={modalExists('forgot-password') ? () => switchTo('forgot-password') : undefined}
      onCreateAccount={modalExists('registration') ? () => switchTo('registration') : undefined}
    />
  );
}
