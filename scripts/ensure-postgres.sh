#!/usr/bin/env bash
# Makes sure a PostgreSQL server answers on 127.0.0.1:5432 with trust auth and a database `test`:
# starts the machine's cluster when it is stopped, installs Debian's postgresql when there is none.
set -euo pipefail
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
ready() { pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; }
can_connect() { psql -h 127.0.0.1 -U postgres -d postgres -tAc 'select 1' >/dev/null 2>&1; }

if ready && can_connect; then
  :
else
  if ! command -v pg_ctlcluster >/dev/null 2>&1; then
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq postgresql
  fi
  version=$(ls /etc/postgresql | sort -V | tail -n 1)
  hba=/etc/postgresql/$version/main/pg_hba.conf
  # Loopback-only trust auth, as on the developers' machines: the tests connect as postgres.
  if ! grep -q '^host all all 127.0.0.1/32 trust' "$hba"; then
    as_root sed -i '1i host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust' "$hba"
  fi
  if ready; then
    as_root pg_ctlcluster --skip-systemctl-redirect "$version" main reload
  else
    as_root pg_ctlcluster --skip-systemctl-redirect "$version" main start
  fi
  for _ in $(seq 1 30); do ready && can_connect && break; sleep 1; done
fi
can_connect || { echo "PostgreSQL does not accept connections on 127.0.0.1:5432" >&2; exit 1; }
if ! psql -h 127.0.0.1 -U postgres -d postgres -tAc "select 1 from pg_database where datname = 'test'" | grep -q 1; then
  psql -h 127.0.0.1 -U postgres -d postgres -c 'create database test'
fi
echo "PostgreSQL ready on 127.0.0.1:5432 (database test)"
