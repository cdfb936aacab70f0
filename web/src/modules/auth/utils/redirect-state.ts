import type { AuthDialogMode } from '@/modules/auth/components/AuthDialog';
import type { RedirectState } from '@/modules/auth/utils/route-guards';

export interface LandingState extends RedirectState {
  mode?: AuthDialogMode;
}

/** Reads the navigation state a redirect or a link left (it may be anything, e.g. after a reload). */
export function readLandingState(state: unknown): LandingState {
  if (typeof state !== 'object' || state === null) return {};
  const fields = new Map<string, unknown>(Object.entries(state));
  const from = fields.get('from');
  const mode = fields.get('mode');
  return {
    from: typeof from === 'string' && from.startsWith('/') ? from : undefined,
    unauthorized: fields.get('unauthorized') === true,
    mode: mode === 'register' || mode === 'login' || mode === 'forgotPassword' ? mode : undefined,
  };
}
