// Spec 5 e-mail: local part, @, domain, a top-level domain of at least 2 letters; typing admits only
// a-z A-Z 0-9 @ . _ % + - (and Tab, Backspace, Delete).
import { ruleMessages } from './messages.ts';
import { problem, type RuleProblem } from './problem.ts';

export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
const EMAIL_CHARACTER = /^[A-Za-z0-9@._%+-]$/;
const EDITING_KEYS = new Set(['Tab', 'Backspace', 'Delete']);

export interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/**
 * Whether a key press may reach an e-mail field. Only keys that would type a character are
 * filtered: arrows, Home/End, Enter (submits the form) and Escape (closes the dialog) are not
 * characters and keep working, as do shortcuts (Ctrl/Cmd+A, C, V, Z), so the field stays usable by
 * keyboard alone. Pasted or auto-filled text goes through `emailCharactersOnly`.
 */
export function isAllowedEmailKey(event: KeyLike): boolean {
  if (EDITING_KEYS.has(event.key)) return true;
  if (event.ctrlKey || event.metaKey) return true;
  if ([...event.key].length !== 1) return true; // a named key (ArrowLeft, Enter…), not a character
  return EMAIL_CHARACTER.test(event.key);
}

/** Drops every character the typing filter would have refused (for paste and autofill). */
export function emailCharactersOnly(text: string): string {
  return [...text].filter((character) => EMAIL_CHARACTER.test(character)).join('');
}

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** Required only when the form needs an e-mail (registration in e-mail mode, linked sign-up…). */
export function emailProblem(
  value: string,
  { required = true }: { required?: boolean } = {},
): RuleProblem | null {
  const trimmed = value.trim();
  if (!trimmed) return required ? problem(ruleMessages.required) : null;
  return isEmail(trimmed) ? null : problem(ruleMessages.invalidFormat);
}
