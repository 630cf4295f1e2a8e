#!/usr/bin/env bash
# Proves the production shape of deploy/compose.yaml on this machine with plain processes
# (docs/deployment.md): PostgreSQL 15 in a throw-away cluster, the API on it, two site instances,
# Debian's nginx in front with deploy/nginx/nginx.conf, every one on a free loopback port. Then
# checks health, pages from both instances, one request id from nginx to the API, the gift-card
# rate limit across instances, the per-instance page cache, and a clean stop of one instance
# under traffic. Everything it starts is stopped and its files removed when it ends.
#
# Needs root (nginx from apt-get, PostgreSQL run as the postgres user) and the built site:
#   sh scripts/pnpm.sh --filter @marquee/site build && sudo bash deploy/prove.sh
# Not part of `npm test`.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
node="$root/node_modules/node/bin/node"
work="$(mktemp -d /tmp/marquee-prove.XXXXXX)"
# PostgreSQL runs as postgres and nginx's workers as www-data: both must reach their folders inside.
chmod 755 "$work"
failures=0
pids=()
pg_bin=""

say() { printf '\n== %s\n' "$*"; }
pass() { printf '  ok    %s\n' "$*"; }
fail() {
  printf '  FAIL  %s\n' "$*"
  failures=$((failures + 1))
}
check() { # check "what" test-command...
  local what="$1"
  shift
  if "$@"; then pass "$what"; else fail "$what"; fi
}

cleanup() {
  set +e
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null; done
  if [ -n "$pg_bin" ] && [ -f "$work/pg/data/postmaster.pid" ]; then
    runuser -u postgres -- "$pg_bin/pg_ctl" -D "$work/pg/data" -m fast -w stop >/dev/null
  fi
  rm -rf "$work"
}
trap cleanup EXIT

[ "$(id -u)" = 0 ] || { echo "run as root (nginx is installed with apt-get, PostgreSQL runs as postgres)"; exit 2; }
[ -x "$node" ] || { echo "no Node 24 at $node: run sh scripts/pnpm.sh install first"; exit 2; }
[ -f "$root/apps/site/build/server/index.js" ] || {
  echo "the site is not built: sh scripts/pnpm.sh --filter @marquee/site build"
  exit 2
}
if ! command -v nginx >/dev/null; then
  say "installing Debian's nginx"
  apt-get install -y nginx >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get install -y nginx >/dev/null; }
fi
pg_bin="$(dirname "$(readlink -f "$(command -v initdb || echo /usr/lib/postgresql/15/bin/initdb)")")"

free_port() { "$node" -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }

# Waits until $1 answers 200 (at most 90 s), or fails the whole proof.
wait_for() {
  for _ in $(seq 1 360); do
    [ "$(curl -s -o /dev/null -w '%{http_code}' "$1")" = 200 ] && return 0
    sleep 0.25
  done
  echo "$1 never answered 200"
  exit 1
}

# Starts a process in the background with its output in $work/$1.log; its pid in pids and $last_pid.
start() {
  local name="$1"
  shift
  "$@" >"$work/$name.log" 2>&1 &
  last_pid=$!
  pids+=("$last_pid")
}

pg_port="$(free_port)"
api_port="$(free_port)"
site_a_port="$(free_port)"
site_b_port="$(free_port)"
nginx_port="$(free_port)"

say "PostgreSQL 15 on 127.0.0.1:$pg_port (throw-away cluster in $work/pg)"
mkdir -p "$work/pg"
chown postgres:postgres "$work/pg"
runuser -u postgres -- "$pg_bin/initdb" -D "$work/pg/data" -U postgres --auth=trust -E UTF8 --no-sync >/dev/null
runuser -u postgres -- "$pg_bin/pg_ctl" -D "$work/pg/data" -l "$work/pg/log" -w \
  -o "-p $pg_port -k $work/pg -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
runuser -u postgres -- "$pg_bin/psql" -h 127.0.0.1 -p "$pg_port" -U postgres -qc 'create database marquee' >/dev/null
database_url="postgresql://postgres@127.0.0.1:$pg_port/marquee"

