import path from 'node:path';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { createForOwnerOnly } from '../config/private-data-dir.ts';

/** A mistake in the command line, or a refusal the operator can fix: the command prints it with its usage. */
export class UsageError extends Error {}

/** The command's options, read strictly: an unknown option or a stray argument is a UsageError. */
export function readOptions<const O extends ParseArgsOptionsConfig>(argv: string[], options: O) {
  return readCommandLine(argv, options, 0).values;
}

/** Options and at most `maxPositionals` other arguments (file names), read strictly. */
export function readCommandLine<const O extends ParseArgsOptionsConfig>(
  argv: string[],
  options: O,
  maxPositionals: number,
) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, strict: true, allowPositionals: maxPositionals > 0, options });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (parsed.positionals.length > maxPositionals)
    throw new UsageError(`Unexpected argument '${parsed.positionals[maxPositionals]}'`);
  return parsed;
}

/**
 * A path given on the command line, from the folder the operator typed `npm run …` in: npm runs a
 * workspace's script in the workspace's folder and says where it was started in INIT_CWD.
 */
export function pathFromCommandLine(given: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
}

/**
 * Runs a command-line tool and exits with the code its `main` answers: a UsageError prints the
 * message and the usage (exit 2), any other error one line `<name> failed: <reason>` (exit 1),
 * never a stack trace.
 */
export function runCommand(name: string, usage: string, main: (args: string[]) => Promise<number>): void {
  // A command writes into DATA_DIR (a restore, the embedded database): for the owner only, as the api.
  createForOwnerOnly();
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof UsageError) {
        process.stderr.write(`${error.message}\n\n${usage}`);
        process.exit(2);
      }
      process.stderr.write(`${name} failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
