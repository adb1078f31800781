#!/bin/sh
# `npm run mutants:unit`: StrykerJS over generator/ and site/src/http (stryker.config.mjs,
# decision 022). Stryker 10 needs Node >= 22: it runs on the Node 24 that `make test` installs
# from the npm registry (scripts/ensure-node24.sh), not on the project's Node 20.
set -eu
node=$(sh scripts/ensure-node24.sh --path)
exec "$node" node_modules/@stryker-mutator/core/bin/stryker.js run stryker.config.mjs "$@"
