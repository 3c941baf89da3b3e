import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from './helpers';

/**
 * The API's contract as data: per operation its security, parameters, request body, status codes
 * and response schemas, plus the shared components they refer to. Summaries and descriptions are
 * prose and left out. A change of the API shows here as a diff of the fixture; when it is meant,
 * rewrite the fixture with `UPDATE_OPENAPI_FIXTURE=1 npx vitest run --project server-pglite tests/server/openapi-shape.test.ts`
 * (compared as data, so Biome may format it).
 */

interface Operation {
  security?: unknown;
  deprecated?: boolean;
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

interface Document {
  components?: { schemas?: unknown; parameters?: unknown; securitySchemes?: unknown };
  paths: Record<string, Record<string, Operation>>;
}

const schemasOf = (content: Record<string, { schema?: unknown }> | undefined) =>
  content && Object.fromEntries(Object.entries(content).map(([type, { schema }]) => [type, schema ?? null]));

function shapeOf(operation: Operation) {
  return {
    security: operation.security ?? null,
    deprecated: operation.deprecated ?? false,
    parameters: (operation.parameters ?? []).map(({ name, in: where, required, schema }) => ({
      name,
      in: where,
      required: required ?? false,
      schema: schema ?? null,
    })),
    requestBody: operation.requestBody
      ? {
          required: operation.requestBody.required ?? false,
          content: schemasOf(operation.requestBody.content),
        }
      : null,
    responses: Object.fromEntries(
      Object.entries(operation.responses ?? {}).map(([status, response]) => [
        status,
        schemasOf(response.content) ?? null,
      ]),
    ),
  };
}

const FIXTURE = new URL('./fixtures/openapi-shape.json', import.meta.url);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

it('keeps the OpenAPI document (operations, parameters, bodies, responses) as in the fixture', async () => {
  const { status, body } = await call<Document>(server.app, 'GET', '/api/openapi.json');
  expect(status).toBe(200);
  const operations = Object.fromEntries(
    Object.entries(body.paths)
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(
          ([method, operation]) => [`${method.toUpperCase()} ${path}`, shapeOf(operation)] as const,
        ),
      )
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  const shape = {
    components: {
      securitySchemes: body.components?.securitySchemes ?? null,
      parameters: body.components?.parameters ?? null,
      schemas: body.components?.schemas ?? null,
    },
    operations,
  };
  if (process.env.UPDATE_OPENAPI_FIXTURE) writeFileSync(FIXTURE, `${JSON.stringify(shape, null, 2)}\n`);
  expect(shape).toEqual(JSON.parse(readFileSync(FIXTURE, 'utf8')));
});
