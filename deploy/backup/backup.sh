#!/bin/bash
# Daily at BACKUP_AT (HH:MM in TZ), and at once on a first start with no backup yet: mongodump's
# gzipped archive of the clinic database and the uploads in one tar, encrypted with age to
# BACKUP_RECIPIENT into /backups/clinic-mongo-<UTC time>.tar.age; those older than BACKUP_KEEP
# days are then deleted. The plain dump exists only in /staging (a tmpfs in docker-compose.yml).
set -euo pipefail
: "${MONGODB_URI:?set MONGODB_URI}" "${BACKUP_RECIPIENT:?set BACKUP_RECIPIENT}"
BACKUP_AT="${BACKUP_AT:-02:30}"
BACKUP_KEEP="${BACKUP_KEEP:-14}"
umask 077

backup() {
  local stamp staging out
  stamp="$(date -u +%Y%m%dT%H%M%SZ)"
  staging="$(mktemp -d /staging/clinic-XXXXXX)"
  out="/backups/clinic-mongo-${stamp}.tar.age"
  mongodump --uri="$MONGODB_URI" --archive="$staging/mongo.archive.gz" --gzip --quiet
  local uploads=()
  [ -d /data/uploads ] && uploads=(-C /data uploads)
  tar -C "$staging" -cf - mongo.archive.gz "${uploads[@]}" \
    | age -r "$BACKUP_RECIPIENT" -o "$out.partial"
  mv "$out.partial" "$out"
  rm -rf "$staging"
  find /backups -maxdepth 1 -name 'clinic-mongo-*.tar.age' -mtime "+$((BACKUP_KEEP - 1))" -delete
  find /backups -maxdepth 1 -name '*.partial' -mmin +1440 -delete
  echo "$(date -u +%FT%TZ) backup taken: $out ($(stat -c %s "$out") bytes)"
}

last_day=""
for existing in /backups/clinic-mongo-*.tar.age; do
  [ -e "$existing" ] && last_day="$(date -d "@$(stat -c %Y "$existing")" +%F)"
done
while true; do
  today="$(date +%F)"
  if [ "$last_day" != "$today" ] && { [ -z "$last_day" ] || [ "$(date +%H:%M)" \> "$BACKUP_AT" ] || [ "$(date +%H:%M)" = "$BACKUP_AT" ]; }; then
    if backup; then last_day="$today"; else echo "$(date -u +%FT%TZ) backup failed" >&2; fi
  fi
  sleep 60
done
