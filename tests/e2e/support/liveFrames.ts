// What the page's live connection receives, read from Playwright's websocket events (the app
// exposes nothing for tests): the socket.io events with the connection they came on, and which
// connections the server has accepted. A test that needs an event to arrive live waits for the
// accepted connection first: a guest's page connects only once it has settled (LiveProvider), and
// an event sent before that is not live for that page.
import type { Page, WebSocket } from '@playwright/test';

export interface LiveFrame {
  /** Which of the page's socket.io connections received it (0 = the first). */
  socket: number;
  event: string;
  payload: Record<string, unknown>;
}

/** Starts recording; call before the page navigates. */
export function watchLiveFrames(page: Page) {
  const frames: LiveFrame[] = [];
  const sockets: WebSocket[] = [];
  const accepted = new Set<WebSocket>();
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/socket.io/')) return;
    const index = sockets.push(socket) - 1;
    socket.on('framereceived', ({ payload }) => {
      const text = String(payload);
      // engine.io "4" (message) + socket.io "0" (connect): the server accepted the namespace.
      if (text.startsWith('40')) accepted.add(socket);
      // socket.io event packets: engine.io "4" + socket.io "2" (event) + JSON [name, data].
      if (!text.startsWith('42')) return;
      const [event, data] = JSON.parse(text.slice(2)) as [string, Record<string, unknown>];
      frames.push({ socket: index, event, payload: data });
    });
  });
  const open = () => sockets.filter((socket) => !socket.isClosed());
  /** Whether an open connection has been accepted (events sent from now on reach the page). */
  const connected = () => open().some((socket) => accepted.has(socket));
  /** One line of what happened, for a failing test's message: each socket's state, then the events. */
  const describe = () => {
    const states = sockets.map(
      (socket, index) =>
        `#${index} ${socket.isClosed() ? 'closed' : 'open'}${accepted.has(socket) ? ' accepted' : ''}`,
    );
    // Repeats in a row counted, not listed (tournament updates come by the dozen).
    const runs: { label: string; count: number }[] = [];
    for (const frame of frames) {
      const label = `#${frame.socket} ${frame.event}`;
      const last = runs.at(-1);
      if (last?.label === label) last.count += 1;
      else runs.push({ label, count: 1 });
    }
    const events = runs.map(({ label, count }) => (count > 1 ? `${label} ×${count}` : label));
    return `sockets: ${states.join(', ')}; events: ${events.join(', ')}`;
  };
  return { frames, sockets, open, connected, describe };
}
