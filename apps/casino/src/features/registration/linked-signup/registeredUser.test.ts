import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRegisteredUser, markRegisteredUser } from './registeredUser.ts';

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: removes the cookie the code under test sets
  document.cookie = 'registered_user=; Max-Age=0; Path=/';
  vi.restoreAllMocks();
});

describe('registered_user cookie', () => {
  it('is absent for a new visitor and present once set', () => {
    expect(isRegisteredUser()).toBe(false);
    markRegisteredUser();
    expect(isRegisteredUser()).toBe(true);
  });

  it('lasts one year on the whole site', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    markRegisteredUser();
    expect(set).toHaveBeenCalledWith('registered_user=1; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
