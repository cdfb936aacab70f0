#!/bin/sh
# One-shot (docker-compose.yml, service minio-setup): the api's bucket and an account that can use
# only that bucket. Safe to run again: every step leaves what already exists as it is.
set -eu

mc alias set platform http://minio:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD"
mc mb --ignore-existing "platform/$S3_BUCKET"
# Every overwrite or deletion keeps the previous version: a mistake can be undone (README, Backups).
mc version enable "platform/$S3_BUCKET"
# ...but not for ever: an old version goes 30 days after it was replaced or deleted, so that a file a
# student deleted (law 09-08) leaves the bucket's history too (common/src/retention.ts,
# BACKUP_RETENTION_DAYS). Importing replaces the bucket's rules, so running this again changes nothing.
cat > /tmp/bucket-lifecycle.json <<'LIFECYCLE'
{
  "Rules": [
    {
      "ID": "old-versions-30-days",
      "Status": "Enabled",
      "Filter": { "Prefix": "" },
      "NoncurrentVersionExpiration": { "NoncurrentDays": 30 },
      "Expiration": { "ExpiredObjectDeleteMarker": true }
    }
  ]
}
LIFECYCLE
mc ilm rule import "platform/$S3_BUCKET" < /tmp/bucket-lifecycle.json

cat > /tmp/bucket-policy.json <<POLICY
{
  "Version": "2012-10-17",
  "Statement": [
    { "Effect": "Allow", "Action": ["s3:ListBucket", "s3:GetBucketLocation"], "Resource": ["arn:aws:s3:::$S3_BUCKET"] },
    { "Effect": "Allow", "Action": ["s3:GetObject", "s3:PutObject", "s3:DeleteObject"], "Resource": ["arn:aws:s3:::$S3_BUCKET/*"] }
  ]
}
POLICY
mc admin policy create platform bourses-api /tmp/bucket-policy.json
# Adding an existing user sets its secret again, so a changed S3_SECRET_ACCESS_KEY takes effect.
mc admin user add platform "$S3_ACCESS_KEY_ID" "$S3_SECRET_ACCESS_KEY"
mc admin policy attach platform bourses-api --user "$S3_ACCESS_KEY_ID"
echo "bucket $S3_BUCKET ready"
