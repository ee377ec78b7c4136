#!/usr/bin/env bash
# Sourced by start.sh and test.sh: the toolchain, the dependencies and the services.
# Arguments are passed to services.sh (--chromium for the browser tests).
set -euo pipefail
[ -n "${DATABASE_URL:-}" ] && export STORYLOOM_DATABASE_URL_GIVEN=1
[ -n "${REDIS_URL:-}" ] && export STORYLOOM_REDIS_URL_GIVEN=1
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
cd "$ROOT"
say "installing dependencies"
pnpm install --frozen-lockfile --prefer-offline --reporter=silent
source "$ROOT/scripts/services.sh" "$@"
