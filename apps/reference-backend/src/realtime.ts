import type { Server as HttpServer } from 'node:http';
import {
  type ClientToServerEvents,
  type PlayerLiveEventName,
  type PublicLiveEventName,
  type ServerToClientEvents,
  type TableLiveEvents,
  unauthorizedSocketError,
} from '@casino/api-client/live-events';
import { Server } from 'socket.io';
import { type SessionEnd, sessionForToken, sessionState } from './auth.ts';
import { clientAddress, trustFunction } from './client-address.ts';
import type { Ctx } from './context.ts';

const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)(:\d+)?$/i;

const tableTickMs = 1_000;
const tableRoom = (tableId: number) => `table:${tableId}`;

/** What the auth middleware leaves on a socket: nothing for a guest. */
interface SocketData {
  /** The client's address by TRUST_PROXY (the HTTP server's rule), counted while the socket is open. */
  address?: string;
  userId?: number;
  tokenHash?: string;
}

/** The `logout` event's reason (the front end's termination reasons) for a session that ended by time. */
const LOGOUT_REASON: Record<SessionEnd, string> = {
  USER_INITIATED: 'SECURITY_LOGOUT',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  USER_INACTIVITY_TIMEOUT: 'USER_INACTIVITY_TIMEOUT',
  SESSION_TIME_LIMIT: 'SESSION_TIME_LIMIT',
};

/**
 * socket.io on the casino host, typed with the event map the browser's live client shares. A
 * socket without a token is a guest: it gets the public events (bet, chatMessage,
 * tournamentUpdate, sent to every socket) and nothing else. A socket with a token (handshake
 * auth.token, the Authorization header, or ?token=) must present a live session, else it is
 * refused; it joins the rooms of its player and its session, where the player events (debit,
 * credit, failedDeposit, logout) go.
 */
