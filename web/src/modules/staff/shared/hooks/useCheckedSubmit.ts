import { useState } from 'react';

/** What a refused mutation answers (useMutationAction): a message, and one per field it names. */
interface Refusal {
  message: string;
  fieldErrors: Record<string, string>;
}

/**
 * A dialog's "check, then send" step: the form's own rules first (nothing is sent while they find a
 * problem), then the mutation, whose refusal is shown as a message and under the fields it names.
 * `sent` runs once the mutation succeeded (a toast, closing the dialog).
 */
export function useCheckedSubmit<Problems>(
  check: () => Problems | null,
  send: () => Promise<Refusal | null>,
  sent: () => void,
) {
  const [problems, setProblems] = useState<Problems | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    const found = check();
    setProblems(found);
    setFailure(null);
    setServerErrors({});
    if (found) return;
    const refused = await send();
    if (refused) {
      setServerErrors(refused.fieldErrors);
      setFailure(refused.message);
      return;
    }
    sent();
  };

  return { problems, serverErrors, failure, submit };
}
