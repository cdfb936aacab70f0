export interface BookmarkIconProps {
  /** Filled once the scholarship is saved. */
  filled: boolean;
}

/** A bookmark, outlined or filled; decorative (the button carries the words). Not directional: never flipped. */
export function BookmarkIcon({ filled }: BookmarkIconProps) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
      <path
        d="M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
