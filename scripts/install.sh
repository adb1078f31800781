#!/bin/sh
# Installs what `make` targets need on a fresh machine: the npm dependencies, at the exact
# versions of the committed lockfile.
set -eu
node -e '
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: this project needs Node >= 20.19.`);
  process.exit(1);
}'
echo "installing npm dependencies from package-lock.json…"
# Not `npm ci`: the registry reachable here lacks some platform builds of optional packages
# (e.g. @biomejs/cli-win32-x64), so the lockfile cannot list them and `npm ci` refuses it.
# `npm install --no-save` installs the locked versions and never rewrites the lockfile.
npm install --no-save --no-audit --no-fund --loglevel=error
