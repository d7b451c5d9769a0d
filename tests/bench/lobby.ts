// The lobby on a slow phone (issue 13): Chromium with 4× CPU throttling at 375 px, the whole
// 3,000-game "all games" grid (/casino?sort=az: every game, paged in as the player scrolls).
// Prints the scroll's frames per second and share of frames over 16.7 ms (goals ≥ 55 fps, ≤ 5 %),
// the most DOM nodes seen at any scroll position (goal ≤ 2,000) and the time from a keystroke in
// search to the painted results, p95 over 20 keystrokes (goal ≤ 100 ms), typed in rounds of 20
// (BENCH_KEY_ROUNDS, 3 by default) and read as the median round. Needs a built app.
// A benchmark that prints, not a test.
//
//   pnpm bench:lobby        (BENCH_API_PORT / BENCH_APP_PORT to move the servers; BRAND to pick one;
//                            BENCH_SCROLL_SECONDS to cut the scroll short, 180 by default)
import { chromium } from '@playwright/test';
import { brandIds, brandOriginFor } from './brands.ts';
import { startServers, warmGameThumbnails } from './servers.ts';

const brand = process.env.BRAND ?? (brandIds[0] as string);
// The scroll stops at the bottom or after this long (a shorter one to work on the keystroke part).
const scrollSeconds = Number(process.env.BENCH_SCROLL_SECONDS ?? 180);
const servers = await startServers({ apiPort: 4392, appPort: 5392 });
// Every thumbnail drawn before measuring: otherwise the back end draws the ones the scroll reaches
// (sharp, on the same two cores as the throttled browser) and is still drawing them while the
// keystrokes are timed. In production the images are ready-made files on a CDN.
const warmStarted = Date.now();
const thumbnails = await warmGameThumbnails(servers.apiUrl);
const warmSeconds = (Date.now() - warmStarted) / 1000;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
});

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

