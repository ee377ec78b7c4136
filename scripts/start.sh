#!/usr/bin/env bash
# npm start: set up whatever is missing, then run the whole product on one origin.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
export NODE_ENV=production
exec node scripts/start.ts
