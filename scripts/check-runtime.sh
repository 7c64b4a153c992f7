#!/usr/bin/env bash
# The runtime without development tools, end to end: a fresh clone of this repository's
# committed HEAD, `npm install`, `npm run build`, `npm prune --omit=dev`, then the server
# started with the editor on (as the Docker image runs it), an editor added, signed in, an
# edit of content/home/hu.yaml published over HTTP, and the live home page checked for it.
# Prints the size of node_modules before and after the prune; exits 0 only when the edit is
# live.
#
#   scripts/check-runtime.sh [PORT]        (default 4351; KEEP=1 keeps the work folder)
#   PRUNE=0 scripts/check-runtime.sh       the same without the prune (the full install)
set -euo pipefail

port="${1:-4351}"
source_repo="$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)"
work="$(mktemp -d /tmp/dp-check-runtime-XXXXXX)"
site="$work/site"
server_pid=""
cleanup() {
  if [[ -n "$server_pid" ]] && kill -0 "$server_pid" 2>/dev/null; then kill "$server_pid"; fi
  if [[ "${KEEP:-0}" != 1 ]]; then rm -rf "$work"; else echo "work folder kept: $work"; fi
}
trap cleanup EXIT
step() { printf '\n== %s (%s)\n' "$1" "$(date -u +%H:%M:%S)"; }
fail() { echo "FAIL: $*" >&2; exit 1; }

step "fresh clone of $(git -C "$source_repo" rev-parse --short HEAD)"
git clone --quiet "$source_repo" "$site"
cd "$site"

step "npm install"
npm install --no-audit --no-fund --loglevel=error
echo "node_modules: $(du -sh node_modules | cut -f1)"
# The project's Node 24 comes from the `node` devDependency; the prune removes it, and the
# Docker image brings its own: keep a copy of the binary to start the server with.
node24="$work/node"
cp "$(readlink -f node_modules/.bin/node)" "$node24"
"$node24" --version

step "npm run build"
npm run build

if [[ "${PRUNE:-1}" != 0 ]]; then
  step "npm prune --omit=dev"
  npm prune --omit=dev --no-audit --no-fund --loglevel=error
  echo "node_modules after prune: $(du -sh node_modules | cut -f1)"
  for tool in vite tailwindcss @react-router/dev vitest @playwright/test lighthouse autocannon; do
    if [[ -e "node_modules/$tool/package.json" ]]; then fail "$tool is still installed"; fi
  done
fi

step "start with the editor on"
export CONTENT_EDITOR=on CONTENT_DIR="$site/content" DATABASE_PATH="$work/data/inquiries.sqlite"
export PORT="$port" HOST=127.0.0.1 HSTS=false LOG_LEVEL=warn NODE_ENV=production
mkdir -p "$work/data"
password="check-runtime-password"
printf '%s\n' "$password" | "$node24" server/cli/editors.ts add "Ellenőrzés" >/dev/null
"$node24" server/main.ts >"$work/server.log" 2>&1 &
server_pid=$!
url="http://127.0.0.1:$port"
for _ in $(seq 1 600); do
  curl -fsS "$url/healthz" >/dev/null 2>&1 && break
  kill -0 "$server_pid" 2>/dev/null || { cat "$work/server.log"; fail "the server exited"; }
  sleep 0.5
done
curl -fsS "$url/healthz" >/dev/null || { cat "$work/server.log"; fail "the server did not answer"; }
echo "listening on $url"

step "publish an edit over HTTP"
jar="$work/cookies"
curl -fsS -o /dev/null -c "$jar" -H "Origin: $url" \
  --data-urlencode "name=Ellenőrzés" --data-urlencode "password=$password" "$url/admin/sign-in"
marker="Ellenőrzött kiadás $(date -u +%H%M%S)"
sed -i "0,/^  eyebrow: .*/s//  eyebrow: $marker/" content/home/hu.yaml
grep -q "$marker" content/home/hu.yaml || fail "content/home/hu.yaml has no eyebrow line to edit"
started=$(date +%s%N)
status=$(curl -sS -o "$work/publish.json" -w '%{http_code}' -b "$jar" -H "Origin: $url" \
  -H "Accept: application/json" -X POST "$url/admin/api/publish")
elapsed=$(( ($(date +%s%N) - started) / 1000000 ))
echo "publish answered $status in ${elapsed} ms: $(head -c 400 "$work/publish.json")"
[[ "$status" == 200 ]] || { tail -n 30 "$work/server.log"; fail "the publish failed"; }
curl -fsS "$url/" | grep -q "$marker" || fail "the edit is not on the live home page"
echo "PASS: the edit is live (${elapsed} ms from publish to answer)"
