/** Wire contract (zod, see schemas.ts): errors, client error reports, health and ping. */
import { z } from 'zod';

export const ErrorSchema = z
  .object({
    error: z.string().meta({ example: 'bad-request' }),
    message: z.string(),
    /** Field-level messages for 400 responses. */
    fields: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'Error' });

/** `POST /auth/logexception`: a client-side error report. */
export const ClientExceptionSchema = z
  .object({
    message: z.string().min(1).max(2000),
    stack: z.string().max(8000).optional(),
    context: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'ClientException' });

export const LoggedSchema = z.object({ logged: z.literal(true) });

/** One stored client error report, as the operator lists them. */
export const ClientErrorReportSchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    userId: z.string().nullable(),
    kind: z.string().nullable(),
    clientVersion: z.string().nullable(),
    message: z.string(),
    stack: z.string().optional(),
    context: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'ClientErrorReport' });

export const HealthSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
  /**
   * False while the database cannot be reached (`GET /api/health/ready` then responds 503), as of a
   * background check a second or two old: liveness never waits for the database.
   */
  databaseUp: z.boolean(),
  uptimeSeconds: z.number(),
});

export const PongSchema = z.object({ pong: z.string(), limit: z.number(), time: z.string() });
