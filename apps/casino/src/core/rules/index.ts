// Shared validation rules of spec 5 for every account form. Each rule is a pure function that
// answers null or a RuleProblem (message descriptor + values); format it with formatProblem(intl, …).
export * from './address.ts';
export * from './age.ts';
export * from './email.ts';
export * from './messages.ts';
export * from './names.ts';
export * from './password.ts';
export * from './phone.ts';
export * from './problem.ts';
