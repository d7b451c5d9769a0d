// Spec 5 "Linked registration form": e-mail required and pattern; first and last name required,
// at most 255; date of birth required and 18+ ('invalid.dob'); address at most 255; phone digits
// only (optional); terms required for new sign-ups; newsletter optional.
import type { DayKey } from '@casino/ui';
import {
  addressProblem,
  dateOfBirthProblem,
  emailProblem,
  nameProblem,
  phoneProblem,
  type RuleProblem,
} from '../../../core/rules/index.ts';
import { linkedSignupMessages } from './linkedSignupMessages.ts';

export interface LinkedSignupValues {
  email: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  address: string;
  phoneCode: string;
  phone: string;
  terms: boolean;
  newsLetter: boolean;
}

export type LinkedSignupProblems = Partial<Record<keyof LinkedSignupValues, RuleProblem>>;

export function validateLinkedSignup(
  values: LinkedSignupValues,
  { today, needsTerms }: { today: DayKey; needsTerms: boolean },
): LinkedSignupProblems {
  const found: LinkedSignupProblems = {
    email: emailProblem(values.email) ?? undefined,
    firstName: nameProblem(values.firstName) ?? undefined,
    lastName: nameProblem(values.lastName) ?? undefined,
    dateOfBirth: dateOfBirthProblem(values.dateOfBirth, { today, underage: 'invalid-dob' }) ?? undefined,
    address: addressProblem(values.address) ?? undefined,
    phone: phoneProblem(values.phoneCode, values.phone, { required: false }) ?? undefined,
    terms: needsTerms && !values.terms ? { message: linkedSignupMessages.termsRequired } : undefined,
  };
  return Object.fromEntries(Object.entries(found).filter(([, problem]) => problem)) as LinkedSignupProblems;
}
