#!/usr/bin/env bash
# Every test: lint, types, unit, API integration on PGlite and on PostgreSQL, browser end-to-end.
# Each stage ends with one line "== stage <name>: <seconds> s", so a CI log shows where the time went.
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

total_start=$SECONDS
# Runs "$@" as the stage $1 and prints its wall time; returns the command's status.
stage() {
  local name="$1" start=$SECONDS status=0
  shift
  "$@" || status=$?
  echo "== stage ${name}: $((SECONDS - start)) s$([ "$status" = 0 ] || echo " (failed)")"
  return "$status"
}

logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT

setup() {
  # The typed message functions from the catalogues (npm install made them; a catalogue may have changed since).
  # (Inside `stage`, set -e does not stop a function: each failure returns by hand.)
  npm run -s i18n -- --if-stale || return 1
  # Lint and the type check run beside the build (none of them writes what another reads: the build
  # rewrites no catalogue file that i18n just wrote): on two cores the set-up then costs about the
  # build's time, not the sum of the three. Their output is shown once each has ended.
  npx biome check . >"$logs/lint" 2>&1 &
  local lint=$!
  npx tsc --noEmit -p tsconfig.json >"$logs/types" 2>&1 &
  local types=$!
  local failed=0
  npm run build || failed=1
  wait "$lint" || failed=1
  cat "$logs/lint"
  wait "$types" || failed=1
  cat "$logs/types"
  if [ "$failed" != 0 ]; then
    echo "test-all: the lint, the type check or the build failed (output above)" >&2
    return 1
  fi
}
stage "set-up (i18n, lint, types, build)" setup

echo "== unit =="
# As `npm run test:fast` runs them (scripts/test-fast.mjs): the component tests and the rest in two
# vitest processes side by side, each with its files in one module graph (scripts/unit-mocks-setup.ts keeps each file passing there as
# it does alone). A process per file cost ~4.5 times the CPU (217 s user and system against 48 s for
# the same 121 files); one process for all took 29-31 s here against 22-23 s for two side by side.
stage unit node scripts/test-fast.mjs
# .ci/run exports TEST_DATABASE_URL for the PostgreSQL run: the PGlite run must not see it.
PG_URL="${TEST_DATABASE_URL:-postgres://root@127.0.0.1:5432/test}"
echo "== API on PGlite =="
stage "API on PGlite" env -u TEST_DATABASE_URL npx vitest run --project api

echo "== API on PostgreSQL (${PG_URL}) =="
stage "API on PostgreSQL" env TEST_DATABASE_URL="$PG_URL" npx vitest run --project api
echo "== browser end-to-end =="
stage "browser end-to-end" npx vitest run --project e2e
echo "== all stages: $((SECONDS - total_start)) s"
