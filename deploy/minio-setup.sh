#!/bin/sh
# One-shot (docker-compose.yml, service minio-setup): the api's bucket and an account that can use
# only that bucket. Safe to run again: every step leaves what already exists as it is.
set -eu

mc alias set platform http://minio:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD"
mc mb --ignore-existing "platform/$S3_BUCKET"
# Every overwrite or deletion keeps the previous version: a mistake can be undone (README, Backups).
mc version enable "platform/$S3_BUCKET"

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
