#!/usr/bin/env bash
# Sourced by start.sh and test.sh after toolchain.sh: makes sure PostgreSQL,
# Redis, Caddy and the EPUB checker (and, with --chromium, Debian's Chromium) are there.
# DATABASE_URL / REDIS_URL are honoured when set; otherwise the 127.0.0.1
# defaults are used and, where nothing answers and this machine can install
# packages as root, the services are installed and started.
set -euo pipefail

export DATABASE_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/storyloom}"
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"

url_host() { node -e 'const u=new URL(process.argv[1]);console.log(u.hostname.replace(/^\[|\]$/g,"")||"127.0.0.1")' "$1"; }
url_port() { node -e 'const u=new URL(process.argv[1]);console.log(u.port||process.argv[2])' "$1" "$2"; }
answers() { (exec 3<>"/dev/tcp/$1/$2") 2>/dev/null; }
wait_for() { local i; for i in $(seq 1 60); do answers "$1" "$2" && return 0; sleep 0.5; done; return 1; }

can_install() { [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; }
APT_UPDATED=""
apt_install() {
  if [ -z "$APT_UPDATED" ]; then apt-get update -qq >/dev/null 2>&1 || true; APT_UPDATED=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

ensure_postgres() {
  local host port; host=$(url_host "$DATABASE_URL"); port=$(url_port "$DATABASE_URL" 5432)
  answers "$host" "$port" && return 0
  if [ -n "${STORYLOOM_DATABASE_URL_GIVEN:-}" ] || { [ "$host" != 127.0.0.1 ] && [ "$host" != localhost ]; }; then
    die "PostgreSQL does not answer at $host:$port (DATABASE_URL): start it and try again."
  fi
  if ! ls /etc/postgresql/*/main >/dev/null 2>&1; then
    can_install || die "PostgreSQL is missing: install PostgreSQL 15+ listening on 127.0.0.1:5432, or set DATABASE_URL."
    say "installing PostgreSQL (apt-get)"
    apt_install postgresql || die "could not install PostgreSQL with apt-get; install it or set DATABASE_URL."
    local hba; hba=$(ls /etc/postgresql/*/main/pg_hba.conf | head -1)
    # Local development cluster only: trust loopback connections like the CI machines do.
    sed -i '1i host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust' "$hba"
  fi
  say "starting PostgreSQL"
  if command -v pg_ctlcluster >/dev/null 2>&1; then
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start >/dev/null 2>&1 || true
  fi
  wait_for "$host" "$port" || die "PostgreSQL did not start on $host:$port."
}

ensure_redis() {
  local host port; host=$(url_host "$REDIS_URL"); port=$(url_port "$REDIS_URL" 6379)
  answers "$host" "$port" && return 0
  if [ -n "${STORYLOOM_REDIS_URL_GIVEN:-}" ] || { [ "$host" != 127.0.0.1 ] && [ "$host" != localhost ]; }; then
    die "Redis does not answer at $host:$port (REDIS_URL): start it and try again."
  fi
  if ! command -v redis-server >/dev/null 2>&1; then
    can_install || die "Redis is missing: install Redis 7 listening on 127.0.0.1:6379, or set REDIS_URL."
    say "installing Redis (apt-get)"
    apt_install redis-server || die "could not install Redis with apt-get; install it or set REDIS_URL."
  fi
  say "starting Redis"
  mkdir -p "$ROOT/.data/redis"
  redis-server --daemonize yes --bind 127.0.0.1 --port "$port" --save "" --appendonly no \
    --maxmemory-policy noeviction --dir "$ROOT/.data/redis" --logfile "$ROOT/.data/redis/redis.log" >/dev/null
  wait_for "$host" "$port" || die "Redis did not start on $host:$port."
}

ensure_caddy() {
  command -v caddy >/dev/null 2>&1 && return 0
  can_install || die "Caddy is missing: install Caddy 2 (Debian package 'caddy')."
  say "installing Caddy (apt-get)"
  apt_install caddy || die "could not install Caddy with apt-get."
}

# The EPUB checker (W3C's EPUBCheck): uploads of authors' own EPUBs are checked with it, and the
# tests check every EPUB the product makes. Debian's package brings a Java runtime; its
# /usr/bin/epubcheck is the jar itself, run as `java -jar /usr/share/java/epubcheck.jar`.
ensure_epubcheck() {
  [ -f /usr/share/java/epubcheck.jar ] && command -v java >/dev/null 2>&1 && return 0
  can_install || die "The EPUB checker is missing: install Debian's 'epubcheck' package (with a Java runtime)."
  say "installing epubcheck (apt-get)"
  apt_install epubcheck || die "could not install epubcheck with apt-get."
}

ensure_chromium() {
  [ -x /usr/bin/chromium ] && return 0
  can_install || die "Chromium is missing for the browser tests: install Debian's 'chromium' package."
  say "installing Chromium (apt-get)"
  apt_install chromium || die "could not install Chromium with apt-get."
}

# The browser suite runs in Debian's build of Chromium's headless shell: the same engine without the
# full browser around it, a fifth less time for the suite on two cores (docs/testing.md).
ensure_headless_shell() {
  [ -x /usr/bin/chromium-headless-shell ] && return 0
  can_install || die "Chromium's headless shell is missing for the browser tests: install Debian's 'chromium-headless-shell' package."
  say "installing Chromium's headless shell (apt-get)"
  apt_install chromium-headless-shell || die "could not install chromium-headless-shell with apt-get."
}

# The EPUB tests keep one checker warm (domain/src/services/epubs/WarmEpubCheck.java, run from its
# source): that takes Java's compiler, which a runtime alone does not have.
ensure_java_compiler() {
  java --list-modules 2>/dev/null | grep -q '^jdk.compiler@' && return 0
  can_install || die "Java's compiler is missing for the EPUB tests: install Debian's 'default-jdk-headless' package."
  say "installing a Java development kit (apt-get)"
  apt_install default-jdk-headless || die "could not install default-jdk-headless with apt-get."
}

ensure_postgres
ensure_redis
ensure_caddy
ensure_epubcheck
if [ "${1:-}" = "--chromium" ]; then
  ensure_chromium
  ensure_headless_shell
  ensure_java_compiler
fi
