// The outbox: this server's stand-in for a mail provider. A real deployment hands the message to
// its provider and keeps only a record, so outside test mode the record never holds the secrets
// (links with tokens, generated passwords); test mode keeps them so tests can follow the links.
import type { Ctx } from './context.ts';
import type { Queryable } from './db.ts';

export const REDACTED = '[redacted]';

export async function queueMail(
  ctx: Ctx,
  q: Queryable,
  mail: { to: string; subject: string; body: string; secrets: string[] },
): Promise<void> {
  let body = mail.body;
  if (!ctx.config.testMode)
    for (const secret of mail.secrets) if (secret) body = body.split(secret).join(REDACTED);
  await q.query('INSERT INTO outbox (to_address, subject, body, created_at) VALUES ($1, $2, $3, $4)', [
    mail.to,
    mail.subject,
    body,
    ctx.clock.now(),
  ]);
}
