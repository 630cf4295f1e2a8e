#!/bin/sh
# Runs the pinned pnpm with whatever Node the machine has (npx fetches it once
# into npm's cache). Every script pnpm runs then finds Node 24 first on PATH,
# from the root devDependency `node`.
set -e
cd "$(dirname "$0")/.."
exec npx --yes pnpm@10.34.9 "$@"
