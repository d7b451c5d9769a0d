import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailCharactersOnly, emailProblem, isAllowedEmailKey, isEmail } from './email.ts';
import { ruleMessages } from './messages.ts';

const ALLOWED = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@._%+-';
const letters = fc.stringMatching(/^[A-Za-z]+$/);
const localPart = fc.stringMatching(/^[A-Za-z0-9._%+-]{1,20}$/);
const label = fc.stringMatching(/^[A-Za-z0-9-]{1,12}$/);

describe('e-mail pattern', () => {
  it('needs a top-level domain of at least 2 letters: 1 refused, 2 accepted', () => {
    expect(emailProblem('player@casino.c')?.message).toBe(ruleMessages.invalidFormat);
    expect(emailProblem('player@casino.co')).toBeNull();
  });

  it('answers the spec id form.validation.invalid.format', () => {
    expect(emailProblem('player.casino.com')?.message.id).toBe('form.validation.invalid.format');
  });

  it('is required unless the form says otherwise', () => {
    expect(emailProblem('  ')?.message).toBe(ruleMessages.required);
    expect(emailProblem('', { required: false })).toBeNull();
    expect(emailProblem('nope', { required: false })?.message).toBe(ruleMessages.invalidFormat);
  });

  it('accepts every local@domain.tld with a TLD of 2+ letters (property)', () => {
    fc.assert(
      fc.property(
        localPart,
        label,
        letters.filter((tld) => tld.length >= 2),
        (local, domain, tld) => {
          expect(isEmail(`${local}@${domain}.${tld}`)).toBe(true);
        },
      ),
    );
  });

  it('refuses a one-letter TLD, a missing @ and two @ (property)', () => {
    fc.assert(
      fc.property(localPart, label, fc.stringMatching(/^[A-Za-z]$/), (local, domain, tld) => {
        expect(isEmail(`${local}@${domain}.${tld}`)).toBe(false);
        expect(isEmail(`${local}${domain}.${tld}${tld}`)).toBe(false);
        expect(isEmail(`${local}@${domain}@x.${tld}${tld}`)).toBe(false);
      }),
    );
  });
});

describe('e-mail typing filter', () => {
  it('lets through exactly the allowed characters (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme' }), (character) => {
        if ([...character].length !== 1) return;
        expect(isAllowedEmailKey({ key: character })).toBe(ALLOWED.includes(character));
      }),
    );
  });

  it('refuses a space, a comma, brackets and letters outside a-z', () => {
    for (const key of [' ', ',', '(', '<', 'ä', 'é', '#', '!'])
      expect(isAllowedEmailKey({ key })).toBe(false);
  });

  it('keeps Tab, Backspace, Delete and the non-character keys that keep a form usable by keyboard', () => {
    for (const key of ['Tab', 'Backspace', 'Delete', 'Enter', 'Escape', 'ArrowLeft', 'Home', 'End']) {
      expect(isAllowedEmailKey({ key })).toBe(true);
    }
    expect(isAllowedEmailKey({ key: 'v', ctrlKey: true })).toBe(true);
    expect(isAllowedEmailKey({ key: 'v', metaKey: true })).toBe(true);
  });

  it('strips pasted text to the same characters (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const kept = emailCharactersOnly(text);
        expect([...kept].every((character) => ALLOWED.includes(character))).toBe(true);
        expect(emailCharactersOnly(kept)).toBe(kept);
      }),
    );
    expect(emailCharactersOnly(' Player @Casino.com\n')).toBe('Player@Casino.com');
  });
});
