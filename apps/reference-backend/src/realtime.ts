import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { type SessionEnd, sessionForToken, sessionState } from './auth.ts';
import type { Ctx } from './context.ts';

const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)(:\d+)?$/i;

/** The `logout` event's reason (the front end's termination reasons) for a session that ended by time. */
const LOGOUT_REASON: Record<SessionEnd, string> = {
  USER_INITIATED: 'SECURITY_LOGOUT',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  USER_INACTIVITY_TIMEOUT: 'USER_INACTIVITY_TIMEOUT',
  SESSION_TIME_LIMIT: 'SESSION_EXPIRED',
};

/**
 * socket.io on the casino host. The client authenticates with the access token
 * (handshake auth.token, the Authorization header, or ?token=), and joins the room of its player;
 * debit, credit and failedDeposit go to that room only.
 */
export function attachRealtime(ctx: Ctx, server: HttpServer): Server {
  const io = new Server(server, {
    transports: ['websocket', 'polling'],
    cors: {
      origin: (origin, cb) =>
        cb(null, !origin || LOOPBACK_ORIGIN.test(origin) || ctx.config.corsOrigins.includes(origin)),
      credentials: true,
    },
  });
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
    try {
      const session = await sessionForToken(ctx, token);
      if (!session) return next(new Error('UNAUTHORIZED'));
      socket.data.userId = session.user.id;
      socket.data.tokenHash = session.tokenHash;
      next();
    } catch (error) {
      next(error as Error);
    }
  });
  io.on('connection', (socket) => {
    void socket.join([`user:${socket.data.userId as number}`, `session:${socket.data.tokenHash as string}`]);
    socket.emit('authenticated', { userId: socket.data.userId });
  });
  ctx.realtime.emitToUser = (userId, event, payload) => {
    io.to(`user:${userId}`).emit(event, payload);
  };
  ctx.realtime.broadcast = (event, payload) => {
    io.emit(event, payload);
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
    for (const socket of io.of('/').sockets.values()) hashes.add(socket.data.tokenHash as string);
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
  server.once('close', () => clearInterval(sweeper));
  return io;
}
