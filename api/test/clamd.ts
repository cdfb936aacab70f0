import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './api-process.ts';

/** Debian's ClamAV daemon (clamav-daemon, installed by scripts/ensure-test-programs.ts). */
const CLAMD = '/usr/sbin/clamd';
const READY_WITHIN_MS = 60_000;

/**
 * The 68 bytes of the EICAR test file, which every antivirus reports and which harms nothing. Kept
 * in two halves so that a scanner on a developer's machine does not quarantine this source file.
 */
export const EICAR = Buffer.from(
  ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR', '-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'].join(''),
  'latin1',
);

/** The name clamd gives the local signature below (`.UNOFFICIAL`: not one of freshclam's). */
export const EICAR_SIGNATURE = 'Eicar-Test-Body.UNOFFICIAL';

export interface TestClamd {
  port: number;
  /** Its unix socket, for CLAMAV_SOCKET. */
  socket: string;
  /** What startTestApi needs to scan with it over TCP. */
  env: { CLAMAV_HOST: string; CLAMAV_PORT: string };
  /** Ends the daemon (a test may stop it early to play an outage) and removes its folder. */
  stop(): Promise<void>;
}

/** Whether clamd answers PING on `port`. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const connection = net.connect({ host: '127.0.0.1', port });
    let reply = '';
    connection.setTimeout(1000, () => connection.destroy());
    connection.on('connect', () => connection.write('zPING\0'));
    connection.on('data', (chunk: Buffer) => (reply += chunk.toString('latin1')));
    connection.on('close', () => resolve(reply.startsWith('PONG')));
    connection.on('error', () => resolve(false));
  });
}

/**
 * clamd on a free port of the loopback address and on a unix socket, with a configuration of its
 * own and one local signature (the EICAR string anywhere in a file): freshclam's downloads cannot
 * reach their mirrors from the test machines. Answers once clamd answers PING.
 */
export async function startClamd(): Promise<TestClamd> {
  const folder = await mkdtemp(path.join(tmpdir(), 'bourses-clamd-'));
  const signatures = path.join(folder, 'signatures');
  await mkdir(signatures);
  await writeFile(path.join(signatures, 'test.ndb'), `Eicar-Test-Body:0:*:${EICAR.toString('hex')}\n`);
  const port = await freePort();
  const socket = path.join(folder, 'clamd.sock');
  const settings = [
    'Foreground true',
    `TCPSocket ${port}`,
    'TCPAddr 127.0.0.1',
    `LocalSocket ${socket}`,
    `DatabaseDirectory ${signatures}`,
    // clamd run as root otherwise switches to the clamav user, who cannot read this folder.
    ...(process.getuid?.() === 0 ? ['User root'] : []),
  ];
  const configFile = path.join(folder, 'clamd.conf');
  await writeFile(configFile, `${settings.join('\n')}\n`);

  const daemon = spawn(CLAMD, ['--config-file', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  daemon.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  daemon.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => daemon.once('close', () => resolve()));
  daemon.once('error', (error) => (output += String(error)));

  const stop = async () => {
    if (daemon.exitCode === null && daemon.signalCode === null) {
      daemon.kill('SIGTERM');
      await exited;
    }
    await rm(folder, { recursive: true, force: true });
  };

  const deadline = Date.now() + READY_WITHIN_MS;
  while (!(await answersPing(port))) {
    if (daemon.exitCode !== null || daemon.signalCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`clamd did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { port, socket, env: { CLAMAV_HOST: '127.0.0.1', CLAMAV_PORT: String(port) }, stop };
}
