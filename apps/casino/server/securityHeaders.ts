// The runtime config the app is served with, and the security headers derived from it: the
// Content-Security-Policy allows exactly the configured back end, operator script hosts and the
// page's own inline scripts by hash; no 'unsafe-eval', no 'unsafe-inline' for scripts.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseRuntimeConfig, type RuntimeConfig } from '../src/core/runtimeConfig.ts';

export type Env = Readonly<Record<string, string | undefined>>;

/** dist/config.json, with the back end and options the environment names put over it. */
export function runtimeConfigFor(root: string, env: Env): RuntimeConfig {
  const fromFile = JSON.parse(readFileSync(join(root, 'config.json'), 'utf8')) as Record<string, unknown>;
  const casino = env.CASINO_API_URL ?? fromFile.casinoApiUrl;
  return parseRuntimeConfig({
    ...fromFile,
    casinoApiUrl: casino,
    coreApiUrl: env.CORE_API_URL ?? (env.CASINO_API_URL ? casino : fromFile.coreApiUrl),
    socketUrl: env.SOCKET_URL ?? (env.CASINO_API_URL ? casino : fromFile.socketUrl),
    ...(env.REVERSE_GEOCODE_URL ? { reverseGeocodeUrl: env.REVERSE_GEOCODE_URL } : {}),
    ...(env.BRAND ? { brand: env.BRAND } : {}),
    ...(env.RECAPTCHA_SITE_KEY
      ? {
          recaptcha: {
            siteKey: env.RECAPTCHA_SITE_KEY,
            ...(env.RECAPTCHA_SCRIPT_URL ? { scriptUrl: env.RECAPTCHA_SCRIPT_URL } : {}),
          },
        }
      : {}),
  });
}

const originOf = (url: string | null | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};
const present = (values: readonly (string | null)[]): string[] => [
  ...new Set(values.filter((value): value is string => !!value)),
];

/** The CSP hash source of an inline script. */
export const scriptHash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

export function contentSecurityPolicy(
  config: RuntimeConfig,
  env: Env,
  inlineScripts: readonly string[],
): string {
  const api = present([originOf(config.casinoApiUrl), originOf(config.coreApiUrl)]);
  const socket = originOf(config.socketUrl);
  const connect = present([
    ...api,
    socket,
    socket?.replace(/^http/, 'ws') ?? null,
    originOf(config.reverseGeocodeUrl),
  ]);
  // reCAPTCHA (login) when configured: its script host, the gstatic host its script loads from,
  // and its invisible frame. Nothing is allowed when it is off.
  const recaptcha = config.recaptcha?.siteKey
    ? originOf(config.recaptcha.scriptUrl ?? 'https://www.google.com/recaptcha/api.js')
    : null;
  const scriptSources = [
    "'self'",
    ...inlineScripts.map(scriptHash),
    ...(env.CSP_SCRIPT_HOSTS ?? '').split(/\s+/).filter(Boolean),
    ...(recaptcha ? [recaptcha, 'https://www.gstatic.com'] : []),
  ];
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    // The design system's CSS engine (goober), the brand's variables and the prerendered page's
    // rules are style elements.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...api].join(' '),
    "font-src 'self' data:",
    ["connect-src 'self'", ...connect].join(' '),
    // Game windows are framed from the casino back end.
    ["frame-src 'self'", ...api, ...(recaptcha ? [recaptcha] : [])].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${env.CSP_FRAME_ANCESTORS ?? "'self'"}`,
    'report-uri /csp-report',
  ].join('; ');
}

export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
  };
}
