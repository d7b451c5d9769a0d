// The seam between the journeys and the engines: one small interface, two implementations.
// Chromium and Gecko are driven by Playwright (Gecko over WebDriver BiDi, with the playwright-core
// pinned to the version that still speaks to Debian's firefox-esr), WebKit by WebDriver
// (selenium-webdriver against WebKitGTK's WebKitWebDriver). A journey names what a player sees —
// a role and its accessible name, a label, a test id — and never an engine's own API.
//
// Elements are found in the page by one script (inPage.ts) that every engine runs the same way,
// marks the match with a data attribute, and the engine then acts on it natively (a real click, real
// key presses), so the engine's own hit testing, focus and input handling are what is tested.
import { setTimeout as sleep } from 'node:timers/promises';
import type { BrowserContext, Page, Browser as PlaywrightBrowser } from 'playwright-core';
import { Builder, By, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { locateSource, type Query } from './inPage.ts';

export type Engine = 'chromium' | 'gecko' | 'webkit';
export type Target = Query;

export interface Driver {
  readonly engine: Engine;
  /** The page's width in CSS px (WebKitGTK's window cannot get as narrow as a phone). */
  width: number;
  /** Opens a path of the app (relative to its origin). */
  goto(path: string): Promise<void>;
  /** The page's address. */
  url(): Promise<string>;
  /** Runs a function body in the page (`arguments` are `args`) and returns its JSON result. */
  run<T>(body: string, ...args: unknown[]): Promise<T>;
  /** Waits until the target is visible (and contains `text`, when given); returns its text. */
  see(target: Target, options?: { text?: string | RegExp; timeoutMs?: number }): Promise<string>;
  /** Waits until the target is gone or hidden. */
  gone(target: Target, options?: { timeoutMs?: number }): Promise<void>;
  click(target: Target): Promise<void>;
  /** Replaces the value of a text field with `value`, by key presses. */
  fill(target: Target, value: string): Promise<void>;
  /** Picks the option with this value in a select element. */
  select(target: Target, value: string): Promise<void>;
  screenshot(file: string): Promise<void>;
  /** Errors the console reported since the last call, or null where the engine gives no access. */
  takeConsoleErrors(): Promise<string[] | null>;
  /** Forgets the player: storage and cookies of the app's origin. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

const defaultTimeoutMs = 15_000;
/** One attempt of an action; a failed one is retried on a fresh find until defaultTimeoutMs. */
const attemptMs = 3_000;

const describe = (target: Target): string => JSON.stringify(serialise(target));

/** JSON-safe form of a query (regular expressions become { source, flags }). */
function serialise(value: unknown): unknown {
  if (value instanceof RegExp) return { regexp: value.source, flags: value.flags };
  if (Array.isArray(value)) return value.map(serialise);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, serialise(inner)]));
  return value;
}

interface Found {
  mark: string | null;
  text: string;
  /** The running app's element, not the prerendered markup it replaces on start. */
  live: boolean;
}

/** What both implementations share: finding, waiting and the order of operations. */
abstract class BaseDriver implements Driver {
  abstract readonly engine: Engine;
  private marks = 0;
  constructor(
    protected readonly origin: string,
    public width: number,
  ) {}

  abstract goto(path: string): Promise<void>;
  abstract url(): Promise<string>;
  abstract run<T>(body: string, ...args: unknown[]): Promise<T>;
  abstract screenshot(file: string): Promise<void>;
  abstract takeConsoleErrors(): Promise<string[] | null>;
  abstract close(): Promise<void>;
  protected abstract clickMarked(css: string): Promise<void>;
  protected abstract fillMarked(css: string, value: string): Promise<void>;
  protected abstract selectMarked(css: string, value: string): Promise<void>;
  protected abstract clearSession(): Promise<void>;

  private find(target: Target, text?: string | RegExp): Promise<Found> {
    this.marks += 1;
    const query = { ...target, ...(text === undefined ? {} : { hasText: text }) };
    return this.run<Found>(
      `return (${locateSource})(arguments[0], arguments[1]);`,
      serialise(query),
      String(this.marks),
    );
  }

  async see(
    target: Target,
    { text, timeoutMs = defaultTimeoutMs }: { text?: string | RegExp; timeoutMs?: number } = {},
  ) {
    const deadline = Date.now() + timeoutMs;
    let last: Found = { mark: null, text: '', live: false };
    for (;;) {
      last = await this.find(target, text);
      if (last.mark) return last.text;
      if (Date.now() > deadline) break;
      await sleep(150);
    }
    const found = text === undefined ? null : await this.find(target);
    throw new Error(
      `not visible after ${timeoutMs} ms: ${describe(target)}${
        text === undefined
          ? ''
          : ` with text ${String(text)} (${found?.mark ? `it reads "${found.text.slice(0, 200)}"` : 'and the element itself is not there'})`
      }`,
    );
  }

