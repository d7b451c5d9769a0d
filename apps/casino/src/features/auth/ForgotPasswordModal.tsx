// Forgotten password: asks the back end to e-mail a reset link. The e-mail stays in the field
// after sending, so a typo can be fixed and the link asked for again.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '../../core/AppContext.tsx';
import { serverErrorText } from '../../core/forms/serverError.ts';
import type { ModalBodyProps } from '../../core/modals/registry.ts';
import { emailProblem, formatProblem } from '../../core/rules/index.ts';
import { useLoginHandoff } from '../../core/session/loginHandoff.ts';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { requestPasswordReset } from './passwordResetApi.ts';

export default function ForgotPasswordModal({ switchTo }: ModalBodyProps) {
  const intl = useIntl();
  const { api } = useApp();
  const giveHandoff = useLoginHandoff((state) => state.give);
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const request = useMutation({ mutationFn: () => requestPasswordReset(api, email.trim()) });
  const problem = emailProblem(email);
  return (
    <ForgotPasswordForm
      email={email}
      onEmailChange={(next) => {
        setEmail(next);
        if (request.isError) request.reset();
      }}
      error={submitted ? formatProblem(intl, problem) : undefined}
      pending={request.isPending}
      serverError={serverErrorText(intl, request.error)}
      sentMessage={request.data?.data.message}
      onSubmit={() => {
        setSubmitted(true);
        if (!problem) request.mutate();
      }}
      onBackToLogin={() => {
        if (email.trim()) giveHandoff({ login: email.trim(), afterReg: false, notice: null });
        switchTo('login');
      }}
    />
  );
}
