#!/bin/sh
# Starts the built server (`npm run serve`, the container's command, each instance of the multi-instance
# test): node alone, from the tree's root, where the server looks for dist/ and its other files. `exec`,
# so the signals an orchestrator sends (SIGTERM to drain and stop, SIGKILL) reach node itself.
set -eu
cd "$(dirname "$0")/.."
if [ ! -f dist-server/server.js ]; then
  echo "No built server in $(pwd)/dist-server: run \"npm run build\" first (npm start does it for you)." >&2
  exit 1
fi
exec node dist-server/server.js
