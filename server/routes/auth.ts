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
import { clearLimit, countHits, hit, hitsOf, refund, reserve } from '../security/rate-limit';
import { issueToken, revokeToken } from '../security/tokens';

export function toUserDto(user: UserRow) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
  };
}

const tooMany = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    'too-many-attempts',
    'Too many sign-in attempts. Please wait a few minutes and try again.',
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
  );

/** The wait before checking a password of an account under attack: doubles per failure, capped. */
function slowdownMs(accountFailures: number, threshold: number, step: number, max: number): number {
  if (accountFailures < threshold) return 0;
  return Math.min(max, step * 2 ** Math.min(accountFailures - threshold, 20));
}

/**
 * Password check under the sign-in policy (docs/security.md, "Limits"): the attempt is reserved on the
 * (account, address) pair and on the address BEFORE the password is checked, so a burst checks at
 * most the limits; a stranger's failures only slow the account down, never block it; a right
 * password gives its reservations back.
 */
async function authenticate(deps: AppDeps, c: Context<AppEnv>, email: string, password: string) {
  const { perAccount, perAddress, windowMs } = deps.config.loginLimit;
  const address = clientAddress(c, deps.config.trustedProxyHops);
  const accountKey = `login:account:${email}`;
  const pairKey = `login:pair:${email}:${address}`;
  const addressKey = `login:address:${address}`;
  const { stepMs, maxMs } = deps.config.loginSlowdown;
  const delay = slowdownMs(await hitsOf(deps.db, accountKey, windowMs), perAccount, stepMs, maxMs);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  const reservation = await reserve(
    deps.db,
    [
      { key: pairKey, limit: perAccount },
      { key: addressKey, limit: perAddress },
    ],
    windowMs,
  );
  if (!reservation.allowed) throw tooMany(reservation.retryAfterSeconds);
  const user = await deps.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  const valid = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
  if (!user || !valid) {
    await countHits(deps.db, [accountKey], windowMs);
    throw new HttpError(401, 'invalid-credentials', 'E-mail address or password is wrong.');
  }
  await Promise.all([
    clearLimit(deps.db, accountKey),
    clearLimit(deps.db, pairKey),
    refund(deps.db, [addressKey]),
  ]);
  const { token, expiresAt } = await issueToken(
    deps.db,
    user.id,
    deps.config.tokenTtlMs,
    c.req.header('user-agent'),
  );
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
  },
});

const loginOld = route('POST /auth/loginold', {
  summary: 'Sign in (legacy form: `username` or `email`)',
  deprecated: true,
  body: LegacyLoginRequestSchema,
  response: { description: 'Signed in', schema: LoginResponseSchema },
  errors: { 401: 'Wrong e-mail address or password', 429: 'Too many failed attempts' },
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
  api.openapi(login, async (c) => {
    const { email, password } = c.req.valid('json');
    return c.json(await authenticate(deps, c, email.toLowerCase(), password), 200);
  });

  api.openapi(loginOld, async (c) => {
    const body = c.req.valid('json');
    const email = (body.email || body.username || '').toLowerCase();
    return c.json(await authenticate(deps, c, email, body.password), 200);
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
