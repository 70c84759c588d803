import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { packageRoot as apiRoot } from '../paths';

/** The one process that serves the platform with the studio mounted (the composition root), built. */
export const serverRoot = resolve(apiRoot, '..', 'server');
export const serverMain = join(serverRoot, 'dist', 'main.js');
/** The platform alone, without the studio (apps/api's own main), built. */
export const apiAloneMain = join(apiRoot, 'dist', 'main.js');

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Output so far, for the failure message of a test. */
  log: () => string;
}

/**
 * Starts a BUILT server (by default the composition root's dist/main.js) as a child process, the way production runs it, and waits
 * for it to listen. PORT=0 lets the system pick a free port, which the server logs.
 */
export function startServer(env: Record<string, string>, main = serverMain): Promise<ServerProcess> {
  const child = spawn(process.execPath, [main], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 150_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /listening on (http:\/\/[\d.:]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, baseUrl: match[1], log: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

export function stopServer(server: ServerProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill(signal);
  });
}

/** Runs the BUILT server with `env` until it exits by itself (a refused start); fails if it listens. */
export function runUntilExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [serverMain], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not exit:\n${output}`));
    }, 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (/listening on http/.test(output)) {
        clearTimeout(timer);
        child.kill('SIGKILL');
        reject(new Error(`server started instead of refusing:\n${output}`));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
