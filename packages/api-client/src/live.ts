// The live connection to the casino back end (spec 7 "Socket"): one socket.io connection per page,
// websocket first then polling. It connects as a guest (public events: bets, chat, tournaments)
// and, with a token, as that player (wallet and session events too). A new token means a new
// identity: the old connection is closed before the new one opens, so there is never a second
// socket and never an event of the previous identity after the switch. socket.io-client is loaded
// on the first `start()`, never at import, so a page that has not started the client (or a first
// paint) does not pay for it.
//
// socket.io delivers at most once: events sent while no connection was up are lost. After every
// connection that did not recover the previous session (`socket.recovered === false`, which
// includes the first one), subscribers of `resync` hear about it and re-read what they show over
// HTTP.
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import {
  type ClientToServerEvents,
  type LiveEventMap,
  type ServerToClientEvents,
  unauthorizedSocketError,
} from './liveEvents.ts';

/** What the client itself tells subscribers, next to the server's events. */
export interface LiveSignals {
  /**
   * A connection came up without recovering missed events: re-read over HTTP. `connected` is the
   * first connection of this identity (guest or player), `reconnected` any later one.
   */
  resync: { reason: 'connected' | 'reconnected'; asPlayer: boolean };
  /** The connection came up or went down. */
  connection: { connected: boolean; asPlayer: boolean };
  /** The server refused the token (expired or revoked session): the app should check its session. */
  unauthorized: { token: string };
}

/** Everything `subscribe` accepts, with its payload. */
export type LiveSubscriptions = LiveEventMap & LiveSignals;
export type LiveSubscriptionName = keyof LiveSubscriptions;
export type LiveHandler<E extends LiveSubscriptionName> = (payload: LiveSubscriptions[E]) => void;

export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
/** socket.io-client's `io` (tests pass their own to count or fake connections). */
export type IoFactory = (url: string, options: Partial<ManagerOptions & SocketOptions>) => LiveSocket;

export interface LiveClientOptions {
  /** socket.io endpoint (the casino back end). */
  url: string;
  /** The player's access token; none or null connects as a guest. */
  token?: string | null;
  /** Loads socket.io-client (a dynamic import by default, so it stays out of the first chunk). */
  loadIo?: () => Promise<IoFactory>;
  /** Backoff of the retries socket.io does not do itself (server closed the connection or refused it). */
  minReconnectDelayMs?: number;
  maxReconnectDelayMs?: number;
  /** A subscriber threw, or socket.io-client failed to load. Default: console.error. */
  onError?: (error: unknown) => void;
}

export interface LiveClient {
  /** Loads socket.io-client and connects with the current identity; later calls do nothing. */
  start(): void;
  /** Switches identity (a token = that player, null = guest) without a page reload; same token: nothing. */
  setToken(token: string | null | undefined): void;
  /** Calls `handler` for each `event` until the returned function is called. */
  subscribe<E extends LiveSubscriptionName>(event: E, handler: LiveHandler<E>): () => void;
  readonly connected: boolean;
  /** Whether the connection is a player's (a token's), not a guest's; with `connected`, a player's is up. */
  readonly asPlayer: boolean;
  /** Closes the connection for good (the provider unmounted). */
  close(): void;
}

const defaultLoadIo = async (): Promise<IoFactory> => (await import('socket.io-client')).io as IoFactory;

export function createLiveClient(options: LiveClientOptions): LiveClient {
  const {
    url,
    loadIo = defaultLoadIo,
    minReconnectDelayMs = 1_000,
    maxReconnectDelayMs = 10_000,
    onError = (error: unknown) => console.error(error),
  } = options;
  let token = options.token || null;
  let io: IoFactory | undefined;
  let socket: LiveSocket | undefined;
  let socketAsPlayer = false;
  let started = false;
  let closed = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const handlers = new Map<string, Set<(payload: never) => void>>();

  const emit = <E extends LiveSubscriptionName>(event: E, payload: LiveSubscriptions[E]) => {
    const set = handlers.get(event);
    if (!set) return;
    // A copy: a handler may unsubscribe (itself or another) while this runs.
    for (const handler of [...set]) {
      try {
        (handler as LiveHandler<E>)(payload);
      } catch (error) {
        onError(error);
      }
    }
  };

  const open = (factory: IoFactory) => {
    const asPlayer = token !== null;
    const identityToken = token;
    // forceNew: a Manager of its own, closed with this socket, so nothing of the previous identity
    // (rooms, a recovery id) can carry over to the next.
    const current = factory(url, {
      auth: identityToken ? { token: identityToken } : {},
      transports: ['websocket', 'polling'],
      forceNew: true,
      reconnection: true,
      reconnectionDelay: minReconnectDelayMs,
      reconnectionDelayMax: maxReconnectDelayMs,
    });
    socket = current;
    socketAsPlayer = asPlayer;
    let attempt = 0;
    let connectedBefore = false;
    const retry = (delay = Math.min(maxReconnectDelayMs, minReconnectDelayMs * 2 ** attempt)) => {
      clearTimeout(retryTimer);
      attempt += 1;
      retryTimer = setTimeout(() => {
        if (socket === current) current.connect();
      }, delay);
    };
    current.onAny((event: string, payload: unknown) => {
      if (socket === current) emit(event as keyof LiveEventMap, payload as never);
    });
    current.on('connect', () => {
      attempt = 0;
      emit('connection', { connected: true, asPlayer });
      if (!current.recovered)
        emit('resync', { reason: connectedBefore ? 'reconnected' : 'connected', asPlayer });
      connectedBefore = true;
    });
    current.on('disconnect', (reason) => {
      emit('connection', { connected: false, asPlayer });
      // socket.io reconnects by itself after network trouble, not after the server closed the
      // connection (a dropped session, a restart): that retry is ours.
      if (reason === 'io server disconnect') retry();
    });
    current.on('connect_error', (error) => {
      // Still active: socket.io's own reconnection is on it.
      if (current.active) return;
      if (error.message === unauthorizedSocketError && identityToken) {
        emit('unauthorized', { token: identityToken });
        // The app normally switches identity at once; if it keeps the token, try again slowly.
        retry(maxReconnectDelayMs);
      } else retry();
    });
  };

  const teardown = () => {
    clearTimeout(retryTimer);
    const previous = socket;
    socket = undefined;
    if (!previous) return;
    const wasConnected = previous.connected;
    previous.offAny();
    previous.removeAllListeners();
    previous.disconnect();
    if (wasConnected) emit('connection', { connected: false, asPlayer: socketAsPlayer });
  };

  return {
    start() {
      if (started || closed) return;
      started = true;
      loadIo().then(
        (factory) => {
          if (closed) return;
          io = factory;
          open(factory);
        },
        (error: unknown) => {
          started = false;
          onError(error);
        },
      );
    },
    setToken(next) {
      const normalised = next || null;
      if (normalised === token) return;
      token = normalised;
      // Not loaded yet: the first connection will use the new token.
      if (!io || closed) return;
      teardown();
      open(io);
    },
    subscribe(event, handler) {
      let set = handlers.get(event);
      if (!set) {
        set = new Set();
        handlers.set(event, set);
      }
      // One entry per subscription: the same function subscribed twice needs two unsubscribes.
      const entry: (payload: never) => void = (payload) => handler(payload);
      set.add(entry);
      return () => {
        handlers.get(event)?.delete(entry);
      };
    },
    get connected() {
      return socket?.connected ?? false;
    },
    get asPlayer() {
      return socket !== undefined && socketAsPlayer;
    },
    close() {
      closed = true;
      teardown();
      handlers.clear();
    },
  };
}