api_env=(env API_PORT="$api_port" API_HOST=127.0.0.1 DATABASE_URL="$database_url" INSTANCE_NAME=api LOG_LEVEL=info
  API_TRUSTED_PROXIES=loopback API_DEV_CAPTCHA=1)

say "the API without DEMO_DATA: a real server's database is not seeded"
start api-first "${api_env[@]}" "$node" "$root/apps/api/src/server.ts"
wait_for "http://127.0.0.1:$api_port/healthz"
check "DEMO_DATA defaults to off with DATABASE_URL (log: 'demo data off')" grep -q '"msg":"demo data off' "$work/api-first.log"
shows="$(runuser -u postgres -- "$pg_bin/psql" -h 127.0.0.1 -p "$pg_port" -U postgres -d marquee -tAc 'select count(*) from shows')"
check "the database was left empty ($shows shows)" [ "$shows" = 0 ]
kill -TERM "$last_pid"
code=0
wait "$last_pid" || code=$?
check "SIGTERM: the API drained, closed the database and exited $code" [ "$code" = 0 ]
check "its last line says it stopped" grep -q '"msg":"stopped"' "$work/api-first.log"

say "the API with DEMO_DATA=1 (asked by name): seeds the empty database"
start api "${api_env[@]}" DEMO_DATA=1 "$node" "$root/apps/api/src/server.ts"
wait_for "http://127.0.0.1:$api_port/healthz"
check "seeded (log: 'seeded the demo data')" grep -q '"msg":"seeded the demo data' "$work/api.log"

say "two site instances, nginx on 127.0.0.1:$nginx_port"
# One session secret for every instance: a member's session cookie opens on any of them (decision 0037).
session_secret="$(head -c 32 /dev/urandom | base64 | tr -d '/+=\n')"
for instance in a b; do
  port_var="site_${instance}_port"
  start "site-$instance" env PORT="${!port_var}" HOST=127.0.0.1 API_URL="http://127.0.0.1:$api_port" TRUST_PROXY=1 \
    INSTANCE_NAME="site-$instance" LOG_LEVEL=info PAGE_CACHE_MS=10000 SESSION_SECRET="$session_secret" \
    "$node" "$root/apps/site/server.ts"
  declare "site_${instance}_pid=$last_pid"
done
wait_for "http://127.0.0.1:$site_a_port/healthz"
wait_for "http://127.0.0.1:$site_b_port/healthz"
mkdir -p "$work/nginx"
sed -e "s/site-a:3000/127.0.0.1:$site_a_port/" -e "s/site-b:3000/127.0.0.1:$site_b_port/" \
  -e "s/listen 80;/listen 127.0.0.1:$nginx_port;/" \
  -e "s#access_log /dev/stdout#access_log $work/nginx/access.log#" \
  -e "s#error_log /dev/stderr#error_log $work/nginx/error.log#" \
  "$root/deploy/nginx/nginx.conf" >"$work/nginx/nginx.conf"
nginx -t -q -p "$work/nginx/" -c "$work/nginx/nginx.conf" -e "$work/nginx/error.log"
start nginx nginx -p "$work/nginx/" -c "$work/nginx/nginx.conf" -e "$work/nginx/error.log" \
  -g "daemon off; pid $work/nginx/nginx.pid;"
wait_for "http://127.0.0.1:$nginx_port/livez"
through="http://127.0.0.1:$nginx_port"

say "health"
body() { curl -s "$@"; }
check "API /healthz: $(body "http://127.0.0.1:$api_port/healthz")" \
  [ "$(body "http://127.0.0.1:$api_port/healthz")" = '{"status":"ok","database":"ok"}' ]
check "site /healthz through nginx: $(body "$through/healthz")" [ "$(body "$through/healthz")" = '{"status":"ok","api":"ok"}' ]
check "site /livez through nginx" [ "$(body "$through/livez")" = '{"status":"ok"}' ]

say "pages through nginx come from both instances"
: >"$work/instances"
for _ in 1 2 3 4 5 6; do
  curl -s -o /dev/null -D - -H 'Host: fr.localhost' "$through/" | tr -d '\r' >"$work/head"
  grep -q '^HTTP/1.1 200' "$work/head" || fail "a page answered $(head -1 "$work/head")"
  grep -i '^x-instance:' "$work/head" | awk '{print $2}' >>"$work/instances"
done
check "6 pages answered by: $(sort "$work/instances" | uniq -c | tr -s ' ' | tr '\n' ',')" \
  [ "$(sort -u "$work/instances" | tr '\n' ' ')" = 'site-a site-b ' ]

say "one request id from nginx through the site to the API"
id="$(curl -s -o /dev/null -D - -H 'Host: fr.localhost' "$through/api/shows?language=fr" | tr -d '\r' |
  awk 'tolower($1)=="x-request-id:" {print $2}')"
