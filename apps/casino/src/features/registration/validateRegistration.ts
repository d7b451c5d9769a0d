// Which field of the registration form breaks which spec 5 rule; one problem per field.
import type { DayKey } from '@casino/ui';
import {
  addressProblem,
  dateOfBirthProblem,
  emailProblem,
  nameProblem,
  type PasswordPolicy,
  passwordProblem,
  phoneProblem,
  type RuleProblem,
  ruleMessages,
  textProblem,
} from '../../core/rules/index.ts';
import { type FieldMap, isRequired, isShown } from './registrationFields.ts';
import { registrationMessages } from './registrationMessages.ts';
import type { RegistrationMethod, RegistrationValues } from './signUpPayload.ts';

export type RegistrationProblems = Partial<Record<keyof RegistrationValues, RuleProblem>>;

export function validateRegistration(
  values: RegistrationValues,
  {
    method,
    fields,
    policy,
    today,
  }: { method: RegistrationMethod; fields: FieldMap; policy: PasswordPolicy; today: DayKey },
): RegistrationProblems {
  const problems: RegistrationProblems = {};
  const set = (field: keyof RegistrationValues, problem: RuleProblem | null) => {
    if (problem) problems[field] = problem;
  };
  const full = method !== 'oneClick';
  if (method === 'email') set('email', emailProblem(values.email));
  if (method === 'phone' || (method === 'email' && isShown(fields, 'phone')))
    set(
      'phone',
      phoneProblem(values.phoneCode, values.phone, {
        required: method === 'phone' || isRequired(fields, 'phone'),
      }),
    );
  set('password', passwordProblem(values.password, policy, { oneClick: !full }));
  if (full) {
    for (const field of ['firstName', 'lastName'] as const)
      if (isShown(fields, field))
        set(field, nameProblem(values[field], { required: isRequired(fields, field) }));
    if (isShown(fields, 'address'))
      set('address', addressProblem(values.address, { required: isRequired(fields, 'address') }));
    for (const field of ['city', 'zipCode', 'nickname'] as const)
      if (isShown(fields, field))
        set(field, textProblem(values[field], { required: isRequired(fields, field) }));
    if (isShown(fields, 'dateOfBirth'))
      set(
        'dateOfBirth',
        dateOfBirthProblem(values.dateOfBirth, { today, required: isRequired(fields, 'dateOfBirth') }),
      );
  }
  for (const field of ['countryCode', 'currencyCode'] as const)
    if (isRequired(fields, field) && !values[field]) problems[field] = { message: ruleMessages.required };
  if (isShown(fields, 'promoCode')) set('promoCode', textProblem(values.promoCode));
  if (!values.terms) problems.terms = { message: registrationMessages.termsRequired };
  return problems;
}