export function attachRealtime(
  ctx: Ctx,
  server: HttpServer,
): Server<ClientToServerEvents, ServerToClientEvents, Record<never, never>, SocketData> {
  const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<never, never>, SocketData>(
    server,
    {
      transports: ['websocket', 'polling'],
      cors: {
        origin: (origin, cb) =>
          cb(null, !origin || LOOPBACK_ORIGIN.test(origin) || ctx.config.corsOrigins.includes(origin)),
        credentials: true,
      },
    },
  );
  io.use(async (socket, next) => {
    if (ctx.realtime.refuseConnections) return next(new Error('Injected fault: sockets dropped'));
    const auth = socket.handshake.auth as { token?: unknown };
    const header = socket.handshake.headers.authorization;
    const fromHeader = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
    const q = socket.handshake.query.token;
    const token =
      typeof auth.token === 'string'
        ? auth.token.replace(/^Bearer\s+/i, '')
        : (fromHeader ?? (typeof q === 'string' ? q : undefined));
    // No token at all: a guest. A token that names no live session is refused, so a player whose
    // session ended learns it instead of silently becoming a guest.
    if (!token) return next();
    try {
      const session = await sessionForToken(ctx, token);
      if (!session) return next(new Error(unauthorizedSocketError));
      socket.data.userId = session.user.id;
      socket.data.tokenHash = session.tokenHash;
      next();
    } catch (error) {
      next(error as Error);
    }
  });
  // Open sockets per client address: one address cannot hold the server's connections (each costs
  // memory and a share of every broadcast). Keyed by the real client, so players behind one proxy
  // are not one address, and a client cannot spread itself over forged X-Forwarded-For values.
  // Counted from 'connection' to 'disconnect' (a refused handshake never opened a socket).
  const trust = trustFunction(ctx.config.trustProxy);
  const openByAddress = new Map<string, number>();
  io.use((socket, next) => {
    const address = clientAddress(socket.request, trust);
    if ((openByAddress.get(address) ?? 0) >= ctx.config.socketsPerAddress)
      return next(new Error('Too many connections from this address'));
    socket.data.address = address;
    next();
  });
  io.on('connection', (socket) => {
    const { address } = socket.data;
    if (address === undefined) return;
    openByAddress.set(address, (openByAddress.get(address) ?? 0) + 1);
    socket.once('disconnect', () => {
      const left = (openByAddress.get(address) ?? 1) - 1;
      if (left > 0) openByAddress.set(address, left);
      else openByAddress.delete(address);
    });
  });
  io.on('connection', (socket) => {
    const { userId, tokenHash } = socket.data;
    if (userId === undefined || tokenHash === undefined) return;
    const tableId = ctx.tables.tableOf(userId);
    void socket.join([
      `user:${userId}`,
      `session:${tokenHash}`,
      // A seated player's new connection (a reload, a second tab) follows their table.
      ...(tableId === undefined ? [] : [tableRoom(tableId)]),
    ]);
    socket.emit('authenticated', { userId });
  });
  // Realtime's signatures tie each payload to its event; socket.io's types cannot follow a
  // generic event name through to its parameters, hence the widening here.
  ctx.realtime.socketCounts = () => {
    const counts = { all: io.of('/').sockets.size, player: 0, guest: 0, table: 0 };
    for (const socket of io.of('/').sockets.values()) {
      if (socket.data.userId === undefined) counts.guest += 1;
      else counts.player += 1;
      if ([...socket.rooms].some((room) => room.startsWith('table:'))) counts.table += 1;
    }
    return counts;
  };
  ctx.realtime.emitToUser = (userId, event: PlayerLiveEventName, payload) => {
    io.to(`user:${userId}`).emit(event, payload as never);
  };
  ctx.realtime.broadcast = (event: PublicLiveEventName, payload) => {
    io.emit(event, payload as never);
  };
  ctx.realtime.emitToTable = (tableId, event: keyof TableLiveEvents, payload) => {
    io.to(tableRoom(tableId)).emit(event, payload as never);
  };
  ctx.realtime.seatSockets = (userId, tableId, seated) => {
    if (seated) io.in(`user:${userId}`).socketsJoin(tableRoom(tableId));
    else io.in(`user:${userId}`).socketsLeave(tableRoom(tableId));
  };
  ctx.realtime.drop = ({ tokenHash, userId }) => {
    if (tokenHash) io.in(`session:${tokenHash}`).disconnectSockets(true);
    if (userId !== undefined) io.in(`user:${userId}`).disconnectSockets(true);
  };
  ctx.realtime.dropAll = () => {
    io.disconnectSockets(true);
  };
  ctx.realtime.sweep = async () => {
    const hashes = new Set<string>();
    // Guests' sockets have no session to outlive.
    for (const socket of io.of('/').sockets.values())
      if (socket.data.tokenHash) hashes.add(socket.data.tokenHash);
    for (const hash of hashes) {
      const state = await sessionState(ctx, hash, { touch: false }).catch(() => 'unknown' as const);
      if (state === 'unknown' || (state && 'session' in state)) continue;
      const reason = state ? LOGOUT_REASON[state.ended] : 'SESSION_EXPIRED';
      io.to(`session:${hash}`).emit('logout', { reason });
      io.in(`session:${hash}`).disconnectSockets(true);
    }
  };
  // A socket outlives no session: expired, idle, or past the player's session time limit, it is
  // told why (logout) and closed. Sessions ended by a call (logout, freeze, password change) are
  // closed by that call at once; this catches the ones that end by time.
  const sweeper = setInterval(() => void ctx.realtime.sweep(), ctx.config.socketSweepMs);
  sweeper.unref();
  // Turn timers, the away time and removals fall due with time, not with a call: the tables settle
  // every second and their rooms hear what changed.
  const tableTicker = setInterval(() => ctx.tables.settleAll(), tableTickMs);
  tableTicker.unref();
  server.once('close', () => {
    clearInterval(sweeper);
    clearInterval(tableTicker);
  });
  return io;
}
