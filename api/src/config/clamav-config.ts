import { z } from 'zod';

/** Where clamd listens: TCP (a container, another machine) or a unix socket on this machine. */
export type ClamdAddress = { host: string; port: number } | { socket: string };

/** How uploads reach ClamAV's daemon when CLAMAV_HOST or CLAMAV_SOCKET is set (docs/security.md, "Malware scanning"). */
export interface ClamavSettings {
  address: ClamdAddress;
  /** The longest a scan may take (and a silent connection last) before the upload is refused as unscanned. */
  timeoutMs: number;
}

const CLAMD_PORT = 3310;
const DEFAULT_TIMEOUT_MS = 30_000;

export const CLAMAV_ENV = {
  CLAMAV_HOST: z.string().min(1).optional(),
  CLAMAV_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  CLAMAV_SOCKET: z.string().min(1).optional(),
  CLAMAV_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).optional(),
};

type ClamavEnv = z.infer<z.ZodObject<typeof CLAMAV_ENV>>;

/** What keeps the scanner's settings from making sense, one line per problem, naming the variables. */
export function clamavConfigProblems(env: ClamavEnv): string[] {
  if (env.CLAMAV_HOST !== undefined && env.CLAMAV_SOCKET !== undefined) {
    return ['CLAMAV_HOST and CLAMAV_SOCKET: set one of them, not both'];
  }
  // A port or a timeout alone would leave uploads silently unscanned by an operator who meant otherwise.
  const withoutAddress = (['CLAMAV_PORT', 'CLAMAV_TIMEOUT_MS'] as const).filter(
    (name) => env[name] !== undefined,
  );
  if (env.CLAMAV_HOST === undefined && env.CLAMAV_SOCKET === undefined && withoutAddress.length > 0) {
    return [
      `CLAMAV_HOST or CLAMAV_SOCKET: required when ${withoutAddress.join(', ')} ${withoutAddress.length > 1 ? 'are' : 'is'} set`,
    ];
  }
  if (env.CLAMAV_SOCKET !== undefined && env.CLAMAV_PORT !== undefined) {
    return ['CLAMAV_PORT: goes with CLAMAV_HOST, not with CLAMAV_SOCKET'];
  }
  return [];
}

/** The scanner's settings, or undefined when uploads are not scanned; `clamavConfigProblems` must have found none. */
export function clamavSettings(env: ClamavEnv): ClamavSettings | undefined {
  const timeoutMs = env.CLAMAV_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS;
  if (env.CLAMAV_SOCKET !== undefined) return { address: { socket: env.CLAMAV_SOCKET }, timeoutMs };
  if (env.CLAMAV_HOST !== undefined) {
    return { address: { host: env.CLAMAV_HOST, port: env.CLAMAV_PORT ?? CLAMD_PORT }, timeoutMs };
  }
  return undefined;
}
