// The thread that lays out MEI with Verovio (WebAssembly) for server/layout/verovio-thread.ts, so a
// layout of a second or more never holds up the server's event loop. Plain JavaScript: a worker
// thread does not pass through the TypeScript loader of the main thread.
import { parentPort } from 'node:worker_threads';
import { VerovioToolkit } from 'verovio/esm';
import createVerovioModule from 'verovio/wasm';

const module = await createVerovioModule();

/** Toolkits with a score loaded, by document key, most recently used last: a new size re-lays it out. */
const loaded = new Map();
const KEPT = 4;

function toolkitFor(docKey) {
  const kept = loaded.get(docKey);
  if (kept) {
    loaded.delete(docKey);
    loaded.set(docKey, kept);
    return { toolkit: kept, fresh: false };
  }
  const toolkit = new VerovioToolkit(module);
  loaded.set(docKey, toolkit);
  if (loaded.size > KEPT) {
    const [oldest, dropped] = loaded.entries().next().value;
    loaded.delete(oldest);
    dropped.destroy();
  }
  return { toolkit, fresh: true };
}

parentPort.on('message', (job) => {
  try {
    const started = performance.now();
    const { toolkit, fresh } = toolkitFor(job.docKey);
    toolkit.setOptions(job.options);
    if (fresh) {
      if (!toolkit.loadData(job.mei))
        throw new Error(`Verovio could not load the score: ${toolkit.getLog()}`);
      if (job.selection) {
        toolkit.select(job.selection);
        toolkit.redoLayout();
      }
    } else toolkit.redoLayout();
    const pages = [];
    for (let page = 1; page <= toolkit.getPageCount(); page++) pages.push(toolkit.renderToSVG(page));
    parentPort.postMessage({ id: job.id, pages, ms: performance.now() - started });
  } catch (error) {
    loaded.get(job.docKey)?.destroy();
    loaded.delete(job.docKey);
    parentPort.postMessage({ id: job.id, error: String(error?.message ?? error) });
  }
});
parentPort.postMessage({ ready: true });
