/**
 * Prints the client error reports the server kept, one JSON object a line (for grep, jq, a log
 * tool): `OPERATOR_TOKEN=… npm run errors -- --since 1d [--url https://api.example]`.
 * Reads `GET /api/operator/errors`, so it works while the server runs (PGlite allows one process).
 */
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    since: { type: 'string', default: '1d' },
    url: { type: 'string', default: process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 3000}` },
    limit: { type: 'string', default: '1000' },
  },
});

const token = process.env.OPERATOR_TOKEN;
if (!token) {
  console.error('Set OPERATOR_TOKEN to the value the server was started with.');
  process.exit(2);
}
const address = new URL('/api/operator/errors', values.url);
address.searchParams.set('since', values.since);
address.searchParams.set('limit', values.limit);
const response = await fetch(address, { headers: { 'X-Operator-Token': token } });
const body = (await response.json()) as { errors?: unknown[]; message?: string };
if (!response.ok) {
  console.error(`${response.status}: ${body.message ?? 'failed'}`);
  process.exit(1);
}
for (const report of body.errors ?? []) console.log(JSON.stringify(report));
