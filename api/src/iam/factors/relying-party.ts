import type { Config } from '#api/config/config.ts';

/** Who passkeys are made for: the site the web pages are served from. */
export interface RelyingParty {
  /** The WebAuthn RP ID: PUBLIC_WEB_URL's host name, e.g. 'bourses.example.ma'. */
  id: string;
  /** The name the browser's prompt shows. */
  name: string;
  /** The only origin a passkey's answer may come from, e.g. 'https://bourses.example.ma'. */
  origin: string;
}

/**
 * The signatures passkeys may use (COSE ids): EdDSA, ES256, RS256, which every authenticator offers.
 * Named, so that the library does not probe the runtime for post-quantum ones (an experimental
 * Web Crypto feature that warns on stderr).
 */
export const PASSKEY_ALGORITHMS = [-8, -7, -257];

/**
 * The relying party of PUBLIC_WEB_URL (docs/security.md, "Second factors"): a passkey made on one
 * host name never answers for another, so this must be the address users type.
 */
export function relyingPartyOf(config: Pick<Config, 'publicWebUrl'>): RelyingParty {
  const url = new URL(config.publicWebUrl);
  return { id: url.hostname, name: 'Bourses', origin: url.origin };
}
