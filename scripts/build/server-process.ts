/**
 * How the built server runs (`npm start`, the benches, and what docs/operations.md tells an
 * operator's process manager): plain `node` on `.build/server/main.js`, with source maps for stack
 * traces, and on Linux glibc told to give large freed buffers back to the system.
 */
import path from 'node:path';
import { SERVER_ENTRY } from './server-bundle';

/**
 * Node's flags. `--enable-source-maps` maps stack traces to `server/*.ts`; the map holds no
 * sources, and it measured no resident memory beyond the noise (a few MB at most).
 */
export const SERVER_NODE_FLAGS = ['--enable-source-maps'];

/**
 * glibc's threshold above which malloc maps a buffer of its own, returned when freed. Its default
 * grows up to 32 MB as large buffers are freed, so that the freed ones (a password check's 16 MB,
 * compression windows, PGlite's compilations) stay in the heap: about 50 MB of a fresh PGlite
 * server's resident memory. Read only when the process starts, so it is set in its environment;
 * other C libraries ignore it.
 */
export const MALLOC_SETTINGS = { MALLOC_MMAP_THRESHOLD_: '131072' } as const;

export interface ServerProcess {
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
}

/** The command that runs the server built in `root` with `env`; an operator's own malloc setting wins. */
export function serverProcess(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ServerProcess {
  return {
    command: process.execPath,
    args: [...SERVER_NODE_FLAGS, path.resolve(root, SERVER_ENTRY)],
    env: process.platform === 'linux' ? { ...MALLOC_SETTINGS, ...env } : { ...env },
  };
}
