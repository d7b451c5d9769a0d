/**
 * The seam between the money rules of this server (limits, balances, idempotency, bonuses) and
 * whoever actually charges the player. The demo provider below decides outcomes from the card
 * number or a `simulate` field; it is installed only in demo mode (PAYMENTS_DEMO=1). Without a
 * provider every deposit answers PAYMENT_PROVIDER_NOT_CONFIGURED. A real integration implements
 * this interface (see the README, "Payments") and is passed to createContext.
 */
export const OUTCOMES = ['success', 'pending', 'failed', 'decline', 'cancel', 'return', '3ds'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export interface ChargeRequest {
  /** payment_methods.payment_method (e.g. card, skrill, crypto) and its id. */
  method: { id: number; kind: string; isCardForm: boolean };
  /** Decimal string in the wallet's currency precision, e.g. "20.00". */
  amount: string;
  currency: string;
  card?: { number: string; holder?: string; expiry: string; cvc?: string } | undefined;
  /** Demo only: the outcome the caller asks for. A real provider ignores it. */
  simulate?: Outcome | undefined;
  /** Our transaction uuid: the provider's reference, and the key of its own idempotency. */
  reference: string;
  now: Date;
}

/** What a charge did; a refusal of the request itself is an Error with a field (see ChargeRefused). */
export type ChargeResult = { outcome: Exclude<Outcome, '3ds'> } | { outcome: '3ds'; acsUrl: string };

export class ChargeRefused extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

export interface PaymentProvider {
  readonly name: string;
  /**
   * Starts a deposit. 'success' credits the balance at once, '3ds' sends the player to acsUrl and
   * the deposit completes through POST /api/user/3ds-webhook, other outcomes move no money.
   */
  charge(req: ChargeRequest): Promise<ChargeResult>;
  /** The challenge page of acsUrl, when the provider serves it through this server (demo only). */
  challengePage?(md: string, paReq: string, returnUrl: string): string;
}

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Whether the bank page a provider names for 3-D Secure may be where the player is sent (the app
 * navigates the whole page there, card holder and all): https only. Demo mode (PAYMENTS_DEMO=1)
 * also takes http on a loopback host and a path of this server (the demo ACS page). Anything
 * else, http on a real host or a `javascript:` address, is the provider's error (issue 32).
 */
export function acsUrlAllowed(acsUrl: string, demo: boolean): boolean {
  // A path of this server ("/api/…"), never "//host" or "/\\host", which browsers read as a host.
  if (/^\/(?![/\\])/.test(acsUrl) && !acsUrl.includes('\\')) return demo;
  let url: URL;
  try {
    url = new URL(acsUrl);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  return demo && url.protocol === 'http:' && LOOPBACK_HOST.test(url.hostname);
}

function luhn(number: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = number.length - 1; i >= 0; i--) {
    let d = Number(number[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return number.length >= 12 && sum % 10 === 0;
}

/** One charge that reached the demo provider (what a test counts: a refusal must come before any). */
export interface ChargeLogEntry {
  reference: string;
  amount: string;
  currency: string;
  outcome: Outcome;
}

/**
 * Test mode: the faults of POST /__test/faults whose route is PROVIDER_FAULT_ROUTE make the demo
 * provider slow (latencyMs), never answer until the faults are cleared (hang) or fail (status).
 */
export const PROVIDER_FAULT_ROUTE = 'provider:charge';
export interface ProviderFaults {
  faults: { route: string; latencyMs?: number; hang?: boolean; status?: number; times?: number }[];
  hung: Set<() => void>;
}

export interface DemoPaymentProvider extends PaymentProvider {
  /** Every charge this provider made, in order. */
  readonly charges: ChargeLogEntry[];
}

async function applyProviderFault(test: ProviderFaults | undefined): Promise<void> {
  const fault = test?.faults.find((f) => f.route === PROVIDER_FAULT_ROUTE);
  if (!test || !fault) return;
  if (fault.times !== undefined) {
    fault.times -= 1;
    if (fault.times <= 0) test.faults.splice(test.faults.indexOf(fault), 1);
  }
  if (fault.latencyMs) await new Promise((r) => setTimeout(r, fault.latencyMs));
  if (fault.hang) await new Promise<void>((resolve) => test.hung.add(resolve));
  if (fault.status) throw new Error(`Injected provider fault: status ${fault.status}`);
}

/**
 * Demo cards: any Luhn-valid number succeeds; 4000000000003220 asks for 3DS; 4000000000000002
 * declines. One provider per server (its charge log is that server's); `test` only in test mode.
 */
export function createDemoPaymentProvider(test?: ProviderFaults): DemoPaymentProvider {
  const charges: ChargeLogEntry[] = [];
  return {
    name: 'demo',
    charges,
    async charge(req) {
      await applyProviderFault(test);
      let outcome: Outcome = req.simulate ?? 'success';
      if (req.method.isCardForm) {
        if (!req.card) throw new ChargeRefused('body field "card" is required for card payments', 'card');
        const number = req.card.number.replace(/\s/g, '');
        if (!luhn(number)) throw new ChargeRefused('Invalid card number', 'card.number');
        const [mm, yy] = req.card.expiry.split('/').map(Number) as [number, number];
        const year = req.now.getUTCFullYear();
        if (2000 + yy < year || (2000 + yy === year && mm < req.now.getUTCMonth() + 1))
          throw new ChargeRefused('Expiry date is in the past', 'card.expiry');
        if (!req.simulate && number === '4000000000003220') outcome = '3ds';
        if (!req.simulate && number === '4000000000000002') outcome = 'decline';
      }
      charges.push({ reference: req.reference, amount: req.amount, currency: req.currency, outcome });
      return outcome === '3ds' ? { outcome, acsUrl: '/api/payments/3ds/acs' } : { outcome };
    },
    challengePage(_md, _paReq, returnUrl) {
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>3-D Secure</title></head><body style="font-family:system-ui;padding:2rem"><h1>3-D Secure check</h1><p>Demo bank: confirm the payment.</p><a href="${returnUrl}">Confirm</a></body></html>`;
    },
  };
}
