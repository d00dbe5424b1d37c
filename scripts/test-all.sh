#!/usr/bin/env bash
# `npm test`: every test, in the order that fails fastest. Needs PostgreSQL and Redis running
# (see README) and Debian's Chromium at /usr/bin/chromium for the end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "typecheck";          npm run --silent typecheck
step "lint";               npm run --silent lint
step "build";              npm run --silent build
step "unit tests";         npm run --silent test:unit
step "integration tests";  npm run --silent test:int
step "end-to-end tests";   npm run --silent test:e2e
