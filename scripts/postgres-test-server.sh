#!/usr/bin/env bash
# A throwaway PostgreSQL server for the tests: installs Debian's postgresql when initdb/pg_ctl are missing, creates a
# temporary data folder, starts the server on a free port of 127.0.0.1 (as the postgres user when run as root: the
# server refuses root), creates a database and exports its URL as TEST_DATABASE_URL. Stops and removes it on exit.
#
#   scripts/postgres-test-server.sh npx vitest run tests/unit/server   # runs the command against it, then stops it
#   scripts/postgres-test-server.sh                                    # prints the URL and waits for Ctrl-C
set -euo pipefail

find_pg_bin() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then echo "$dir"; return 0; fi
  done
  if command -v initdb >/dev/null && command -v pg_ctl >/dev/null; then dirname "$(command -v initdb)"; return 0; fi
  return 1
}

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

PG_BIN="$(find_pg_bin || true)"
if [ -z "$PG_BIN" ]; then
  echo "postgres-test-server: installing postgresql (apt-get)" >&2
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
  PG_BIN="$(find_pg_bin)"
fi

# The server refuses to run as root: run it as the postgres user (created by the Debian package) then.
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --home-dir /nonexistent --shell /usr/sbin/nologin postgres
  as_pg() { runuser -u postgres -- "$@"; }
else
  as_pg() { "$@"; }
fi

DATA_DIR="$(mktemp -d "${TMPDIR:-/tmp}/heloc-pg-XXXXXX")"
[ "$(id -u)" = 0 ] && chown postgres "$DATA_DIR"
PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

cleanup() {
  as_pg "$PG_BIN/pg_ctl" -D "$DATA_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DATA_DIR"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

as_pg "$PG_BIN/initdb" -D "$DATA_DIR/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
# Test settings: durability off (the data is thrown away), room for many test apps' pools at once.
as_pg "$PG_BIN/pg_ctl" -D "$DATA_DIR/data" -l "$DATA_DIR/server.log" -w -t 60 start -o \
  "-h 127.0.0.1 -p $PORT -k $DATA_DIR -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" >/dev/null
"$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres heloc_test

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/heloc_test"
echo "postgres-test-server: $TEST_DATABASE_URL" >&2
if [ "$#" -gt 0 ]; then
  "$@"
else
  echo "$TEST_DATABASE_URL"
  while true; do sleep 3600; done
fi
