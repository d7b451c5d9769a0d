// The player journeys, written once and run in every engine (driver.ts) at every width: what a
// player sees (text, roles, the balance after a deposit), that no page scrolls sideways, and, where
// the engine lets us read its console, that nothing was logged as an error.
import { createHmac } from 'node:crypto';
import type { Driver, Target } from './driver.ts';

export interface JourneyContext {
  d: Driver;
  api: Api;
  width: number;
  /** Keeps a screenshot of the page as it is now, for people to compare engines side by side. */
  shot(name: string): Promise<void>;
}

export interface Journey {
  name: string;
  run(context: JourneyContext): Promise<void>;
}

/** The back end's documented demo partner key (apps/reference-backend/README.md). */
export const demoLinkedSignupKey = 'demo-partner-key-not-for-production';

/** The reference back end as the journeys' set-up uses it (its API and test-mode hooks). */
export class Api {
  private serial = 0;
  constructor(
    readonly url: string,
    private readonly brand: string,
  ) {}

  async call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** A new adult e-mail player of the brand (a linked sign-up, accepted whatever the brand's mode). */
  async player(): Promise<{ email: string; password: string; token: string; userId: number }> {
    this.serial += 1;
    const email = `engines-${Date.now().toString(36)}-${this.serial}@e2e.test`;
    const password = 'Fresh123!Aa';
    const uuid = `engines-${Date.now().toString(36)}-${this.serial}`;
    const expires = String(Math.floor(Date.now() / 1000) + 3600);
    const signature = createHmac('sha256', demoLinkedSignupKey).update(`${uuid}.${expires}`).digest('hex');
    await this.call('POST', `/api/user/sign-up?brand=${this.brand}`, {
      linkAccount: true,
      linkedAccountUuid: uuid,
      linkedAccountExpires: expires,
      linkedAccountSignature: signature,
      terms: true,
      email,
      password,
      firstName: 'Engine',
      lastName: 'Player',
      dateOfBirth: '1990-01-01',
      currencyCode: 'EUR',
      countryCode: 'MT',
    });
    const { accessToken: token } = await this.call<{ accessToken: string }>(
      'POST',
      `/api/user/login?brand=${this.brand}`,
      { email, password, userDeviceType: 'desktop', screenResolution: '1280x800' },
    );
    const details = await this.call<{ user: { userId: number } }>(
      'GET',
      '/api/user/get-user-details',
      undefined,
      token,
    );
    return { email, password, token, userId: details.user.userId };
  }

  patchUser(userId: number, patch: Record<string, unknown>) {
    return this.call('PATCH', `/__test/users/${userId}`, patch);
  }

  /** One losing real-money spin of the demo slot: today's rakeback then has something to claim. */
  async losingSpin(token: string, bet: number) {
    await this.call('POST', '/__test/next-spins', { reels: [['♣', '♠', '♦']] });
    const launch = await this.call<{ data: { sessionId: string } }>(
      'POST',
      '/api/user/game-launch',
      { gameId: 1 },
      token,
    );
    await this.call('POST', '/api/demo-game/spin', { sessionId: launch.data.sessionId, bet });
  }
}

export function expectTrue(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Polls until `read` returns what `ok` accepts; fails with the last value. */
async function until<T>(what: string, read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!ok(value)) {
    if (Date.now() > deadline)
      throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}

/** No page may scroll sideways: the document is no wider than the window. */
export async function noSideScroll(d: Driver, where: string) {
  const { scrollWidth, clientWidth, widest } = await d.run<{
    scrollWidth: number;
    clientWidth: number;
    widest: string;
  }>(`
    const root = document.scrollingElement || document.documentElement;
    let widest = '';
    if (root.scrollWidth > root.clientWidth) {
      let right = 0;
      for (const element of document.body.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        if (box.right > right) {
          right = box.right;
          widest = element.tagName.toLowerCase() + (element.getAttribute('data-testid') ? '[data-testid=' + element.getAttribute('data-testid') + ']' : '') + (element.className && typeof element.className === 'string' ? '.' + element.className.split(' ').join('.') : '') + ' right=' + Math.round(box.right);
        }
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, widest };`);
  expectTrue(
    scrollWidth <= clientWidth,
    `${where} scrolls sideways: ${scrollWidth} px of content in a ${clientWidth} px window (widest: ${widest})`,
  );
}

/**
 * No word within `css` is broken across lines: each run of non-space characters of a visible
 * text sits on one line. Engines break lines differently (Gecko breaks after the slash of
 * "(MM/YY)", Chromium does not), so this runs in each of them.
 */
export async function noWordBroken(d: Driver, where: string, css: string) {
  const broken = await d.run<string[]>(
    `
    const scope = document.querySelector(arguments[0]);
    if (!scope) return ['(nothing matches ' + arguments[0] + ')'];
    const broken = [];
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.getClientRects().length === 0) continue;
      const words = /\\S+/g;
      for (let word = words.exec(node.data); word; word = words.exec(node.data)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = [];
        for (const rect of range.getClientRects()) {
          if (rect.width === 0) continue;
          if (!lines.some((top) => Math.abs(top - rect.top) < rect.height / 2)) lines.push(rect.top);
        }
        if (lines.length > 1) broken.push(word[0]);
      }
    }
    return broken;`,
    css,
  );
  expectTrue(broken.length === 0, `${where} breaks words across lines: ${broken.join(', ')}`);
}

const dialog = (name: string | RegExp): Target => ({ role: 'dialog', name });
/**
 * Below this page width a calendar's days are tiles whose details open in a sheet (the calendar's
 * own switch, COMPACT_CALENDAR_BELOW in packages/ui, is on the calendar's width: on a page this
 * narrow its modal is narrower still).
 */
const compactCalendarBelow = 440;
/** The full date a day sheet is titled with (weekday, day, month in the page's language). */
const dayTitle = (d: Driver) =>
  d.run<string>(`
    const day = document.querySelector('[role="dialog"] td[aria-current="date"] [data-day]').getAttribute('data-day');
    return new Intl.DateTimeFormat(document.documentElement.lang, {
      weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC',
    }).format(new Date(day + 'T00:00:00Z'));`);
const balance: Target = { testId: 'balance' };
/** The header balance as a number of hundredths (its digits only; the journeys deposit whole euros). */
const balanceCents = async (d: Driver) => {
  const text = await d.see(balance);
  const digits = text.replace(/[^\d]/g, '');
  return Number(digits);
};
const htmlAttribute = (d: Driver, name: string) =>
  d.run<string | null>('return document.documentElement.getAttribute(arguments[0]);', name);

/** The default brand's name, as its home page heading shows it. */
export const brandName = 'Curaçao Casino';

export const journeys: Journey[] = [
  {
    name: 'home and lobby as a guest: search, open a game page',
    async run({ d, shot }) {
      await d.goto('/');
      await d.see({ role: 'heading', level: 1 }, { text: brandName, timeoutMs: 30_000 });
      await noSideScroll(d, 'the home page');
      await shot('home');
      await d.goto('/casino');
      const search: Target = { role: 'searchbox', name: 'Search games and providers' };
      await d.see(search, { timeoutMs: 30_000 });
      await noSideScroll(d, 'the lobby');
      await shot('lobby');
      await d.fill(search, 'ference FRU');
      await until(
        'the address',
        () => d.url(),
        (url) => /q=ference(\+|%20)FRU/.test(url),
      );
      const card: Target = {
        role: 'link',
        name: 'Reference Fruits',
        within: { css: '[data-part="game-grid"]' },
      };
      await d.see(card);
      await noSideScroll(d, 'the lobby with search results');
      await d.click(card);
      await d.see({ role: 'heading', level: 1, name: 'Reference Fruits' });
      await d.see({ testId: 'game-rtp' }, { text: /%/ });
      await d.see({ role: 'link', name: 'Demo' });
      await noSideScroll(d, 'the game page');
    },
  },
  {
    name: 'log in through the dialog',
    async run({ d, api }) {
      const player = await api.player();
      await d.goto('/');
      await d.click({ testId: 'header-login' });
      const login = dialog('Log in');
      await d.fill({ label: 'E-mail', within: login }, player.email);
      await d.fill({ label: 'Password', within: login }, 'not-the-password');
      await d.click({ role: 'button', name: 'Log in', within: login });
      await d.see({ testId: 'login-error' }, { text: 'Wrong e-mail or password' });
      await noSideScroll(d, 'the login dialog');
      await d.fill({ label: 'Password', within: login }, player.password);
      await d.click({ role: 'button', name: 'Log in', within: login });
      await d.see(balance);
      await d.gone(login);
      await noSideScroll(d, 'the home page of a player');
    },
  },
  {
    name: 'a card deposit through to success; the balance rises',
    async run({ d, api, shot }) {
      const player = await api.player();
      await d.goto(`/deposit?at=${player.token}`);
      const form: Target = { testId: 'deposit-form' };
      await d.see(form, { timeoutMs: 30_000 });
      const before = await balanceCents(d);
      await noSideScroll(d, 'the cashier');
      await shot('cashier');
      const field = (label: string): Target => ({ label, within: { testId: 'deposit-form' } });
      await d.fill(field('Cardholder name'), 'Ann Lee');
      await d.fill(field('Card number'), '4111 1111 1111 1111');
      await d.fill(field('Expiry date (MM/YY)'), '12/39');
      await d.fill(field('CVC'), '123');
      await d.see({ testId: 'card-brand', css: '[data-brand="visa"]' });
      await noSideScroll(d, 'the filled card form');
      await noWordBroken(d, 'the card form', '[data-testid="deposit-form"]');
      await d.click({ role: 'button', name: /^Deposit /, within: { testId: 'deposit-form' } });
      await d.see(dialog('Deposit Successful'), { timeoutMs: 20_000 });
      await noSideScroll(d, 'the deposit success modal');
      await until(
        'the header balance (hundredths)',
        () => balanceCents(d),
        (cents) => cents === before + 2500,
      );
    },
  },
  {
    name: 'claim today’s rakeback',
    async run({ d, api }) {
      const player = await api.player();
      await api.patchUser(player.userId, { depositCount: 1, balance: 100 });
      await api.losingSpin(player.token, 10);
      await d.goto(`/?modal=rakeback&at=${player.token}`);
      const calendar = dialog('Rakeback calendar');
      await d.see(calendar, { timeoutMs: 30_000 });
      await noSideScroll(d, 'the rakeback calendar');
      const today: Target = { css: 'td[aria-current="date"]', within: calendar };
      const claimed = dialog('Rakeback claimed');
      if (d.width >= compactCalendarBelow) {
        await d.click({ role: 'button', name: /^Claim /, within: today });
        await d.see(claimed, { text: '(EUR)' });
        await d.see(claimed, { text: /€\d+\.\d\d/ });
        await d.click({ role: 'button', name: 'OK', within: claimed });
        await d.see(today, { text: 'Claimed' });
        return;
      }
      // A phone (issue 33): a day is a tile (date, state icon, short figure) with no Claim in it;
      // tapping today's opens its sheet, titled with the full date, where one tap claims.
      const tile: Target = { css: '[data-part="compact-day"]', within: today };
      await d.see({ role: 'img', name: 'Ready to claim', within: tile });
      await d.gone({ role: 'button', name: /^Claim /, within: calendar });
      await d.click(tile);
      const sheet = dialog(await dayTitle(d));
      await d.see(sheet, { text: /€\d+\.\d\d/ });
      await noSideScroll(d, 'the rakeback day sheet');
      await d.click({ role: 'button', name: /^Claim €\d+\.\d\d$/, within: sheet });
      await d.gone(sheet);
      await d.see(claimed, { text: '(EUR)' });
      await d.see(claimed, { text: /€\d+\.\d\d/ });
      await d.click({ role: 'button', name: 'OK', within: claimed });
      await d.see({ role: 'img', name: 'Claimed', within: tile });
    },
  },
  {
    name: 'set a daily deposit limit',
    async run({ d, api }) {
      const player = await api.player();
      await d.goto(`/profile2/limits?at=${player.token}`);
      await d.see({ role: 'heading', level: 1, name: 'Limits' }, { timeoutMs: 30_000 });
      await noSideScroll(d, 'the limits page');
      const daily: Target = { testId: 'limit-deposit-daily' };
      await d.fill({ label: 'Daily · Deposit limits', within: daily }, '20');
      await d.click({ role: 'button', name: 'Save', within: daily });
      await d.see(daily, { text: 'Current: €20.00' });
      await noSideScroll(d, 'the limits page with a limit');
    },
  },
  {
    name: 'switch the language to Arabic: right to left, amounts in Latin digits',
    async run({ d, api, shot }) {
      const player = await api.player();
      await d.goto(`/?at=${player.token}`);
      await d.see(balance, { timeoutMs: 30_000 });
      expectTrue((await htmlAttribute(d, 'dir')) === 'ltr', 'the page starts left to right');
      await d.select({ role: 'combobox', within: { testId: 'language-switcher' } }, 'ar');
      await until(
        'the address',
        () => d.url(),
        (url) => /\/ar$/.test(url),
      );
      await until(
        'the direction',
        () => htmlAttribute(d, 'dir'),
        (dir) => dir === 'rtl',
      );
      expectTrue((await htmlAttribute(d, 'lang')) === 'ar', 'the page language is ar');
      await d.see({ role: 'heading', level: 1 }, { text: /[\u0600-\u06ff]/ });
      // The balance in Latin digits, as every engine's amounts in Arabic (packages/money).
      const shown = await d.see(balance, { text: /0\.00/ });
      expectTrue(!/[\u0660-\u0669\u06f0-\u06f9]/.test(shown), `the balance in Arabic-Indic digits: ${shown}`);
      await noSideScroll(d, 'the home page in Arabic');
      await shot('home-ar');
    },
  },
  {
    name: 'an unknown address shows the 404 page; Go Home leads home',
    async run({ d }) {
      await d.goto('/no-such-page');
      await d.see({ role: 'heading', level: 1, name: 'Oops! This page is missing.' }, { timeoutMs: 30_000 });
      await noSideScroll(d, 'the 404 page');
      await d.click({ role: 'link', name: 'Go Home' });
      await until(
        'the address',
        () => d.url(),
        (url) => /:\d+\/$/.test(url),
      );
      await d.see({ role: 'heading', level: 1 }, { text: brandName });
    },
  },
];
