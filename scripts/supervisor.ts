import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { EXIT_CONFIGURATION_ERROR } from '@bourses/common/exit-codes';

/** A long-running program the supervisor keeps alive. */
export interface Program {
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Where its output goes: the supervisor's own by default. */
  stdio?: StdioOptions;
}

export interface SuperviseOptions {
  /** Wait before the first restart; doubles with each further restart inside `windowMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** A program that needs more restarts than this inside `windowMs` is given up on. */
  maxRestarts?: number;
  windowMs?: number;
  /** How long a stopping program may take before it is killed. */
  stopTimeoutMs?: number;
  log?: (line: string) => void;
}

export interface Supervision {
  /** Forwards the signal to every running program; `done` settles once all have exited. */
  stop(signal?: NodeJS.Signals): void;
  /** 0 after a requested stop, 1 when a program was given up on, 78 when one refused its configuration. */
  done: Promise<number>;
  /** The running process of each program (for operators and tests). */
  pid(name: string): number | undefined;
}

interface Supervised {
  program: Program;
  child: ChildProcess | undefined;
  restartTimer: NodeJS.Timeout | undefined;
  /** When each restart happened, to tell a crash loop from a rare crash. */
  restarts: number[];
}

const DEFAULTS = { backoffMs: 1000, maxBackoffMs: 30_000, maxRestarts: 5, windowMs: 60_000, stopTimeoutMs: 10_000 };

const describeExit = (code: number | null, signal: NodeJS.Signals | null) => (signal ? `signal ${signal}` : `code ${code}`);

/** Starts every program, restarts one that exits on its own, and stops them all together. */
export function supervise(programs: Program[], options: SuperviseOptions = {}): Supervision {
  const settings = { ...DEFAULTS, ...options };
  const log = options.log ?? ((line: string) => process.stdout.write(`[start] ${line}\n`));
  const supervised = programs.map((program): Supervised => ({ program, child: undefined, restartTimer: undefined, restarts: [] }));
  let stopping = false;
  let exitCode = 0;
  const { promise: done, resolve: finish } = Promise.withResolvers<number>();

  const finishWhenAllStopped = () => {
    if (stopping && supervised.every((entry) => entry.child === undefined)) finish(exitCode);
  };

  const stop = (signal: NodeJS.Signals = 'SIGTERM') => {
    if (stopping) return;
    stopping = true;
    for (const entry of supervised) {
      clearTimeout(entry.restartTimer);
      const child = entry.child;
      if (!child) continue;
      child.kill(signal);
      setTimeout(() => child.kill('SIGKILL'), settings.stopTimeoutMs).unref();
    }
    finishWhenAllStopped();
  };

  const start = (entry: Supervised) => {
    const { name, command, args, cwd, env, stdio = 'inherit' } = entry.program;
    // Its own process group: a terminal's Ctrl-C reaches the program once, through the supervisor.
    const child = spawn(command, args, { cwd, env, stdio, detached: true });
    entry.child = child;
    log(`${name} started (pid ${child.pid ?? 'none'})`);
    let exited = false;
    const onExit = (code: number | null, reason: string) => {
      if (exited) return;
      exited = true;
      entry.child = undefined;
      if (stopping) {
        log(`${name} stopped (${reason})`);
        finishWhenAllStopped();
      } else if (code === EXIT_CONFIGURATION_ERROR) {
        log(`${name} refused its configuration (its message is above): stopping everything`);
        exitCode = EXIT_CONFIGURATION_ERROR;
        stop('SIGTERM');
      } else {
        restartOrGiveUp(entry, reason);
      }
    };
    child.once('exit', (code, signal) => onExit(code, describeExit(code, signal)));
    child.once('error', (error) => onExit(null, error.message));
  };

  const restartOrGiveUp = (entry: Supervised, reason: string) => {
    const now = Date.now();
    entry.restarts = entry.restarts.filter((at) => now - at < settings.windowMs);
    const { name } = entry.program;
    if (entry.restarts.length >= settings.maxRestarts) {
      log(`${name} exited (${reason}) ${entry.restarts.length + 1} times within ${settings.windowMs / 1000} s: giving up, stopping everything`);
      exitCode = 1;
      stop('SIGTERM');
      return;
    }
    const delay = Math.min(settings.backoffMs * 2 ** entry.restarts.length, settings.maxBackoffMs);
    entry.restarts.push(now);
    log(`${name} exited unexpectedly (${reason}): restarting in ${delay} ms`);
    entry.restartTimer = setTimeout(() => start(entry), delay);
  };

  supervised.forEach(start);
  return {
    stop,
    done,
    pid: (name) => supervised.find((entry) => entry.program.name === name)?.child?.pid,
  };
}