  async gone(target: Target, { timeoutMs = defaultTimeoutMs }: { timeoutMs?: number } = {}) {
    const deadline = Date.now() + timeoutMs;
    while ((await this.find(target)).mark) {
      if (Date.now() > deadline) throw new Error(`still visible after ${timeoutMs} ms: ${describe(target)}`);
      await sleep(150);
    }
  }

  /** The target's selector once it is visible and the running app's (a player waits for that too). */
  private async marked(target: Target): Promise<string> {
    await this.see(target);
    const deadline = Date.now() + defaultTimeoutMs;
    for (;;) {
      const { mark, live } = await this.find(target);
      if (mark && live) return `[data-engine-mark="${mark}"]`;
      if (Date.now() > deadline)
        throw new Error(
          mark
            ? `still the prerendered page's, not the app's, after ${defaultTimeoutMs} ms: ${describe(target)}`
            : `went away before it could be used: ${describe(target)}`,
        );
      await sleep(150);
    }
  }

  /**
   * Finds the target and acts on it; when the element was replaced in between (a hydration, a
   * re-render), or the engine refused the action for now (covered, still moving), finds it again.
   */
  private async act(target: Target, action: (css: string) => Promise<void>) {
    const deadline = Date.now() + defaultTimeoutMs;
    for (;;) {
      const css = await this.marked(target);
      try {
        await action(css);
        return;
      } catch (error) {
        if (Date.now() > deadline) throw new Error(`${describe(target)}: ${(error as Error).message}`);
        await sleep(250);
      }
    }
  }

  click(target: Target) {
    return this.act(target, (css) => this.clickMarked(css));
  }
  fill(target: Target, value: string) {
    return this.act(target, (css) => this.fillMarked(css, value));
  }
  select(target: Target, value: string) {
    return this.act(target, (css) => this.selectMarked(css, value));
  }

  async reset() {
    // A static file of the app's origin, not a page of the app: no app boots (and loads a player's
    // chunks) on the way, and the previous page's aborted loads are dropped with its errors below.
    await this.goto('/splash.css');
    await this.run('localStorage.clear(); sessionStorage.clear(); return null;');
    await this.clearSession();
  }
}

// --- Playwright (Chromium, Gecko) ----------------------------------------------------------------

class PlaywrightDriver extends BaseDriver {
  private errors: string[] = [];
  private pending: Promise<void>[] = [];
  constructor(
    readonly engine: Engine,
    origin: string,
    private readonly context: BrowserContext,
    private readonly page: Page,
    width: number,
  ) {
    super(origin, width);
    page.on('console', (message) => {
      // The browser's own line for an HTTP error status (a refused login's 401) is not the app's
      // error: what the player sees of it is what the journeys check.
      if (message.type() !== 'error' || /^Failed to load resource/.test(message.text())) return;
      // An Error argument's name, message and stack say more than the console line's text.
      this.pending.push(
        Promise.all(
          message.args().map((arg) =>
            arg
              .evaluate((value) => {
                if (value === null || typeof value !== 'object') return String(value);
                const error = value as {
                  constructor?: { name?: string };
                  message?: unknown;
                  stack?: unknown;
                };
                return `${error.constructor?.name ?? 'object'}: ${String(error.message ?? '')}\n${String(error.stack ?? '')}`;
              })
              .catch(() => ''),
          ),
        ).then((parts) => {
          this.errors.push(parts.filter(Boolean).join(' ') || message.text());
        }),
      );
    });
    page.on('pageerror', (error) => this.errors.push(`uncaught: ${error.message}`));
  }
  async goto(path: string) {
    await this.page.goto(new URL(path, this.origin).href, { timeout: 30_000 });
  }
  async url() {
    return this.page.url();
  }
  async run<T>(body: string, ...args: unknown[]) {
    // An expression, not a function object: the journeys' code is never serialised from Node.
    return (await this.page.evaluate(`(function () { ${body} }).apply(null, ${JSON.stringify(args)})`)) as T;
  }
  protected async clickMarked(css: string) {
    await this.page.locator(css).click({ timeout: attemptMs });
  }
  protected async fillMarked(css: string, value: string) {
    const field = this.page.locator(css);
    await field.click({ timeout: attemptMs });
    await field.press('ControlOrMeta+a', { timeout: attemptMs });
    await field.pressSequentially(value, { timeout: attemptMs });
  }
  protected async selectMarked(css: string, value: string) {
    await this.page.locator(css).selectOption(value, { timeout: attemptMs });
  }
  async screenshot(file: string) {
    await this.page.screenshot({ path: file, fullPage: false });
  }
  async takeConsoleErrors() {
    await Promise.all(this.pending);
    this.pending = [];
    const errors = this.errors;
    this.errors = [];
    return errors;
  }
  protected async clearSession() {
    await this.context.clearCookies();
    await Promise.all(this.pending);
    this.pending = [];
    this.errors = [];
  }
  async close() {
    await this.context.close();
  }
}

