#!/usr/bin/env bash
# Every test: lint, types, unit, API integration on PGlite and on PostgreSQL, browser end-to-end.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's chromium for the browser tests..."
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
# The scale-out test runs two instances behind nginx (its own process and prefix, never the system service).
if ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ]; then
  echo "Installing Debian's nginx for the scale-out test..."
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx-light >/dev/null
fi

# The typed message functions from the catalogues (npm install made them; a catalogue may have changed since).
npm run -s i18n
# Lint and the type check run beside the build (none of them writes what another reads: the build
# rewrites no catalogue file that i18n just wrote): on two cores the set-up then costs about the
# build's time, not the sum of the three. Their output is shown once each has ended.
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
npx biome check . >"$logs/lint" 2>&1 &
lint=$!
npx tsc --noEmit -p tsconfig.json >"$logs/types" 2>&1 &
types=$!
failed=0
npm run build || failed=1
wait "$lint" || failed=1
cat "$logs/lint"
wait "$types" || failed=1
cat "$logs/types"
if [ "$failed" != 0 ]; then
  echo "test-all: the lint, the type check or the build failed (output above)" >&2
  exit 1
fi

echo "== unit =="
npx vitest run --project unit
# .ci/run exports TEST_DATABASE_URL for the PostgreSQL run: the PGlite run must not see it.
PG_URL="${TEST_DATABASE_URL:-postgres://root@127.0.0.1:5432/test}"
echo "== API on PGlite =="
env -u TEST_DATABASE_URL npx vitest run --project api
echo "== API on PostgreSQL (${PG_URL}) =="
TEST_DATABASE_URL="$PG_URL" npx vitest run --project api
echo "== browser end-to-end =="
npx vitest run --project e2e
