import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { sessionForToken } from './auth.ts';
import type { Ctx } from './context.ts';

const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)(:\d+)?$/i;

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
  return io;
}
