import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import { trustFunction } from './client-address.ts';
import type { Ctx, Fault } from './context.ts';
import { ApiError } from './errors.ts';
import { boundIntegers, boundStrings, DEFAULT_BODY_LIMIT, requestLogSerializer } from './input-limits.ts';
import { registerMetrics } from './metrics.ts';
import { isAmountValue, isRequestAmount } from './money.ts';
import { registerAccountRoutes } from './routes/account.ts';
import { registerBonusRoutes } from './routes/bonus.ts';
import { registerCoreRoutes } from './routes/core.ts';
import { registerGameRoutes } from './routes/games.ts';
import { registerListRoutes } from './routes/lists.ts';
import { registerMultiplayerRoutes } from './routes/multiplayer.ts';
import { registerPaymentRoutes } from './routes/payments.ts';
import { registerResponsibleRoutes } from './routes/responsible.ts';
import { registerSocialRoutes } from './routes/social.ts';
import { registerTestRoutes } from './routes/test-mode.ts';
import { errorBody } from './schema.ts';

export type Scope = 'all' | 'core' | 'casino';

export interface RouteInfo {
  method: string;
  url: string;
  schema: Record<string, unknown> | undefined;
}

const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)(:\d+)?$/i;

/** An origin the front end may call from (CORS), and so one the payment pages may send players back to. */
export const isAllowedOrigin = (config: { corsOrigins: readonly string[] }, origin: string): boolean =>
  LOOPBACK_ORIGIN.test(origin) || config.corsOrigins.includes(origin);

/** Builds one HTTP host: 'core' (/api/core/...), 'casino' (everything else) or 'all'. */
export async function buildApp(
  ctx: Ctx,
  scope: Scope = 'all',
): Promise<FastifyInstance & { routeInfos: RouteInfo[] }> {
  const app = Fastify({
    logger:
      ctx.config.logLevel === 'silent'
        ? false
        : {
            level: ctx.config.logLevel,
            serializers: { req: requestLogSerializer },
            ...(ctx.config.logStream ? { stream: ctx.config.logStream } : {}),
          },
    bodyLimit: DEFAULT_BODY_LIMIT,
    // The caller's address (rate limits, login records) by TRUST_PROXY, the rule the socket server uses.
    trustProxy: trustFunction(ctx.config.trustProxy),
    ajv: {
      customOptions: {
        removeAdditional: false,
        coerceTypes: 'array',
        useDefaults: true,
        allErrors: false,
        allowUnionTypes: true,
      },
    },
  });
  const routeInfos: RouteInfo[] = [];
  app.addHook('onRoute', (route) => {
    for (const part of ['body', 'querystring', 'params', 'headers'] as const) {
      boundStrings((route.schema as Record<string, unknown> | undefined)?.[part]);
      boundIntegers((route.schema as Record<string, unknown> | undefined)?.[part]);
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      if (method !== 'HEAD')
        routeInfos.push({ method, url: route.url, schema: route.schema as RouteInfo['schema'] });
  });
  // Responses are plain JSON.stringify: the response schemas document and test the contract
  // (test/contract.test.ts validates every answer) but never silently drop a field.
  app.setSerializerCompiler(() => (payload) => JSON.stringify(payload));

  await app.register(cors, {
    origin: (origin, cb) => {
      if (!origin || isAllowedOrigin(ctx.config, origin)) cb(null, true);
      else cb(null, false);
    },
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });

  // Counting store for the per-route limiters of rateLimits.ts (no global limit).
  await app.register(rateLimit, { global: false });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `Reference casino back end (${scope === 'all' ? 'core + casino' : scope} host)`,
        version: '1.0.0',
        description:
          'The calls of spec section 7, and the calls the spec names without a path, defined in the same style. ' +
          'Errors: `{ "error": { "code", "message", "field"?, "details"? } }`. 403 means logged out.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'Access token from login or sign-up.' },
        },
      },
    },
  });
  // The OpenAPI document is still built (the contract generator reads it in-process); the pages
  // that show it are off in production unless PRODUCTION_ALLOW_API_DOCS=1 (config.apiDocs).
  if (ctx.config.apiDocs)
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });

  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof ApiError) {
      // A busy or rate-limited answer says when to come back, in the header as in the body.
      const retry = error.details?.retryAfterSeconds;
      if (typeof retry === 'number' && !reply.hasHeader('retry-after'))
        reply.header('retry-after', String(retry));
      return reply.code(error.status).send(error.toBody());
    }
    if (error.validation) {
      const first = error.validation[0];
      const params = (first?.params ?? {}) as { missingProperty?: string; additionalProperty?: string };
      const path = (first?.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
      const field = params.missingProperty
        ? path
          ? `${path}.${params.missingProperty}`
          : params.missingProperty
        : path || undefined;
      const where = error.validationContext ?? 'body';
      const message = field
        ? `${where} field "${field}" ${first?.message ?? 'is invalid'}`
        : `${where} ${first?.message ?? 'is invalid'}`;
      return reply.code(400).send(new ApiError('VALIDATION_ERROR', message, field).toBody());
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode === 415 || error.statusCode === 413 ? error.statusCode : 400).send({
        error: { code: 'VALIDATION_ERROR', message: error.message },
      });
    }
    req.log.error(error);
    return reply.code(500).send({
      error: { code: 'INTERNAL_ERROR', message: 'Internal server error', details: { reference: req.id } },
    });
  });
  app.setNotFoundHandler((req, reply) =>
    reply
      .code(404)
      .send({ error: { code: 'NOT_FOUND', message: `No route ${req.method} ${req.url.split('?')[0]}` } }),
  );

  checkAmounts(app);
  if (ctx.config.testMode) {
    installFaults(app, ctx);
    checkAnswers(app);
  }

  const core = scope !== 'casino';
  const casino = scope !== 'core';
  if (core) registerCoreRoutes(app, ctx);
  if (casino) {
    registerListRoutes(app, ctx);
    registerAccountRoutes(app, ctx);
    registerBonusRoutes(app, ctx);
    registerPaymentRoutes(app, ctx);
    registerGameRoutes(app, ctx);
    registerResponsibleRoutes(app, ctx);
    registerSocialRoutes(app, ctx);
    registerMultiplayerRoutes(app, ctx);
  }
  if (ctx.config.testMode) registerTestRoutes(app, ctx);
  if (ctx.config.apiDocs) app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  // Liveness (the process answers) and readiness (it should get traffic): a proxy or orchestrator
  // stops sending requests once /ready says 503, while the requests it already sent drain.
  app.get('/health', { schema: { hide: true } }, async () => ({ ok: true, scope }));
  // While draining, every answer closes its connection: a kept-alive one would hold the process
  // open (until the drain bound) after its last request finished.
  app.addHook('onSend', async (_req, reply) => {
    if (ctx.draining) reply.header('connection', 'close');
  });
  registerMetrics(app, ctx);
  app.get('/ready', { schema: { hide: true } }, async (_req, reply) =>
    ctx.draining ? reply.code(503).send({ ready: false, draining: true }) : { ready: true, scope },
  );

  return Object.assign(app as unknown as FastifyInstance, { routeInfos });
}

