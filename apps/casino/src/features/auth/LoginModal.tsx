// The login form of the shared dialog (spec 3 Login payload). A refused login keeps what was
// typed and shows the server's message; the session starts with the returned token.
import { isApiError } from '@casino/api-client';
import { Button, FormErrorSummary, PasswordField, Stack, TextField } from '@casino/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import type { LoginAnswer } from '../../api/types.ts';
import { userDetailsQuery } from '../../boot/queries.ts';
import type { ModalBodyProps } from '../../modals/registry.ts';
import { deviceType, screenResolution } from '../../platform/device.ts';
import { latestAttribution } from '../../platform/queryIntake.ts';
import { readStorage, storageKeys, writeStorage } from '../../platform/storage.ts';
import { useSession } from '../../session/sessionStore.ts';
import { useApp } from '../../shell/AppContext.tsx';
import { loginMessages as messages } from './loginMessages.ts';

export function rememberLastLogin(answer: LoginAnswer): void {
  writeStorage(storageKeys.lastLoginDate, answer.lastLogin.created_at);
  writeStorage(storageKeys.lastLoginIp, answer.lastLogin.ip);
  writeStorage(storageKeys.lastLoginLocation, answer.lastLogin.location);
}

export default function LoginModal({ close }: ModalBodyProps) {
  const intl = useIntl();
  const { api, config } = useApp();
  const queryClient = useQueryClient();
  const signIn = useSession((state) => state.signIn);
  const [values, setValues] = useState({ email: '', password: '' });
  const [submitted, setSubmitted] = useState(false);

  const login = useMutation({
    mutationFn: () =>
      api.login({
        email: values.email.trim(),
        password: values.password,
        cpnc: latestAttribution('cpnc'),
        mkt: latestAttribution('mkt'),
        userDeviceType: deviceType(window.innerWidth, config.theme.breakpoints),
        screenResolution: screenResolution(),
        uidToken: readStorage(storageKeys.uidToken),
      }),
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
  const invalid = Boolean(errors.email || errors.password);
  const serverError = login.error
    ? isApiError(login.error) && login.error.kind === 'http'
      ? (login.error.serverMessage ?? intl.formatMessage(messages.tryAgain))
      : intl.formatMessage(messages.unreachable)
    : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!values.email.trim() || !values.password) return;
    login.mutate();
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={intl.formatMessage(messages.title)}>
      <Stack gap={4}>
        <FormErrorSummary show={submitted && invalid} />
        {serverError && (
          <p
            role="alert"
            data-testid="login-error"
            style={{ color: 'var(--color-error-readable, var(--color-error))', margin: 0 }}
          >
            {serverError}
          </p>
        )}
        <TextField
          label={intl.formatMessage(messages.email)}
          type="email"
          name="email"
          autoComplete="username"
          value={values.email}
          error={errors.email}
          onChange={(event) => setValues((current) => ({ ...current, email: event.target.value }))}
        />
        <PasswordField
          label={intl.formatMessage(messages.password)}
          name="password"
          autoComplete="current-password"
          value={values.password}
          error={errors.password}
          onChange={(event) => setValues((current) => ({ ...current, password: event.target.value }))}
        />
        <Button type="submit" size="large" fullWidth loading={login.isPending}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </Stack>
    </form>
  );
}
