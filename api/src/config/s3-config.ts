import { z } from 'zod';
import { setAlone, whenBothSet } from './paired-variables.ts';

/** Where the api keeps uploaded files when S3_BUCKET is set: an S3-compatible bucket (docs/architecture.md). */
export interface S3Settings {
  bucket: string;
  /** Undefined: Amazon S3 itself, found from the region. */
  endpoint: string | undefined;
  region: string;
  /** Undefined: the SDK's own chain (AWS_* variables, an instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`, which most self-hosted services need. */
  forcePathStyle: boolean;
}

// S3's own rule for new buckets; a name outside it is a typo the service would only refuse at the first upload.
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

export const S3_ENV = {
  S3_BUCKET: z
    .string()
    .regex(BUCKET_NAME, 'must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens')
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/, 'must be a region name such as us-east-1')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
};

type S3Env = z.infer<z.ZodObject<typeof S3_ENV>>;

const BUCKET_SETTINGS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const satisfies readonly (keyof S3Env)[];

/** What keeps the storage settings from making sense, one line per problem, naming the variables. */
export function s3ConfigProblems(env: S3Env): string[] {
  const problems: string[] = [];
  const keyAlone = setAlone(env, 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY');
  if (keyAlone) problems.push(keyAlone);
  // Without a bucket the files would silently stay on this machine's disk, out of reach of other instances.
  const setWithoutBucket = BUCKET_SETTINGS.filter((name) => env[name] !== undefined);
  if (env.S3_BUCKET === undefined && setWithoutBucket.length > 0) {
    problems.push(
      `S3_BUCKET: required when ${setWithoutBucket.join(', ')} ${setWithoutBucket.length > 1 ? 'are' : 'is'} set`,
    );
  }
  return problems;
}

/** The bucket settings, or undefined for the local folder; `s3ConfigProblems` must have found none. */
export function s3Settings(env: S3Env): S3Settings | undefined {
  if (env.S3_BUCKET === undefined) return undefined;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION ?? 'us-east-1',
    credentials: whenBothSet(
      env.S3_ACCESS_KEY_ID,
      env.S3_SECRET_ACCESS_KEY,
      (accessKeyId, secretAccessKey) => ({
        accessKeyId,
        secretAccessKey,
      }),
    ),
    forcePathStyle: env.S3_FORCE_PATH_STYLE
      ? env.S3_FORCE_PATH_STYLE === 'true'
      : env.S3_ENDPOINT !== undefined,
  };
}
