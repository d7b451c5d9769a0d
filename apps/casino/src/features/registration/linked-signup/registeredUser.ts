// Spec 4/9: after a linked sign-up a registered_user cookie marks this browser for 365 days; a
// browser that has it is a returning player, who is not asked to accept the terms again.
export const REGISTERED_USER_COOKIE = 'registered_user';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function markRegisteredUser(doc: Document = document): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${REGISTERED_USER_COOKIE}=1; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

export function isRegisteredUser(doc: Document = document): boolean {
  return doc.cookie.split(';').some((part) => part.trim().startsWith(`${REGISTERED_USER_COOKIE}=`));
}