/** Error responses every route may give, for the OpenAPI document. */
export const errorResponses = {
  400: { description: 'Invalid input (VALIDATION_ERROR, names the field) or a refused value', ...errorBody },
  403: { description: 'Missing, invalid or expired token: the player is logged out', ...errorBody },
  default: { description: 'Any other error (see spec 8 codes)', ...errorBody },
};

/**
 * Test mode: every 200 answer is validated against its route's answer schema before it leaves,
 * so every test (and every e2e run against a test-mode server) is also a contract check.
 */
function checkAnswers(app: FastifyInstance): void {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  const compiled = new WeakMap<object, ValidateFunction>();
  app.addHook('preSerialization', async (req, reply, payload) => {
    if (reply.statusCode !== 200) return payload;
    const schema = (
      req.routeOptions.schema?.response as Record<string, Record<string, unknown>> | undefined
    )?.['200'];
    if (!schema || !('type' in schema)) return payload;
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    if (!validate(payload))
      throw new ApiError(
        'INTERNAL_ERROR',
        `Answer does not match its schema: ${ajv.errorsText(validate.errors)}`,
      );
    return payload;
  });
}

/**
 * Amount fields of a body (money.ts, requestAmount) take a JSON number or a decimal string and
 * nothing else. Checked on the raw JSON before schema validation, which would coerce "0x10" to 16,
 * "1e3" to 1000, [10] to 10 and true to 1 (issue 32). A missing or null field is the schema's to judge.
 */
function checkAmounts(app: FastifyInstance): void {
  const fieldsOf = new WeakMap<object, string[]>();
  app.addHook('preValidation', async (req) => {
    const schema = req.routeOptions.schema?.body as { properties?: Record<string, unknown> } | undefined;
    if (!schema || typeof schema !== 'object') return;
    let fields = fieldsOf.get(schema);
    if (!fields) {
      fields = Object.entries(schema.properties ?? {})
        .filter(([, sub]) => isRequestAmount(sub))
        .map(([name]) => name);
      fieldsOf.set(schema, fields);
    }
    const body = req.body as Record<string, unknown> | null | undefined;
    if (fields.length === 0 || !body || typeof body !== 'object') return;
    for (const field of fields) {
      const value = body[field];
      if (value !== undefined && value !== null && !isAmountValue(value))
        throw new ApiError(
          'VALIDATION_ERROR',
          `body field "${field}" must be a decimal string ("12.50") or a number`,
          field,
        );
    }
  });
}

function faultMatches(fault: Fault, req: FastifyRequest): boolean {
  const path = req.url.split('?')[0] ?? '';
  if (path.startsWith('/__test')) return false;
  if (fault.route === '*') return true;
  if (fault.route.endsWith('*')) return path.startsWith(fault.route.slice(0, -1));
  return fault.route === path || fault.route === req.routeOptions.url;
}

function installFaults(app: FastifyInstance, ctx: Ctx): void {
  app.addHook('onRequest', async (req, reply) => {
    const fault = ctx.faults.find((f) => faultMatches(f, req));
    if (!fault) return;
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) ctx.faults.splice(ctx.faults.indexOf(fault), 1);
    }
    if (fault.latencyMs) await new Promise((r) => setTimeout(r, fault.latencyMs));
    if (fault.hang) {
      await new Promise<void>((resolve) => {
        ctx.hung.add(resolve);
        req.raw.once('close', resolve);
      });
      throw new ApiError('SERVICE_UNAVAILABLE', 'Request released by the fault injector');
    }
    if (fault.malformed) {
      return reply
        .code(200)
        .header('content-type', 'application/json; charset=utf-8')
        .send('{"data": {"truncated": [1, 2,');
    }
    if (fault.status) {
      const code =
        fault.status === 403
          ? 'UNAUTHORIZED'
          : fault.status === 404
            ? 'NOT_FOUND'
            : fault.status < 500
              ? 'VALIDATION_ERROR'
              : fault.status === 500
                ? 'INTERNAL_ERROR'
                : 'SERVICE_UNAVAILABLE';
      return reply
        .code(fault.status)
        .send({ error: { code, message: `Injected fault: status ${fault.status}` } });
    }
  });
}