try {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  // tsx (esbuild, keepNames) wraps the named functions inside page.evaluate callbacks in a
  // `__name(...)` helper that exists only in Node: give the page a no-op one.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const origin = brandOriginFor(brand, servers.appPort);
  await page.goto(`${origin}/casino?sort=az`, { waitUntil: 'networkidle' });
  await page
    .getByTestId('lobby-result-count')
    .filter({ hasText: /3,?0\d\d games/ })
    .waitFor({ timeout: 60_000 });

  // Scroll to the bottom as a thumb would (a steady 1,600 px/s), loading pages on the way; every
  // animation frame's length and the DOM size are recorded in the page.
  const scroll = await page.evaluate(async (maxSeconds) => {
    const frames: number[] = [];
    let maxNodes = 0;
    let last = performance.now();
    const started = last;
    const total = Number(
      (document.querySelector('[data-testid="lobby-result-count"]')?.textContent ?? '').replace(/\D/g, ''),
    );
    await new Promise<void>((done) => {
      let stillAtBottom = 0;
      const step = (now: number) => {
        frames.push(now - last);
        const dt = now - last;
        last = now;
        if (frames.length % 10 === 0)
          maxNodes = Math.max(maxNodes, document.getElementsByTagName('*').length);
        window.scrollBy(0, (1600 * dt) / 1000);
        const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
        const loaded = document.querySelectorAll('[data-part="game-card"]').length;
        stillAtBottom = atBottom ? stillAtBottom + 1 : 0;
        // Done at the bottom once it stops growing (every page loaded), or after 3 minutes.
        if ((stillAtBottom > 120 && loaded > 0) || now - started > maxSeconds * 1000) done();
        else requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    });
    maxNodes = Math.max(maxNodes, document.getElementsByTagName('*').length);
    const lastCard = document.querySelectorAll('[data-part="game-card"]');
    return {
      frames: frames.slice(1),
      maxNodes,
      seconds: (performance.now() - started) / 1000,
      total,
      lastTitle: lastCard[lastCard.length - 1]?.textContent ?? '',
    };
  }, scrollSeconds);
  const frameTime = scroll.frames.reduce((sum, f) => sum + f, 0) / scroll.frames.length;
  const over = (ms: number) => scroll.frames.filter((f) => f > ms).length / scroll.frames.length;
  // A frame that missed the display's refresh. The animation-frame clock of headless Chromium
  // ticks at 16.7 ms with a jitter of about a millisecond either way (the histogram below: no frame
  // between 18 and 25 ms), so a frame counts as long above 18 ms; the share over exactly 16.7 ms
  // is printed as well.
  const longFrameMs = 18;
  // Printed now, so a failure in the keystroke part still leaves the scroll's numbers.
  console.log(
    `Lobby benchmark: ${brand}, 375 px, Chromium with 4× CPU throttling (a shared, loaded machine); ${thumbnails} thumbnails drawn by the back end beforehand in ${warmSeconds.toFixed(1)} s`,
  );
  console.log(
    `scroll ${scroll.total} games in ${scroll.seconds.toFixed(1)} s: ${(1000 / frameTime).toFixed(1)} fps, ${(over(longFrameMs) * 100).toFixed(1)} % long frames (over ${longFrameMs} ms; ${(over(16.7) * 100).toFixed(1)} % over 16.7 ms) of ${scroll.frames.length}; last card: ${scroll.lastTitle.slice(0, 40)}`,
  );
  // Where the long frames fall: a frame just over 16.7 ms is the display's own jitter, one of 33 ms
  // or more is a frame the page dropped.
  const buckets = [16.7, 18, 20, 25, 33.4, Number.POSITIVE_INFINITY];
  const histogram = buckets.map((upper, index) => {
    const lower = index === 0 ? 0 : (buckets[index - 1] as number);
    const n = scroll.frames.filter((f) => f > lower && f <= upper).length;
    return `${index === 0 ? '≤' : `${lower}–`}${Number.isFinite(upper) ? upper : '∞'} ms: ${n}`;
  });
  console.log(`frame times: ${histogram.join(', ')}; longest ${Math.max(...scroll.frames).toFixed(1)} ms`);
  console.log(`max DOM nodes while scrolling: ${scroll.maxNodes}`);

  // Keystroke → painted results: each key changes the search; the time runs from the key event
  // to the end of the frame that paints the new result count, measured by a task posted from that
  // frame's animation callback (it runs once the frame's style, layout and paint are done). The
  // start of that frame (the animation callback itself, this bench's measure until session 15) is
  // printed as well.
  // The 20 keystrokes are typed in rounds, each on a fresh load of the lobby: one round's p95 is its
  // second slowest key, so one hiccup of this shared machine moves it by 30 ms or more (p95 over 20
  // keystrokes came out 78-129 ms in seven runs of the same build). Every round is printed, and the
  // median of the rounds' p95 is the number to read against the goal.
  const keyRounds = Number(process.env.BENCH_KEY_ROUNDS ?? 3);
  const roundP95s: number[] = [];
  let missedInAll = 0;
  for (let round = 1; round <= keyRounds; round++) {
    await page.goto(`${origin}/casino`, { waitUntil: 'networkidle' });
    const box = page.getByRole('searchbox');
    // Tapped, as on a phone: a mouse click leaves a pointer over the page, and Chromium then hit-tests
    // it after every layout to update hover (2.9 ms of a word's first key at 4× in traces).
    await box.tap();
    const timings: number[] = [];
    const frameStarts: number[] = [];
    const byKey: string[] = [];
    // Searches whose results did not paint within 5 s (reported, so the numbers are not flattered).
    const missed: string[] = [];
    const words = ['fruit', 'gold', 'star', 'mega', 'lightning'];
    for (const word of words) {
      // Each word starts from an empty box (not measured).
      await box.fill('');
      await page.getByRole('heading', { name: /Slots/ }).first().waitFor();
      for (let n = 1; n <= 4 && timings.length + missed.length < 20; n++) {
        const expected = word.slice(0, n);
        await page.evaluate((search) => {
          const w = window as unknown as {
            __keyAt?: number;
            __paintedAt?: Promise<{ frame: number; painted: number }>;
          };
          const input = document.querySelector('input[type="search"]') as HTMLInputElement;
          input.addEventListener('keydown', () => (w.__keyAt = performance.now()), { once: true });
          w.__paintedAt = new Promise((resolve) => {
            const shown = () =>
              document.querySelector(`[data-testid="lobby-result-count"][data-search="${search}"]`) !== null;
            const observer = new MutationObserver(() => {
              if (!shown()) return;
              observer.disconnect();
              requestAnimationFrame(() => {
                const frame = performance.now();
                const afterPaint = new MessageChannel();
                afterPaint.port1.onmessage = () => resolve({ frame, painted: performance.now() });
                afterPaint.port2.postMessage(null);
              });
            });
            observer.observe(document.body, {
              subtree: true,
              childList: true,
              attributes: true,
              characterData: true,
            });
          });
        }, expected);
        await page.keyboard.press(expected.slice(-1));
        const times = await page.evaluate(async () => {
          const w = window as unknown as {
            __keyAt?: number;
            __paintedAt?: Promise<{ frame: number; painted: number }>;
          };
          const at = await Promise.race([
            w.__paintedAt ?? Promise.resolve(null),
            new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000)),
          ]);
          const keyAt = w.__keyAt ?? 0;
          return at && { frame: at.frame - keyAt, painted: at.painted - keyAt };
        });
        if (!times) missed.push(expected);
        else {
          timings.push(times.painted);
          frameStarts.push(times.frame);
        }
        byKey.push(`${expected} ${times ? times.painted.toFixed(0) : '-'}`);
      }
    }

    console.log(
      `round ${round}: keystroke → painted results over ${timings.length} keystrokes: p50 ${percentile(timings, 50).toFixed(0)} ms, p95 ${percentile(timings, 95).toFixed(0)} ms, max ${Math.max(...timings).toFixed(0)} ms; not painted within 5 s: ${missed.length ? missed.join(', ') : 'none'}`,
    );
    console.log(
      `  to the start of that frame (its animation callback): p50 ${percentile(frameStarts, 50).toFixed(0)} ms, p95 ${percentile(frameStarts, 95).toFixed(0)} ms`,
    );
    console.log(`  each keystroke, painted (ms): ${byKey.join(', ')}`);
    missedInAll += missed.length;
    roundP95s.push(percentile(timings, 95));
  }
  const medianP95 = [...roundP95s].sort((a, b) => a - b)[Math.floor((roundP95s.length - 1) / 2)] as number;
  console.log(
    `keystroke → painted results, p95 over 20 keystrokes: median ${medianP95.toFixed(0)} ms of ${keyRounds} rounds (${roundP95s.map((p) => p.toFixed(0)).join(', ')} ms); not painted within 5 s: ${missedInAll}`,
  );
  await context.close();
} finally {
  await browser.close();
  await servers.stop();
}
