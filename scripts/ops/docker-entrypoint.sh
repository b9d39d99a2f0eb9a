#!/bin/sh
# The image's entry point: `serve` (the default) runs the server, which also applies pending
# migrations; `migrate` only applies them and exits (the Kubernetes Job, `docker compose run`).
set -e
case "${1:-serve}" in
  serve) exec node --import tsx /app/server/src/main.ts ;;
  migrate) exec node --import tsx /app/server/src/migrate.ts ;;
  *) exec "$@" ;;
esac
