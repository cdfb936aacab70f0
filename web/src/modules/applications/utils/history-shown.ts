interface Entry {
  status: string;
  feedback: string | null;
}

/**
 * The history as the page shows it under its next step: the latest rejection's reason is already
 * written there, so its entry does not say it again.
 */
export function withoutRepeatedReason<T extends Entry>(
  entries: readonly T[],
  shownReason: string | null | undefined,
): T[] {
  const last = entries.at(-1);
  if (!shownReason || !last || last.status !== 'REJECTED' || last.feedback !== shownReason)
    return [...entries];
  return [...entries.slice(0, -1), { ...last, feedback: null }];
}
