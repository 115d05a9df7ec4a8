import { spawn, spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';

/** The processes under `pid` (its children, theirs…), as `ps` lists them. */
function descendants(pid: number): number[] {
  const table = spawnSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' }).stdout;
  const rows = table
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const out: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid] of rows) {
      if (ppid === parent) {
        out.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return out;
}

/** Is a process still running (a zombie, gone but not yet collected, counts as stopped)? */
function running(pid: number): boolean {
  const state = spawnSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' }).stdout.trim();
  return state !== '' && !state.startsWith('Z');
}

const portAnswers = (port: number): Promise<boolean> =>
  new Promise((answer) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      answer(true);
    });
    socket.once('error', () => answer(false));
  });

/**
 * `npm run mock-api` started as a user starts it, then stopped by its process id with `signal`: npm,
 * tsx and the server must all stop, and the port be free again.
 */
async function stopWith(signal: 'SIGTERM' | 'SIGINT'): Promise<{ left: number[]; portAnswers: boolean }> {
  const npm = spawn('npm', ['run', 'mock-api'], {
    env: { ...process.env, PORT: '0', QUIET: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = await new Promise<number>((found, failed) => {
    let output = '';
    npm.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) found(Number(match[1]));
    });
    npm.once('exit', (code) => failed(new Error(`npm run mock-api exited (${code}) before listening: ${output}`)));
  });
  const tree = [npm.pid as number, ...descendants(npm.pid as number)];
  expect(tree.length).toBeGreaterThan(1);
  npm.kill(signal);
  // Whatever is still running is given a few seconds to go, as a user would wait.
  for (let i = 0; i < 50 && tree.some(running); i++) await new Promise((r) => setTimeout(r, 100));
  const left = tree.filter(running);
  for (const pid of left) process.kill(pid, 'SIGKILL');
  return { left, portAnswers: await portAnswers(port) };
}

describe('npm run mock-api stops whole (docs/api/README.md#the-contract-and-the-conformance-run)', () => {
  it.concurrent.each(['SIGTERM', 'SIGINT'] as const)(
    'stopped by its process id with %s, it leaves no tsx or node process behind and frees its port',
    async (signal) => {
      expect(await stopWith(signal)).toEqual({ left: [], portAnswers: false });
    },
    60_000,
  );
});