/** A page of its own (a fresh context) in a running Playwright browser, at this window width. */
export async function playwrightDriver(
  engine: 'chromium' | 'gecko',
  browser: PlaywrightBrowser,
  origin: string,
  width: number,
): Promise<Driver> {
  const context = await browser.newContext({
    viewport: { width, height: 800 },
    locale: 'en-GB',
    timezoneId: 'UTC',
  });
  const page = await context.newPage();
  return new PlaywrightDriver(engine, origin, context, page, width);
}

// --- WebDriver (WebKit) ----------------------------------------------------------------------------

/** WebKitGTK's MiniBrowser, the browser WebKitWebDriver drives on Debian. */
export const miniBrowser = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * The narrowest window WebKitGTK's MiniBrowser keeps (its toolbar's minimum is about 447 px), with
 * room. A narrower page runs in a same-origin frame of exactly its width inside such a window: in
 * a frame the viewport is the frame, so media queries, `innerWidth` and sideways scroll are the
 * phone's (the app allows framing by its own origin: `frame-ancestors 'self'`).
 */
const minimumWebkitWidth = 480;
const pageHeight = 800;
const frameId = 'engines-phone-frame';
/** What a framed page's script returns when it ran on the host page instead (see run). */
const onHostPage = 'engines: on the host page, not in the frame';

/** Bounds a WebDriver call: without a display a session hangs without an error. */
function bounded<T>(what: string, promise: Promise<T>, ms = 30_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    Promise.resolve(promise).finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`WebDriver: ${what} took over ${ms} ms`)), ms);
    }),
  ]);
}

class WebDriverDriver extends BaseDriver {
  readonly engine = 'webkit' as const;
  /** The host page's frame the app runs in, at phone widths (see minimumWebkitWidth). */
  private frame: WebElement | undefined;
  constructor(
    origin: string,
    private readonly driver: WebDriver,
    width: number,
    private readonly framed: boolean,
  ) {
    super(origin, width);
  }
  async goto(path: string) {
    const href = new URL(path, this.origin).href;
    if (!this.framed) {
      await bounded(`get ${path}`, this.driver.get(href));
      return;
    }
    await bounded('to the host page', this.driver.switchTo().defaultContent());
    if (!this.frame) {
      // The host: a static file of the app's origin with its body replaced by the frame.
      await bounded('get the host page', this.driver.get(new URL('/robots.txt', this.origin).href));
      await bounded(
        'make the frame',
        this.driver.executeScript(
          `const frame = document.createElement('iframe');
           frame.id = arguments[0];
           frame.style.cssText = 'border:0;display:block;width:' + arguments[1] + 'px;height:' + arguments[2] + 'px';
           document.documentElement.style.cssText = 'margin:0;overflow:hidden';
           document.body.style.margin = '0';
           document.body.replaceChildren(frame);`,
          frameId,
          this.width,
          pageHeight,
        ),
      );
      this.frame = await bounded('find the frame', this.driver.findElement(By.id(frameId)));
    }
    // As driver.get does for a window: navigate, then wait for the document's load event.
    await bounded(
      `load ${path} in the frame`,
      this.driver.executeAsyncScript(
        `const [id, href, done] = arguments;
         const frame = document.getElementById(id);
         frame.addEventListener('load', () => done(null), { once: true });
         frame.src = href;`,
        frameId,
        href,
      ),
    );
    await bounded('into the frame', this.driver.switchTo().frame(this.frame));
  }
  async url() {
    // WebDriver's current URL is the top page's: a framed page's is its own document's.
    if (this.frame) return this.run<string>('return location.href;');
    return bounded('url', this.driver.getCurrentUrl());
  }
  async run<T>(body: string, ...args: unknown[]) {
    if (!this.frame) return (await bounded('script', this.driver.executeScript(body, ...args))) as T;
    // WebKitWebDriver goes back to the top page when the frame navigates itself (a language
    // switch reloads the app): a script that finds itself on the host page re-enters the frame.
    const script = `if (window.frameElement === null) return ${JSON.stringify(onHostPage)};\n${body}`;
    let result = await bounded('script', this.driver.executeScript(script, ...args));
    if (result === onHostPage) {
      await bounded('into the frame', this.driver.switchTo().frame(this.frame));
      result = await bounded('script', this.driver.executeScript(script, ...args));
    }
    return result as T;
  }
  private element(css: string) {
    return bounded(`find ${css}`, this.driver.findElement(By.css(css)));
  }
  protected async clickMarked(css: string) {
    // WebKit does not scroll an element into view for a WebDriver click in every layout.
    await this.run(
      `document.querySelector(arguments[0]).scrollIntoView({ block: 'center' }); return null;`,
      css,
    );
    await bounded(`click ${css}`, (await this.element(css)).click());
  }
  protected async fillMarked(css: string, value: string) {
    const field = await this.element(css);
    await bounded(`click ${css}`, field.click());
    // Select what is there and type over it, as a player would (clear() bypasses React's events).
    const current = String(await this.run(`return document.querySelector(arguments[0]).value;`, css));
    await bounded(
      `type into ${css}`,
      field.sendKeys(Key.END, ...Array(current.length).fill(Key.BACK_SPACE), value),
    );
  }
  protected async selectMarked(css: string, value: string) {
    const option = await this.element(`${css} option[value="${value}"]`);
    await bounded(`select ${value}`, option.click());
  }
  async screenshot(file: string) {
    const { writeFile } = await import('node:fs/promises');
    const frame = this.frame;
    if (!frame) {
      await writeFile(file, await bounded('screenshot', this.driver.takeScreenshot()), 'base64');
      return;
    }
    // The phone's page only: the frame, not the window around it.
    await bounded('to the host page', this.driver.switchTo().defaultContent());
    try {
      await writeFile(file, await bounded('screenshot', frame.takeScreenshot()), 'base64');
    } finally {
      await bounded('into the frame', this.driver.switchTo().frame(frame));
    }
  }
  async takeConsoleErrors() {
    // WebKitWebDriver offers no log endpoint and refuses BiDi.
    return null;
  }
  protected async clearSession() {
    await bounded('cookies', this.driver.manage().deleteAllCookies());
  }
  async close() {
    await bounded('quit', this.driver.quit(), 10_000).catch(() => undefined);
  }
}

