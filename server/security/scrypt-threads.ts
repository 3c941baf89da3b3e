/**
 * scrypt on threads of its own. One derivation takes 16 MB (N 16384, r 8) from the C allocator of the
 * thread it runs on, and glibc keeps those 16 MB with that thread for good. On libuv's pool, where
 * `crypto.scrypt` runs, every sign-in could land on another of its four threads: 40 sign-ins left a
 * server 80 MB larger. Here each derivation runs synchronously on a worker thread, started as
 * derivations run at once (one on a two-core machine, as the sign-in queue allows) and ended when
 * idle, so the memory stays that of the threads that hash at once, reused from one sign-in to the next.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
  keylen: number;
  maxmem: number;
}

/** Plain JavaScript, so a thread starts without the TypeScript loader the server may run under. */
const THREAD_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', ({ id, password, salt, params }) => {
  try {
    const key = scryptSync(password, salt, params.keylen, params);
    parentPort.postMessage({ id, key });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

/** A thread that has hashed nothing for this long ends (the next sign-in starts one in ~30 ms). */
const IDLE_MS = 10_000;
const MAX_THREADS = availableParallelism();

interface Pending {
  resolve(key: Buffer): void;
  reject(error: Error): void;
}

interface HashingThread {
  worker: Worker;
  pending: Map<number, Pending>;
  idle: ReturnType<typeof setTimeout> | null;
}

const threads = new Set<HashingThread>();
let nextId = 0;

function startThread(): HashingThread {
  const thread: HashingThread = {
    worker: new Worker(THREAD_SOURCE, { eval: true, execArgv: [] }),
    pending: new Map(),
    idle: null,
  };
  thread.worker.on('message', ({ id, key, error }: { id: number; key?: Uint8Array; error?: string }) => {
    const task = thread.pending.get(id);
    thread.pending.delete(id);
    if (key) task?.resolve(Buffer.from(key.buffer, key.byteOffset, key.byteLength));
    else task?.reject(new Error(error));
    if (thread.pending.size === 0) restWhenIdle(thread);
  });
  const fail = (error: Error) => {
    threads.delete(thread);
    for (const task of thread.pending.values()) task.reject(error);
    thread.pending.clear();
  };
  thread.worker.on('error', fail);
  thread.worker.on('exit', () => fail(new Error('The password hashing thread ended.')));
  threads.add(thread);
  return thread;
}

/** An idle thread does not keep the process alive, and ends after IDLE_MS. */
function restWhenIdle(thread: HashingThread) {
  thread.worker.unref();
  thread.idle = setTimeout(() => {
    threads.delete(thread);
    void thread.worker.terminate();
  }, IDLE_MS);
  thread.idle.unref();
}

/** The thread to hash on: an idle one, else a new one while fewer than MAX_THREADS, else the least busy. */
function pickThread(): HashingThread {
  let best: HashingThread | null = null;
  for (const thread of threads) if (!best || thread.pending.size < best.pending.size) best = thread;
  if (best && (best.pending.size === 0 || threads.size >= MAX_THREADS)) return best;
  return startThread();
}

/** scrypt of `password` with `salt`, on a hashing thread. Rejects as `crypto.scrypt` would. */
export function scryptOnThread(password: string, salt: Uint8Array, params: ScryptParams): Promise<Buffer> {
  const thread = pickThread();
  if (thread.idle) clearTimeout(thread.idle);
  thread.idle = null;
  thread.worker.ref();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    thread.pending.set(id, { resolve, reject });
    thread.worker.postMessage({ id, password, salt, params });
  });
}

/** How many hashing threads run now (tests: their number stays that of the derivations at once). */
export function hashingThreadCount(): number {
  return threads.size;
}
