/**
 * What a presenter returns for a contract's answer: the same fields, where a Date may stand for the
 * ISO string JSON makes of it. Presenters `satisfies Presented<…Answer>`, so that a field the contract
 * does not describe, or one it describes and the presenter forgets, fails the type check.
 */
export type Presented<Answer> = Answer extends string
  ? Answer | Date
  : Answer extends readonly (infer Item)[]
    ? readonly Presented<Item>[]
    : Answer extends object
      ? { [Field in keyof Answer]: Presented<Answer[Field]> }
      : Answer;
