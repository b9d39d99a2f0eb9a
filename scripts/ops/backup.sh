#!/bin/sh
# Backs up Customer Hub: the PostgreSQL database (pg_dump custom format) and, when files are kept
# in a folder (STORAGE_DIR, default DATA_DIR/files), a tar of that folder. With S3_BUCKET the
# files are in the bucket: back it up with the store's own versioning or replication.
#   DATABASE_URL=postgres://… STORAGE_DIR=/data/files scripts/ops/backup.sh /backups/2026-11-26
# Writes OUT/database.dump and OUT/files.tar (docs/OPERATIONS.md, "Backup and restore").
set -eu
out="${1:?usage: backup.sh OUTPUT_DIR}"
: "${DATABASE_URL:?DATABASE_URL is required}"
files="${STORAGE_DIR:-${DATA_DIR:-./data}/files}"
mkdir -p "$out"
pg_dump --format=custom --no-owner --no-privileges --file="$out/database.dump" "$DATABASE_URL"
if [ -d "$files" ]; then
  tar -C "$files" -cf "$out/files.tar" .
else
  tar -cf "$out/files.tar" --files-from /dev/null
fi
echo "Backed up to $out: database.dump ($(wc -c < "$out/database.dump") bytes), files.tar ($(tar -tf "$out/files.tar" | grep -vc '/$') files)"
