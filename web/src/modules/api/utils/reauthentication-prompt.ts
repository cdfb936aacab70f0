/** What the user answered when asked to confirm it is them: done (retry), or cancelled. */
export type ReauthenticationAnswer = 'confirmed' | 'cancelled';

/** One question put to the user, while it is open. */
interface ReauthenticationRequest {
  answer(outcome: ReauthenticationAnswer): void;
}

/**
 * Between what finds a sensitive change refused with REAUTHENTICATION_REQUIRED (the link chain, a
 * protected download) and the one host that asks the user (ReauthenticationHost). Calls that fail
 * together share one question: the user confirms once, and each is retried.
 */
export interface ReauthenticationPrompt {
  /** Resolves once the user answered; 'cancelled' at once when no host is there to ask. */
  ask(): Promise<ReauthenticationAnswer>;
  /** The open question, or null: what the host shows (useSyncExternalStore). */
  current(): ReauthenticationRequest | null;
  subscribe(listener: () => void): () => void;
}

export function createReauthenticationPrompt(): ReauthenticationPrompt {
  const listeners = new Set<() => void>();
  let open: { request: ReauthenticationRequest; answered: Promise<ReauthenticationAnswer> } | null = null;
  const notify = () => listeners.forEach((listener) => listener());

  return {
    ask() {
      if (listeners.size === 0) return Promise.resolve('cancelled');
      if (open) return open.answered;
      let settle: (outcome: ReauthenticationAnswer) => void = () => undefined;
      const answered = new Promise<ReauthenticationAnswer>((resolve) => (settle = resolve));
      const request: ReauthenticationRequest = {
        answer(outcome) {
          if (open?.request !== request) return;
          open = null;
          settle(outcome);
          notify();
        },
      };
      open = { request, answered };
      notify();
      return answered;
    },
    current: () => open?.request ?? null,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        // The host went away with the question open: nobody can answer it any more.
        if (listeners.size === 0) open?.request.answer('cancelled');
      };
    },
  };
}

/** The page's one prompt: the app's link chain and downloads ask it, the host near the app's root answers. */
export const reauthenticationPrompt = createReauthenticationPrompt();
