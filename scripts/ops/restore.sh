#!/bin/sh
# Restores a backup of scripts/ops/backup.sh into an EMPTY database and an empty files folder.
# Stop the app first (or scale it to 0); start it afterwards: it applies any newer migration.
#   DATABASE_URL=postgres://…/customer_hub_restored STORAGE_DIR=/data/files scripts/ops/restore.sh /backups/2026-11-26
set -eu
in="${1:?usage: restore.sh BACKUP_DIR}"
: "${DATABASE_URL:?DATABASE_URL is required}"
files="${STORAGE_DIR:-${DATA_DIR:-./data}/files}"
pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$DATABASE_URL" "$in/database.dump"
mkdir -p "$files"
tar -C "$files" -xf "$in/files.tar"
echo "Restored $in into the database and $files"
