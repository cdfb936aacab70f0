import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

/** A mistake in the command line: the command prints it with its usage. */
export class UsageError extends Error {}

/** The command's options, read strictly: an unknown option or a stray argument is a UsageError. */
export function readOptions<const O extends ParseArgsOptionsConfig>(argv: string[], options: O) {
  try {
    return parseArgs({ args: argv, strict: true, allowPositionals: false, options }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}