/**
 * A WebKit session through a running WebKitWebDriver, its page `width` px wide: the window's own
 * viewport from minimumWebkitWidth up, a frame of that width in a wider window below it.
 */
export async function webkitDriver(
  serverUrl: string,
  origin: string,
  width: number,
  sessionTimeoutMs = 60_000,
): Promise<Driver> {
  const driver = await bounded(
    'new session',
    new Builder()
      .usingServer(serverUrl)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
      })
      .build(),
    sessionTimeoutMs,
  );
  await bounded('timeouts', driver.manage().setTimeouts({ pageLoad: 30_000, script: 30_000 }));
  const framed = width < minimumWebkitWidth;
  const windowWidth = framed ? minimumWebkitWidth : width;
  const viewport = () =>
    bounded(
      'viewport',
      driver.executeScript<{ width: number; height: number }>(
        'return { width: window.innerWidth, height: window.innerHeight };',
      ),
    );
  // The window's frame and toolbar take room: size the window until the page gets the width. A
  // resize lands a moment after WebDriver answers: the viewport is read until it settles.
  const settled = async (previous: { width: number; height: number }) => {
    let last = await viewport();
    for (let waited = 0; waited < 2_000; waited += 100) {
      await sleep(100);
      const now = await viewport();
      if (now.width === last.width && now.height === last.height && now.width !== previous.width) return now;
      last = now;
    }
    return last;
  };
  let inner = { width: 0, height: 0 };
  try {
    await bounded('get /robots.txt', driver.get(new URL('/robots.txt', origin).href));
    inner = await viewport();
    let rect = { width: windowWidth, height: pageHeight + 38 };
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await bounded('resize', driver.manage().window().setRect(rect)).catch((error: Error) => {
        throw new Error(`resize to ${JSON.stringify(rect)}: ${error.message}`);
      });
      inner = await settled(inner);
      if (inner.width === windowWidth && inner.height === pageHeight)
        return new WebDriverDriver(origin, driver, width, framed);
      rect = {
        width: Math.max(windowWidth, rect.width + (windowWidth - inner.width)),
        height: Math.max(pageHeight, rect.height + (pageHeight - inner.height)),
      };
    }
  } catch (error) {
    // WebKitWebDriver holds one session: a failed one must not keep the next from starting.
    await bounded('quit', driver.quit(), 10_000).catch(() => undefined);
    throw error;
  }
  await bounded('quit', driver.quit(), 10_000).catch(() => undefined);
  throw new Error(
    `WebKit's window gives the page ${inner.width} × ${inner.height} px, not ${windowWidth} × ${pageHeight}`,
  );
}
