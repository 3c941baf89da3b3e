/**
 * The Verovio worker thread (verovio-worker.mjs) as a function: lay out one MEI document with some
 * options and get its SVG pages. The thread starts with the first layout (loading the WebAssembly
 * module takes about half a second) and ends after a while without work, giving its memory back;
 * a thread that fails is replaced at the next layout.
 */
import { Worker } from 'node:worker_threads';

export interface LayoutJob {
  /** Names the document (MEI and selection): the thread keeps a few loaded and lays them out again. */
  docKey: string;
  mei: string;
  options: Record<string, unknown>;
  /** Verovio's `select` (first and last bar drawn), for a preview. */
  selection?: { start: string; end: string };
}

export interface LayoutResult {
  pages: string[];
  /** Milliseconds of the thread's work. */
  ms: number;
}

export interface VerovioThread {
  layout(job: LayoutJob): Promise<LayoutResult>;
  close(): Promise<void>;
}

type Reply = { id: number; pages: string[]; ms: number } | { id: number; error: string } | { ready: true };

const IDLE_MS = 5 * 60_000;

export function createVerovioThread(idleMs = IDLE_MS): VerovioThread {
  let worker: Worker | null = null;
  let idle: ReturnType<typeof setTimeout> | undefined;
  let nextId = 1;
  const pending = new Map<number, { resolve(result: LayoutResult): void; reject(error: Error): void }>();

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  function start(): Worker {
    const thread = new Worker(new URL('./verovio-worker.mjs', import.meta.url));
    thread.on('message', (reply: Reply) => {
      if ('ready' in reply) return;
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if (!waiting) return;
      if ('error' in reply) waiting.reject(new Error(reply.error));
      else waiting.resolve({ pages: reply.pages, ms: reply.ms });
    });
    thread.on('error', (error) => {
      if (worker === thread) worker = null;
      failAll(error);
    });
    thread.on('exit', () => {
      if (worker === thread) worker = null;
      failAll(new Error('The layout thread ended'));
    });
    thread.unref();
    return thread;
  }

  return {
    layout(job) {
      clearTimeout(idle);
      worker ??= start();
      const thread = worker;
      const id = nextId++;
      return new Promise<LayoutResult>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        thread.postMessage({ id, ...job });
      }).finally(() => {
        if (pending.size > 0) return;
        clearTimeout(idle);
        idle = setTimeout(() => {
          if (pending.size === 0 && worker === thread) {
            worker = null;
            void thread.terminate();
          }
        }, idleMs);
        idle.unref();
      });
    },
    async close() {
      clearTimeout(idle);
      const thread = worker;
      worker = null;
      if (thread) await thread.terminate();
    },
  };
}
