#!/usr/bin/env bash
# npm test: set up whatever is missing, then typecheck, lint, vitest and the browser suite.
set -euo pipefail
[ -n "${DATABASE_URL:-}" ] && export STORYLOOM_DATABASE_URL_GIVEN=1
[ -n "${REDIS_URL:-}" ] && export STORYLOOM_REDIS_URL_GIVEN=1
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
cd "$ROOT"
say "installing dependencies"
pnpm install --frozen-lockfile --prefer-offline --reporter=silent
source "$ROOT/scripts/services.sh" --chromium
exec node scripts/test.ts "$@"
