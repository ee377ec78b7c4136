#!/usr/bin/env bash
# npm start: set up whatever is missing, then run the whole product on one origin.
set -euo pipefail
[ -n "${DATABASE_URL:-}" ] && export STORYLOOM_DATABASE_URL_GIVEN=1
[ -n "${REDIS_URL:-}" ] && export STORYLOOM_REDIS_URL_GIVEN=1
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
cd "$ROOT"
say "installing dependencies"
pnpm install --frozen-lockfile --prefer-offline --reporter=silent
source "$ROOT/scripts/services.sh"
export NODE_ENV=production
exec node scripts/start.ts
