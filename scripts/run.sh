#!/usr/bin/env bash
# npm run <script>: the same toolchain as start and test, then the named step.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
cd "$ROOT"
step="$1"; shift || true
case "$step" in
  typecheck) pnpm exec tsc -p tsconfig.packages.json && pnpm -r --workspace-concurrency=2 --filter @storyloom/studio --filter @storyloom/storefront typecheck ;;
  # ESLint, then knip: unused files, exports and dependencies (knip.jsonc).
  lint) NODE_OPTIONS="${NODE_OPTIONS:-} --max-old-space-size=8192" pnpm exec eslint --max-warnings=0 --cache --cache-strategy content --cache-location .cache/eslint/ . && pnpm exec knip --no-progress ;;
  format) pnpm exec prettier --write --log-level=warn . ;;
  format:check) pnpm exec prettier --check --log-level=warn . ;;
  e2e) source scripts/services.sh --chromium; node scripts/e2e.ts "$@" ;;
  bench) source scripts/services.sh; node scripts/bench.ts "$@" ;;
  db:migrate) source scripts/services.sh; node db/src/cli.ts migrate ;;
  db:make) node db/src/cli.ts make "$@" ;;
  *) die "unknown step: $step" ;;
esac
