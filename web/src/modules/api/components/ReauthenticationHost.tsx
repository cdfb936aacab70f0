import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import {
  reauthenticationPrompt,
  type ReauthenticationAnswer,
  type ReauthenticationPrompt,
} from '@/modules/api/utils/reauthentication-prompt';

interface DialogProps {
  onAnswer: (answer: ReauthenticationAnswer) => void;
}

/** The dialog's chunk could not be fetched (offline): the change fails as it would without asking. */
function DialogUnavailable({ onAnswer }: DialogProps) {
  useEffect(() => onAnswer('cancelled'), [onAnswer]);
  return null;
}

// Fetched, with its messages, the first time a change asks for it: most sessions never see it.
const ReauthenticationDialog = lazy(async () => {
  try {
    const loaded =
      await import('@/modules/account-security/reauthentication/components/ReauthenticationDialog');
    return { default: loaded.ReauthenticationDialog };
  } catch {
    return { default: DialogUnavailable };
  }
});

const noQuestion = () => null;

export interface ReauthenticationHostProps {
  /** The page's prompt unless told (tests). */
  prompt?: ReauthenticationPrompt;
}

/**
 * Asks the user to confirm it is them whenever a sensitive change needs it (reauthentication-link.ts,
 * useProtectedDownload): mounted once with the app's Apollo Client (ClientProvider), in the student
 * pages and the staff console alike.
 */
export function ReauthenticationHost({ prompt = reauthenticationPrompt }: ReauthenticationHostProps) {
  const request = useSyncExternalStore(prompt.subscribe, prompt.current, noQuestion);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <ReauthenticationDialog onAnswer={request.answer} />
    </Suspense>
  );
}
