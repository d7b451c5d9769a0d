// Helpers for the account e2e specs (registration, login, linked sign-up): fresh players through
// the back end's own sign-up, the test-mode outbox, unique addresses per run and brand.
import { createHmac } from 'node:crypto';
import { apiUrl, demoLinkedSignupKey } from './env.ts';

export const unique = (prefix: string): string =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/**
 * A partner's link for a linked sign-up, signed with the demo partner key as the back end expects:
 * HMAC-SHA256 of "<uuid>.<expires>" (hex), valid for an hour.
 */
export function signedPartnerLink(uuid: string): {
  linkedAccountUuid: string;
  linkedAccountExpires: string;
  linkedAccountSignature: string;
} {
  const expires = String(Math.floor(Date.now() / 1000) + 3600);
  const signature = createHmac('sha256', demoLinkedSignupKey).update(`${uuid}.${expires}`).digest('hex');
  return { linkedAccountUuid: uuid, linkedAccountExpires: expires, linkedAccountSignature: signature };
}

/** The linked sign-up modal's address for a signed partner link. */
export const linkedSignupPath = (uuid: string): string =>
  `/?${new URLSearchParams({ modal: 'linked-signup', ...signedPartnerLink(uuid) })}`;

/** Signs a fresh e-mail player up through the API (as the brand); returns e-mail and password. */
export async function freshPlayer(
  brandId: string,
  password = 'Fresh123!Aa',
): Promise<{ email: string; password: string }> {
  const email = `${unique('e2e')}@example.com`;
  const response = await fetch(`${apiUrl}/api/user/sign-up?brand=${brandId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // A linked sign-up is accepted by e-mail whatever the brand's registration mode (wincraft: phone).
    body: JSON.stringify({
      linkAccount: true,
      ...signedPartnerLink(unique('partner-')),
      terms: true,
      email,
      password,
      firstName: 'E2e',
      lastName: 'Player',
      dateOfBirth: '1990-01-01',
      currencyCode: 'EUR',
      countryCode: 'MT',
    }),
  });
  if (!response.ok) throw new Error(`sign-up ${email}: ${response.status} ${await response.text()}`);
  return { email, password };
}

interface Mail {
  to_address: string;
  subject: string;
  body: string;
}

/** The newest mail sent to an address (waits for it a little: the send is part of the request). */
export async function lastMailTo(address: string): Promise<Mail | undefined> {
  const messages = ((await (await fetch(`${apiUrl}/__test/outbox`)).json()) as { messages: Mail[] }).messages;
  return messages.filter((mail) => mail.to_address === address).at(-1);
}
