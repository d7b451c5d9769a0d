#!/usr/bin/env bash
# Installs what a fresh machine (Node 20 + npm) lacks, and nothing it already has:
# pnpm (the version pinned in package.json), Debian's Chromium for browser tests, Debian's
# firefox-esr and WebKitGTK's WebDriver (with Xvfb for its display) for the engines step, Debian's
# PostgreSQL for the back end's second test run, and the
# workspace's packages. Never downloads a browser build of its own.
set -euo pipefail
cd "$(dirname "$0")/.."

pinned=$(node -p "require('./package.json').packageManager.split('@')[1]")
if [ "$(pnpm --version 2>/dev/null || true)" != "$pinned" ]; then
  echo "setup: installing pnpm $pinned"
  npm install --global --no-fund --no-audit "pnpm@$pinned" >/dev/null
fi

if ! command -v chromium >/dev/null 2>&1; then
  echo "setup: installing Debian's chromium"
  if [ "$(id -u)" = 0 ]; then apt_get="apt-get"; else apt_get="sudo apt-get"; fi
  DEBIAN_FRONTEND=noninteractive $apt_get update -qq
  DEBIAN_FRONTEND=noninteractive $apt_get install -y -qq chromium >/dev/null
fi

# The engines step of `pnpm test` (tests/engines): Gecko is Debian's firefox-esr, WebKit is
# WebKitGTK's MiniBrowser driven by WebKitWebDriver, which needs a display (xvfb-run).
missing_engines=()
command -v firefox-esr >/dev/null 2>&1 || missing_engines+=(firefox-esr)
command -v WebKitWebDriver >/dev/null 2>&1 || missing_engines+=(webkit2gtk-driver)
command -v xvfb-run >/dev/null 2>&1 || missing_engines+=(xvfb)
if [ ${#missing_engines[@]} -gt 0 ]; then
  echo "setup: installing Debian's ${missing_engines[*]}"
  if [ "$(id -u)" = 0 ]; then apt_get="apt-get"; else apt_get="sudo apt-get"; fi
  DEBIAN_FRONTEND=noninteractive $apt_get update -qq
  DEBIAN_FRONTEND=noninteractive $apt_get install -y -qq "${missing_engines[@]}" >/dev/null
fi

# `pnpm test` runs the back end's suite a second time on a real PostgreSQL (scripts/with-postgres.mjs
# starts a throw-away server on 127.0.0.1): Debian's package, installed when no initdb is found.
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && ! command -v pg_config >/dev/null 2>&1; then
  echo "setup: installing Debian's postgresql"
  if [ "$(id -u)" = 0 ]; then apt_get="apt-get"; else apt_get="sudo apt-get"; fi
  DEBIAN_FRONTEND=noninteractive $apt_get update -qq
  DEBIAN_FRONTEND=noninteractive $apt_get install -y -qq postgresql >/dev/null
fi

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
echo "setup: pnpm install"
# Not --frozen-lockfile: pnpm 12 then also insists on recording its own integrity in the lockfile,
# which this registry cannot give ("publishes no pnpm"). The lockfile must still not change:
# checked right after, which is what --frozen-lockfile would have enforced.
lock_before=$(sha256sum pnpm-lock.yaml)
pnpm install --no-frozen-lockfile --reporter=append-only 2>&1 | grep -v "packageManager pin was not recorded" | tail -n 3
if [ "$lock_before" != "$(sha256sum pnpm-lock.yaml)" ]; then
  echo "setup: pnpm-lock.yaml is out of date with package.json files: run pnpm install and commit the lockfile" >&2
  exit 1
fi
