#!/usr/bin/env bash
# Builds the web app (precompiled validators, the data check, Vite) and starts the API and the app on one port (default 3000),
# with the embedded SQLite database in data/heloc.sqlite and the default brand for unknown hosts.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run -s build
exec npx tsx server/main.ts
