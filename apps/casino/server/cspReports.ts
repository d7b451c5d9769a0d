// POST /csp-report: browsers report policy violations here. Anyone can post, so it keeps little,
// takes only report bodies, bounds their size and rate, and logs each as one escaped line.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';

/** The media types browsers send reports with (report-uri, the Reporting API, and plain JSON). */
const reportTypes = new Set(['application/csp-report', 'application/reports+json', 'application/json']);

export interface CspReportOptions {
  /** How many recent reports are kept (oldest dropped first). */
  keep?: number;
  maxBodyBytes?: number;
  /** Reports one client may send per window. */
  perClient?: number;
  windowMs?: number;
  log?: (line: string) => void;
  now?: () => number;
}

export function createCspReports({
  keep = 50,
  maxBodyBytes = 16 * 1024,
  perClient = 20,
  windowMs = 60_000,
  log = (line) => console.warn(line),
  now = Date.now,
}: CspReportOptions = {}) {
  const recent: string[] = [];
  // Clients are counted per window; the table itself is bounded, so a flood of addresses cannot
  // grow it (a forgotten client simply starts a new window).
  const clients = new LRUCache<string, { since: number; count: number }>({ max: 10_000 });

  const allowed = (client: string): boolean => {
    const entry = clients.get(client);
    const at = now();
    if (!entry || at - entry.since >= windowMs) {
      clients.set(client, { since: at, count: 1 });
      return true;
    }
    entry.count += 1;
    return entry.count <= perClient;
  };

  function handle(req: IncomingMessage, res: ServerResponse, headers: Record<string, string>): void {
    const answer = (status: number) => {
      if (!res.headersSent) res.writeHead(status, headers);
      res.end();
    };
    const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!reportTypes.has(type)) {
      answer(415);
      return;
    }
    if (Number(req.headers['content-length'] ?? 0) > maxBodyBytes) {
      answer(413);
      return;
    }
    if (!allowed(req.socket.remoteAddress ?? 'unknown')) {
      answer(429);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        tooLarge = true;
        answer(413);
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', () => undefined);
    req.on('end', () => {
      if (tooLarge) return;
      const body = Buffer.concat(chunks).toString('utf8');
      recent.push(body);
      if (recent.length > keep) recent.splice(0, recent.length - keep);
      // JSON.stringify escapes line breaks and control characters: one report, one log line.
      log(`[csp] violation: ${JSON.stringify(body.slice(0, 500))}`);
      answer(204);
    });
  }

  return { handle, recent: (): readonly string[] => [...recent] };
}
