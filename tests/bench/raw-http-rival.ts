/**
 * The load bench's rival (`load.ts`): a bare `node:http` server in a process of its own that answers
 * each path with the bytes our server sent for it (same status, same headers, same compressed body),
 * doing no work at all. What it reaches on the same machine in the same run is the ceiling the wire
 * and Node allow; the distance to ours is our cost (auth, database, framework).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, get } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { assertPortFree, stopOnExit, stopServer } from '../../scripts/start-server';

/** One answer as our server sent it. */
export interface CapturedAnswer {
  path: string;
  status: number;
  /** Name and value pairs, as sent, without the ones that belong to one connection or moment. */
  headers: [string, string][];
  /** Base64 of the body as sent (compressed when the request asked for it). */
  body: string;
}

/** Headers of one connection or one moment, which the rival's own HTTP stack sets. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** The answer to GET `base + path` as sent on the wire (fetch would decode the body). */
function capture(base: string, answerPath: string, headers: Record<string, string>): Promise<CapturedAnswer> {
  return new Promise((resolve, reject) => {
    get(`${base}${answerPath}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const pairs: [string, string][] = [];
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          const [name = '', value = ''] = response.rawHeaders.slice(i, i + 2);
          if (!PER_CONNECTION.has(name.toLowerCase())) pairs.push([name, value]);
        }
        resolve({
          path: answerPath,
          status: response.statusCode ?? 0,
          headers: pairs,
          body: Buffer.concat(chunks).toString('base64'),
        });
      });
    }).on('error', reject);
  });
}

/** Our server's answers to `paths`, asked with `headers`; throws unless each is a 200. */
export async function captureAnswers(
  base: string,
  paths: readonly string[],
  headers: Record<string, string>,
): Promise<CapturedAnswer[]> {
  const answers = await Promise.all(paths.map((answerPath) => capture(base, answerPath, headers)));
  const failed = answers.filter((answer) => answer.status !== 200);
  if (failed.length > 0)
    throw new Error(`Not 200 before the load: ${failed.map((a) => `${a.path} ${a.status}`).join(', ')}`);
  return answers;
}

/** Starts the rival on `port` in its own process, serving `answers`; stop it with `stop()`. */
export async function startRawRival(
  port: number,
  answers: CapturedAnswer[],
): Promise<{ base: string; stop(): Promise<void> }> {
  await assertPortFree(port);
  const file = path.resolve(`.tmp/bench-raw-rival-${port}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(answers));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', import.meta.filename, String(port), file],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      // Its own process group, as the servers of startServer, so stopServer ends it with its children.
      detached: true,
    },
  );
  stopOnExit(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the raw node:http rival ended (${code})`)));
  });
  const ended = new Promise((resolve) => child.once('exit', resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    // Resolves once it has ended, so the next rival finds the port free.
    stop: async () => {
      stopServer(child);
      await ended;
    },
  };
}

/** The rival itself: `node --import tsx raw-http-rival.ts <port> <answers.json>`. */
function serve(port: number, file: string) {
  const answers = new Map(
    (JSON.parse(readFileSync(file, 'utf8')) as CapturedAnswer[]).map((answer) => {
      const body = Buffer.from(answer.body, 'base64');
      const headers = [...answer.headers.flat(), 'Content-Length', String(body.length)];
      return [answer.path, { status: answer.status, headers, body }];
    }),
  );
  createServer((request, response) => {
    const answer = answers.get(request.url ?? '');
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  }).listen(port, '127.0.0.1', () => process.stdout.write('listening\n'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  serve(Number(process.argv[2]), String(process.argv[3]));
