// Forgotten password, step 2: the e-mailed link opens /casino?modal=reset-password&token=…. A new
// password that meets the site's rules is saved; then, as after e-mail verification (spec 2), the
// player goes to /casino?modal=login with a notice.
import { isApiError } from '@casino/api-client';
import { pathFor } from '@casino/layout-engine';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useApp } from '../../core/AppContext.tsx';
import { serverErrorText } from '../../core/forms/serverError.ts';
import type { ModalBodyProps } from '../../core/modals/registry.ts';
import { confirmPasswordProblem, formatProblem, passwordProblem } from '../../core/rules/index.ts';
import { useLoginHandoff } from '../../core/session/loginHandoff.ts';
import { loginMessages as messages } from './loginMessages.ts';
import { resetPassword } from './passwordResetApi.ts';
import { ResetPasswordForm, type ResetPasswordValues } from './ResetPasswordForm.tsx';

export default function ResetPasswordModal({ switchTo }: ModalBodyProps) {
  const intl = useIntl();
  const { api, config } = useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const giveHandoff = useLoginHandoff((state) => state.give);
  // Read once: the parameter leaves the address with the dialog.
  const [token] = useState(() => params.get('token') ?? '');
  const [values, setValues] = useState<ResetPasswordValues>({ password: '', confirmation: '' });
  const [submitted, setSubmitted] = useState(false);
  const policy = config.registration.password;
  const reset = useMutation({
    mutationFn: () => resetPassword(api, token, values.password),
    onSuccess: () => {
      giveHandoff({ login: '', afterReg: false, notice: messages.resetDone });
      void navigate(`${pathFor(config.routes, 'casino')}?modal=login`, { replace: true });
    },
  });
  const problems = {
    password: passwordProblem(values.password, policy),
    confirmation: confirmPasswordProblem(values.password, values.confirmation),
  };
  const invalid = Boolean(problems.password || problems.confirmation);
  return (
    <ResetPasswordForm
      hasToken={Boolean(token)}
      values={values}
      errors={
        submitted
          ? {
              password: formatProblem(intl, problems.password),
              confirmation: formatProblem(intl, problems.confirmation),
            }
          : {}
      }
      onChange={(patch) => {
        setValues((current) => ({ ...current, ...patch }));
        if (reset.isError) reset.reset();
      }}
      showSummary={submitted && invalid}
      pending={reset.isPending}
      serverError={serverErrorText(intl, reset.error)}
      linkInvalid={isApiError(reset.error) && reset.error.code === 'RESET_TOKEN_INVALID'}
      onSubmit={() => {
        setSubmitted(true);
        if (!invalid) reset.mutate();
      }}
      onRequestNewLink={() => switchTo('forgot-password')}
    />
  );
}
