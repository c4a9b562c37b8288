#!/bin/sh
# Makes the production tree of a built checkout: the files the server runs from, and a production
# install of their packages (`npm ci --omit=dev`: no TypeScript, tsx, Vite or test tools).
#
#   npm run build && deploy/package.sh /srv/play-smart
#
# The container recipe (Containerfile) and the multi-instance test (test/deploy/cluster.test.ts) both make
# their tree with this script and start each instance with deploy/serve.sh, so what the test proves is
# what the image runs. Extra arguments are passed to `npm ci` (the test adds --prefer-offline).
set -eu
if [ $# -lt 1 ]; then
  echo "Usage: deploy/package.sh <target folder> [npm ci options]" >&2
  exit 2
fi
out=$1
shift
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
for built in dist/_pages/index.html dist-ssr/entry-server.js dist-server/server.js engine/dist/index.js; do
  if [ ! -f "$built" ]; then
    echo "deploy/package.sh: $built is missing: run \"npm run build\" first." >&2
    exit 1
  fi
done
mkdir -p "$out/engine" "$out/deploy" "$out/site/content"
# What the built server reads: the site (dist), the renderer of the forms posted without JavaScript
# (dist-ssr), the server and staff CLI with their migrations (dist-server), the quiz questions (a file
# a language), and the engine workspace the lock file names.
cp package.json package-lock.json "$out/"
cp engine/package.json "$out/engine/"
rm -rf "$out/dist" "$out/dist-ssr" "$out/dist-server" "$out/engine/dist"
cp -R dist dist-ssr dist-server "$out/"
cp -R engine/dist "$out/engine/"
cp site/content/quiz-questions*.json "$out/site/content/"
cp deploy/serve.sh "$out/deploy/"
cd "$out"
# No lifecycle scripts: the production packages need none, and the root's would want build tools.
npm ci --omit=dev --ignore-scripts --no-audit --no-fund "$@"
