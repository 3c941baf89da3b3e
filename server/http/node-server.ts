import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';

/**
 * How long a client may take to send a request. Without them a client announcing a body and
 * sending it slowly, or never finishing its headers, holds a connection for 300 s (Node's
 * default `requestTimeout`). Past them Node answers `408 Request Timeout` and closes the
 * connection. Only receiving counts: a response that takes longer (a sign-in waiting for its
 * turn) is not cut. Node looks for late requests every `connectionsCheckingInterval`.
 */
export const REQUEST_TIMEOUTS = {
  headersTimeout: 5000,
  requestTimeout: 10_000,
  connectionsCheckingInterval: 1000,
} as const;

/** `serve` of @hono/node-server with the request time-outs above. */
export function listen(
  options: {
    fetch: (request: Request) => Response | Promise<Response>;
    port: number;
    hostname: string;
  },
  onListening?: (info: AddressInfo) => void,
): ServerType {
  return serve({ ...options, serverOptions: REQUEST_TIMEOUTS }, onListening);
}