check "nginx gave the answer its id ($id)" grep -Eq '^[0-9a-f]{32}$' <<<"$id"
check "nginx's access log has it" grep -q "\"reqId\":\"$id\"" "$work/nginx/access.log"
check "one site instance logged it" grep -q "\"reqId\":\"$id\"" "$work/site-a.log" "$work/site-b.log"
check "the API logged it" grep -q "\"reqId\":\"$id\"" "$work/api.log"

say "the gift-card check's rate limit holds across instances (10 failed checks per card a day)"
: >"$work/checks"
for _ in $(seq 1 12); do
  curl -s -o /dev/null -D - -H 'Host: fr.localhost' -H 'X-Recaptcha-Response: marquee-dev-captcha' \
    "$through/api/gift-card/6036990000000001/0000" | tr -d '\r' |
    awk '/^HTTP/ {status=$2} tolower($1)=="x-instance:" {instance=$2} END {print status, instance}' >>"$work/checks"
done
statuses="$(awk '{print $1}' "$work/checks" | tr '\n' ' ')"
check "12 checks of one card, alternating instances: $statuses" \
  [ "$(awk 'NR<=10 && $1!=429 {n++} NR>10 && $1==429 {n++} END {print n}' "$work/checks")" = 12 ]
check "both instances answered checks ($(awk '{print $2}' "$work/checks" | sort | uniq -c | tr -s ' ' | tr '\n' ','))" \
  [ "$(awk '{print $2}' "$work/checks" | sort -u | wc -l)" = 2 ]

say "the page micro-cache is per instance"
# Straight to each instance, with our own ids (each believes its proxy: TRUST_PROXY=1). A film page
# nobody asked for yet: its film's API answer is in no instance's API answer cache either.
page() { curl -s -o /dev/null -H 'Host: fr.localhost' -H "X-Request-Id: $2" "http://127.0.0.1:$1/films/orbite-10002"; }
page "$site_a_port" prove-a1
page "$site_a_port" prove-a2
page "$site_b_port" prove-b1
calls() { grep -c "\"reqId\":\"$1\"" "$work/api.log" || true; }
check "site-a's first view rendered, calling the API ($(calls prove-a1) calls)" [ "$(calls prove-a1)" -gt 0 ]
check "site-a's second view came from its cache ($(calls prove-a2) calls)" [ "$(calls prove-a2)" = 0 ]
check "site-b rendered it itself: caches are not shared ($(calls prove-b1) calls)" [ "$(calls prove-b1)" -gt 0 ]

say "one instance stops under traffic: nginx sends everything to the other"
kill -TERM "$site_b_pid"
code=0
wait "$site_b_pid" || code=$?
check "site-b drained and exited $code" [ "$code" = 0 ]
: >"$work/after"
for _ in 1 2 3 4; do
  curl -s -o /dev/null -w '%{http_code} ' -H 'Host: fr.localhost' "$through/" >>"$work/after"
done
check "4 pages after the stop: $(cat "$work/after")" [ "$(cat "$work/after")" = '200 200 200 200 ' ]
check "the site's log lines are JSON with a request id" \
  "$node" -e "const l=require('fs').readFileSync('$work/site-a.log','utf8').trim().split('\n').map(JSON.parse).filter(x=>x.msg==='request');process.exit(l.length>0&&l.every(x=>x.reqId&&x.status&&x.path)?0:1)"

say "$( [ "$failures" = 0 ] && echo "all checks passed" || echo "$failures check(s) FAILED")"
[ "$failures" = 0 ]
