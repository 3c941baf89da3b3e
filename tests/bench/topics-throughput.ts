/**
 * Signed-in `GET /api/topics` against its rival: a bare `node:http` server that sends the very same
 * bytes, measured in the same run with the same autocannon settings. The ratio of their req/s says
 * how much of the cost is ours (auth, the licence lookup, the framework) rather than the wire's.
 */
import { createServer, get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { recordFigure } from './results';

const GOAL = 0.5;
const SETTINGS = { connections: 10, duration: 8 } as const;

async function requestsPerSecond(url: string, headers: Record<string, string>): Promise<number> {
  const result = await autocannon({ url, headers, ...SETTINGS });
  if (result.non2xx + result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/** The response's bytes as sent (fetch would decode them). */
function bytesAsSent(url: string, headers: Record<string, string>) {
  return new Promise<{ body: Buffer; headers: IncomingHttpHeaders }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ body: Buffer.concat(chunks), headers: response.headers }));
    }).on('error', reject);
  });
}

/** A server that responds to every request with `body` as it is (no parsing, no routing, no work). */
async function rawServer(body: Buffer, headers: Record<string, string>) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { ...headers, 'Content-Length': body.length });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}

export async function benchTopicsThroughput(base: string, token: string): Promise<void> {
  console.log(
    `\n## Signed-in GET /api/topics vs raw node:http sending the same bytes (autocannon, ${SETTINGS.connections} connections, ${SETTINGS.duration} s each)`,
  );
  console.log('| encoding | bytes | ours | raw node:http | ratio | goal |\n|---|---|---|---|---|---|');
  for (const encoding of ['identity', 'br'] as const) {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'accept-encoding': encoding };
    const sent = await bytesAsSent(`${base}/api/topics`, headers);
    const raw = await rawServer(sent.body, {
      'Content-Type': String(sent.headers['content-type']),
      ...(sent.headers['content-encoding'] ? { 'Content-Encoding': sent.headers['content-encoding'] } : {}),
    });
    try {
      const ours = await requestsPerSecond(`${base}/api/topics`, headers);
      const rival = await requestsPerSecond(raw.url, headers);
      const ratio = ours / rival;
      console.log(
        `| ${encoding} | ${(sent.body.length / 1024).toFixed(0)} KB | ${ours.toFixed(0)} req/s | ${rival.toFixed(0)} req/s | ${ratio.toFixed(2)} | >= ${GOAL} |`,
      );
      recordFigure(
        encoding === 'identity' ? 'topics_signed_in_vs_raw_http' : 'topics_signed_in_vs_raw_http_br',
        ratio,
      );
    } finally {
      raw.close();
    }
  }
}
