/**
 * The wire contract as zod schemas: the one source of the JSON shapes client and server exchange.
 * The server validates with them and builds its OpenAPI document from them (`meta.id` names a
 * component); the client takes only their types (`contract/api.ts`, `import type`), so zod is not
 * shipped to the browser. Path and query parameters are the server's (server/http/schemas.ts).
 */

export * from './auth.schemas';
export * from './common.schemas';
export * from './editions.schemas';
export * from './markings.schemas';
export * from './programmes.schemas';
export * from './settings.schemas';
export * from './system.schemas';
export * from './topics.schemas';
