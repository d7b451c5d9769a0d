// Spec 5/9: the address is at most 255 characters; required only where a form says so (the
// profile's all-fields mode).
import { textProblem } from './names.ts';
import type { RuleProblem } from './problem.ts';

export const addressProblem = (
  value: string,
  { required = false }: { required?: boolean } = {},
): RuleProblem | null => textProblem(value, { required });
