// docs/product-rules.md (web client behaviour): how long a pointer rests on, or a finger presses, a control before its tooltip shows.

/** Mouse or pen hover before the tooltip opens. */
export const TOOLTIP_ENTER_DELAY_MS = 100;

/** A touch press held this long opens the tooltip; a shorter tap just activates the control. */
export const TOOLTIP_TOUCH_DELAY_MS = 700;
