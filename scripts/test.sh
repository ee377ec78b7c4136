#!/usr/bin/env bash
# npm test: set up whatever is missing, then typecheck, lint, vitest and the browser suite.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh" --chromium
exec node scripts/test.ts "$@"
