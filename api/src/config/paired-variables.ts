// Variables that mean something only together: an administrator's e-mail and password, a key and its secret.

/** The line naming the pair when only one of its two variables is set. */
export function setAlone<Env, Name extends keyof Env & string>(
  env: Env,
  first: Name,
  second: Name,
): string | undefined {
  return (env[first] === undefined) !== (env[second] === undefined)
    ? `${first} and ${second} go together`
    : undefined;
}

/** What the pair of values makes, or undefined unless both are set. */
export function whenBothSet<T>(
  first: string | undefined,
  second: string | undefined,
  make: (first: string, second: string) => T,
): T | undefined {
  return first !== undefined && second !== undefined ? make(first, second) : undefined;
}
