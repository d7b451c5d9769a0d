// config.json, served beside index.html: one build serves every brand and every back end. An
// operator points a build at their own back end by editing this file, not by rebuilding.

export interface RuntimeConfig {
  /** Casino back end (everything but /api/core). */
  casinoApiUrl: string;
  /** Core host serving /api/core/... */
  coreApiUrl: string;
  /** socket.io endpoint (usually the casino back end). */
  socketUrl: string;
  /** Force a brand (folder name) instead of choosing by host name. */
  brand?: string | null;
  /** Reverse geocoding service for the country-block re-check: GET {url}?lat=&lon=&latitude=&longitude= → { countryCode }. */
  reverseGeocodeUrl?: string | null;
  /** Local environment settings: when present they replace settings2 entirely (spec 7). */
  settings?: Record<string, unknown> | null;
  /**
   * reCAPTCHA v3 for the login (spec 3 recaptchaToken): off when null. `scriptUrl` defaults to
   * https://www.google.com/recaptcha/api.js (e.g. https://www.recaptcha.net/recaptcha/api.js instead).
   */
  recaptcha?: { siteKey: string; scriptUrl?: string } | null;
}

export class RuntimeConfigError extends Error {}

const isUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

export function parseRuntimeConfig(data: unknown): RuntimeConfig {
  if (!data || typeof data !== 'object') throw new RuntimeConfigError('config.json must be a JSON object');
  const config = data as Record<string, unknown>;
  for (const key of ['casinoApiUrl', 'coreApiUrl', 'socketUrl'] as const) {
    if (!isUrl(config[key])) throw new RuntimeConfigError(`config.json: ${key} must be an http(s) URL`);
  }
  // The system token is a server secret: the app server's SYSTEM_TOKEN, sent by its prerenderer
  // only. In config.json every visitor could read it.
  if (config.systemToken != null)
    throw new RuntimeConfigError(
      "config.json must not carry systemToken: it is a secret; set SYSTEM_TOKEN in the app server's environment",
    );
  if (config.reverseGeocodeUrl != null && !isUrl(config.reverseGeocodeUrl))
    throw new RuntimeConfigError('config.json: reverseGeocodeUrl must be an http(s) URL');
  if (config.settings != null && (typeof config.settings !== 'object' || Array.isArray(config.settings)))
    throw new RuntimeConfigError('config.json: settings must be an object');
  if (config.recaptcha != null) {
    const recaptcha = config.recaptcha as Record<string, unknown>;
    if (typeof recaptcha !== 'object' || typeof recaptcha.siteKey !== 'string' || !recaptcha.siteKey)
      throw new RuntimeConfigError('config.json: recaptcha must be { siteKey, scriptUrl? }');
    if (
      recaptcha.scriptUrl != null &&
      !(isUrl(recaptcha.scriptUrl) && recaptcha.scriptUrl.startsWith('https:'))
    )
      throw new RuntimeConfigError('config.json: recaptcha.scriptUrl must be an https URL');
  }
  return config as unknown as RuntimeConfig;
}

export async function loadRuntimeConfig(signal?: AbortSignal): Promise<RuntimeConfig> {
  // The app server puts the config inline in index.html; the dev server serves config.json.
  const inline = document.getElementById('runtime-config')?.textContent;
  if (inline) return parseRuntimeConfig(JSON.parse(inline));
  const response = await fetch('/config.json', { cache: 'no-cache', ...(signal ? { signal } : {}) });
  if (!response.ok) throw new RuntimeConfigError(`config.json answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
