/** Resolves in a later task: the browser answers a tap or paints a frame in between. */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve));
