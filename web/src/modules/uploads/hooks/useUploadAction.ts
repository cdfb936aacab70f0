import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutationAction, type MutationActionOptions } from '@/modules/api/hooks/useMutationAction';
import type { UploadProgress } from '@/modules/uploads/utils/upload-transport';

/** An upload as its form shows it (UploadStatus.tsx): nothing yet, going, or just cancelled. */
export type UploadState = { phase: 'idle' } | { phase: 'cancelled' } | UploadProgress;

export type UploadOutcome<TData> =
  | { ok: true; data: TData }
  | { ok: false; cancelled: boolean; message: string; fieldErrors: Record<string, string> };

/**
 * A mutation that sends files, as every form of the student runs one: its progress, a cancel that
 * stops the request (the server then creates nothing), and the same stop when the form goes away.
 * Retries after a dropped connection happen below, in the transport (upload-transport.ts).
 */
export function useUploadAction<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options: Omit<MutationActionOptions, 'noAnswer'>,
) {
  const { t } = useLingui();
  const { run } = useMutationAction(document, {
    ...options,
    noAnswer: t`The connection was lost while sending. Check your connection, then send again: your files are still chosen.`,
  });
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  const send = useCallback(
    async (variables: TVariables): Promise<UploadOutcome<TData>> => {
      const controller = new AbortController();
      current.current = controller;
      setState({ phase: 'sending', sent: 0, total: 0 });
      const outcome = await run(variables, {
        fetchOptions: { signal: controller.signal, onUploadProgress: setState },
      });
      current.current = null;
      const cancelled = controller.signal.aborted;
      setState({ phase: cancelled ? 'cancelled' : 'idle' });
      return outcome.ok ? outcome : { ...outcome, cancelled };
    },
    [run],
  );
  const cancel = useCallback(() => current.current?.abort(), []);

  return { send, cancel, state, sending: state.phase === 'sending' || state.phase === 'reconnecting' };
}
