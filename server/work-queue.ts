/**
 * Runs at most `concurrency` tasks at once; the others wait in line, at most `maxQueued` of them
 * and each at most `maxWaitMs`. Past either the task is not run and the caller gets an
 * OverloadedError (answered `503 overloaded` with Retry-After, server/http/errors.ts): a saturated
 * process says so at once instead of letting every request wait until clients give up.
 */

export interface WorkQueueLimits {
  concurrency: number;
  maxQueued: number;
  maxWaitMs: number;
}

/** Work refused because the process is saturated, not broken: the same request works a little later. */
export class OverloadedError extends Error {
  constructor(what: string) {
    super(`Overloaded: ${what}`);
    this.name = 'OverloadedError';
  }
}

export interface WorkQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
}

export function createWorkQueue(name: string, limits: WorkQueueLimits): WorkQueue {
  let running = 0;
  /** Starts of the waiting tasks, longest waiting first. A finished task hands its place to the first. */
  const waiting: (() => void)[] = [];

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < limits.concurrency) running++;
      else {
        if (waiting.length >= limits.maxQueued) throw new OverloadedError(`${name} queue is full`);
        await new Promise<void>((resolve, reject) => {
          const start = () => {
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(() => {
            waiting.splice(waiting.indexOf(start), 1);
            reject(new OverloadedError(`${name} waited ${limits.maxWaitMs} ms`));
          }, limits.maxWaitMs);
          waiting.push(start);
        });
      }
      try {
        return await task();
      } finally {
        const start = waiting.shift();
        if (start) start();
        else running--;
      }
    },
  };
}
