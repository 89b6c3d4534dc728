#!/usr/bin/env bash
# Starts this machine's PostgreSQL (Debian's cluster, run by the postgres user: PostgreSQL refuses
# to run as root), makes the ledger tests' role and database when missing, and prints their URL.
# Safe to run again: it starts nothing already running and creates nothing that exists.
set -euo pipefail

role=checkout_sim
database=checkout_sim_test
# A throwaway role that only the tests use, reached on loopback only.
password=ledger-tests-only

command -v pg_lsclusters >/dev/null 2>&1 || { echo "PostgreSQL is not installed (Debian: apt-get install postgresql)" >&2; exit 1; }

read -r version cluster _ < <(pg_lsclusters --no-header | head -n 1) || true
if [ -z "${version:-}" ]; then
  version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
  cluster=main
  pg_createcluster "$version" "$cluster" >&2
fi
if ! pg_lsclusters --no-header "$version" "$cluster" | grep -q online; then
  pg_ctlcluster "$version" "$cluster" start >&2
fi
port=$(pg_lsclusters --no-header "$version" "$cluster" | awk '{print $3}')

as_postgres() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else sudo -u postgres -- "$@"; fi
}
admin() { as_postgres psql -p "$port" -v ON_ERROR_STOP=1 -tAq "$@"; }

admin -c "SELECT 1 FROM pg_roles WHERE rolname = '$role'" | grep -q 1 \
  || admin -c "CREATE ROLE $role LOGIN" >&2
admin -c "ALTER ROLE $role PASSWORD '$password'" >&2
admin -c "SELECT 1 FROM pg_database WHERE datname = '$database'" | grep -q 1 \
  || admin -c "CREATE DATABASE $database OWNER $role" >&2

echo "postgres://$role:$password@127.0.0.1:$port/$database"
