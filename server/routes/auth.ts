import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ClientExceptionDto } from '../../src/core/contract/api';
import {
  ClientExceptionSchema,
  LegacyLoginRequestSchema,
  LoggedOutSchema,
  LoggedSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  UserSchema,
} from '../../src/core/contract/schemas';
import { scrub, scrubValue } from '../../src/core/errors/scrub';
import type { Api, AppDeps, AppEnv } from '../context';
import type { UserRow } from '../db/schema';
import { requireUser } from '../http/auth-middleware';
import { clientAddress } from '../http/client-address';
import { HttpError } from '../http/errors';
import { jsonRoutes } from '../http/json-route';
import { log } from '../log';
import { DUMMY_HASH, verifyPassword } from '../security/passwords';
import { hit } from '../security/rate-limit';
import { type SignInLimits, signInLimits } from '../security/sign-in-limits';
import { issueToken, revokeToken } from '../security/tokens';
import { createWorkQueue, type WorkQueue } from '../work-queue';

export function toUserDto(user: UserRow) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
  };
}

/**
 * Password check under the sign-in limits (server/security/sign-in-limits.ts): a turn first, then
 * the check, in the hashing queue; only a wrong password counts.
 */
async function authenticate(
  deps: AppDeps,
  { limits, hashing }: { limits: SignInLimits; hashing: WorkQueue },
  c: Context<AppEnv>,
  email: string,
  password: string,
  deviceId?: string,
) {
  // Half a surrogate pair is no address anyone has, and the database would keep the counters of an
  // altered key: the sign-in would wait for a turn that never comes.
  if (/\p{Surrogate}/u.test(email))
    throw new HttpError(400, 'bad-request', 'The e-mail address is not valid text.');
  const attempt = await limits.begin(email, clientAddress(c, deps.config.trustedProxyHops));
  let user: UserRow | undefined;
  let valid: boolean;
  try {
    user = await deps.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    const hash = user?.password_hash ?? DUMMY_HASH;
    valid = await hashing.run(() => verifyPassword(password, hash));
  } catch (error) {
    await attempt.abandoned();
    throw error;
  }
  if (!user || !valid) {
    await attempt.failed();
    throw new HttpError(401, 'invalid-credentials', 'E-mail address or password is wrong.');
  }
  await attempt.succeeded();
  const { token, expiresAt } = await issueToken(deps.db, user.id, deps.config.tokenTtlMs, {
    userAgent: c.req.header('user-agent'),
    deviceId,
  });
  return { token, expiresAt: expiresAt.toISOString(), user: toUserDto(user) };
}

const route = jsonRoutes('auth', 'public');

const login = route('POST /auth/login', {
  summary: 'Sign in with the webshop e-mail address and password',
  body: LoginRequestSchema,
  response: { description: 'Signed in', schema: LoginResponseSchema },
  errors: {
    401: 'Wrong e-mail address or password',
    429: 'Too many failed attempts for this account from this address, or from this address',
    503: 'The server is busy (`overloaded`) or the database cannot be reached; Retry-After says when to try again',
  },
});

const loginOld = route('POST /auth/loginold', {
  summary: 'Sign in (legacy form: `username` or `email`)',
  deprecated: true,
  body: LegacyLoginRequestSchema,
  response: { description: 'Signed in', schema: LoginResponseSchema },
  errors: {
    401: 'Wrong e-mail address or password',
    429: 'Too many failed attempts',
    503: 'The server is busy (`overloaded`) or the database cannot be reached',
  },
});

const logout = route('POST /auth/logout', {
  summary: 'Revoke the current token',
  auth: 'signed-in',
  response: { description: 'Token revoked', schema: LoggedOutSchema },
});

const whoami = route('GET /auth/whoami', {
  summary: 'The signed-in user',
  auth: 'signed-in',
  response: { description: 'The user', schema: UserSchema },
});

/**
 * Scrubbed here too: an older or foreign client may send e-mail addresses or signed links. The
 * reporting user's id (`context.userId`, a uuid) is the one personal datum a report keeps.
 */
function scrubReport(report: ClientExceptionDto): ClientExceptionDto {
  const { userId, ...context } = report.context ?? {};
  return {
    message: scrub(report.message),
    ...(report.stack ? { stack: scrub(report.stack) } : {}),
    ...(report.context
      ? {
          context: {
            ...(scrubValue(context) as Record<string, unknown>),
            ...(typeof userId === 'string' && USER_ID.test(userId) ? { userId } : {}),
          },
        }
      : {}),
  };
}

const USER_ID = /^[0-9a-f-]{36}$/i;

/** What the client's error reports say they are (`context.kind`, see src/core/errors/). */
const REPORT_KINDS = new Set(['error', 'rejection', 'api']);

const logException = route('POST /auth/logexception', {
  summary: 'Report a client-side error (at most 16 KB, rate-limited per address)',
  body: ClientExceptionSchema,
  response: { status: 201, description: 'Logged', schema: LoggedSchema },
  errors: { 413: 'Body larger than 16 KB', 429: 'Too many reports from this address' },
});

export function registerAuthRoutes(api: Api, deps: AppDeps) {
  // scrypt runs on libuv's thread pool, which file reads and compression share: a few at a time.
  const signIn = {
    limits: signInLimits(deps),
    hashing: createWorkQueue('password hashing', deps.config.passwordHashing),
  };
  api.openapi(login, async (c) => {
    const { email, password, deviceId } = c.req.valid('json');
    return c.json(await authenticate(deps, signIn, c, email.toLowerCase(), password, deviceId), 200);
  });

  api.openapi(loginOld, async (c) => {
    const body = c.req.valid('json');
    const email = (body.email || body.username || '').toLowerCase();
    return c.json(await authenticate(deps, signIn, c, email, body.password), 200);
  });

  api.openapi(logout, async (c) => {
    requireUser(c);
    const token = c.req.header('authorization')!.replace(/^Bearer\s+/i, '');
    await revokeToken(deps.db, token);
    return c.json({ loggedOut: true as const }, 200);
  });

  api.openapi(whoami, (c) => c.json(toUserDto(requireUser(c)), 200));

  const { maxBytes, perAddress, windowMs } = deps.config.logExceptionLimit;
  api.use(
    '/auth/logexception',
    bodyLimit({
      maxSize: maxBytes,
      onError: () => {
        throw new HttpError(413, 'payload-too-large', `Error reports are limited to ${maxBytes / 1024} KB.`);
      },
    }),
  );
  api.openapi(logException, async (c) => {
    if (
      !(await hit(
        deps.db,
        `logexception:${clientAddress(c, deps.config.trustedProxyHops)}`,
        perAddress,
        windowMs,
      ))
    ) {
      throw new HttpError(
        429,
        'too-many-reports',
        'Too many error reports. Please try again later.',
        undefined,
        {
          'Retry-After': '60',
        },
      );
    }
    const body = scrubReport(c.req.valid('json'));
    const user = c.get('user');
    const kind = body.context?.kind;
    await deps.db
      .insertInto('client_errors')
      .values({
        user_id: user?.id ?? null,
        message: body.message,
        detail: JSON.stringify(body),
        kind: typeof kind === 'string' && REPORT_KINDS.has(kind) ? kind : null,
        client_version: c.req.header('x-client-version')?.slice(0, 40) ?? null,
      })
      .execute();
    // The report as sent (scrubbed), never as a line of its own: see server/log.ts.
    log.warn('client error', { message: body.message, kind: kind ?? null, user: user?.id ?? null });
    return c.json({ logged: true as const }, 201);
  });
}
