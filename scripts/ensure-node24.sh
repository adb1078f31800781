#!/bin/sh
# `make test` also runs the unit suites on the current Node LTS (24), which our users run. Node 24
# comes from the npm registry's per-platform package (node-<os>-<cpu>, the binary inside the
# tarball), installed under .cache/node24: nothing is downloaded from anywhere else, and the
# project's own Node is left alone. NODE24=/path/to/node skips the install. With --path it prints
# the executable's path once it is there (scripts/stryker.sh runs Stryker on it).
set -eu
print_path=false
[ "${1:-}" = --path ] && print_path=true
version=24.21.0
if [ -n "${NODE24:-}" ]; then
  if [ -x "$NODE24" ]; then
    if $print_path; then echo "$NODE24"; fi
    exit 0
  fi
  echo "NODE24=$NODE24 is not an executable node." >&2
  exit 1
fi
dir=.cache/node24
case "$(uname -s)" in
  Linux) os=linux ;;
  Darwin) os=darwin ;;
  *) echo "no Node 24 package for $(uname -s); set NODE24=/path/to/node24" >&2; exit 1 ;;
esac
case "$(uname -m)" in
  x86_64 | amd64) cpu=x64 ;;
  aarch64 | arm64) cpu=arm64 ;;
  *) echo "no Node 24 package for $(uname -m); set NODE24=/path/to/node24" >&2; exit 1 ;;
esac
bin="$dir/node_modules/node-$os-$cpu/bin/node"
if ! [ -x "$bin" ] || [ "$("$bin" --version)" != "v$version" ]; then
  echo "installing Node $version for the unit suites (npm package node-$os-$cpu)…" >&2
  mkdir -p "$dir"
  npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "node-$os-$cpu@$version" >&2
  "$bin" --version >/dev/null
fi
if $print_path; then echo "$bin"; fi
