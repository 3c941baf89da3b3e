/** Wire contract (zod, see schemas.ts): signing in and out, the signed-in devices (`/auth/...`). */
import { z } from 'zod';

export const UserSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  })
  .meta({ id: 'User' });

export const LoginRequestSchema = z
  .object({
    email: z
      .string()
      .trim()
      .min(1, 'E-mail is required')
      .max(254)
      .pipe(z.email('Not a valid e-mail address')),
    password: z.string().min(1, 'Password is required').max(512),
    /**
     * This browser's random id (kept in its storage): a sign-in replaces the session the same
     * browser had with the account, so the device list holds one row per browser.
     */
    deviceId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,64}$/, 'A device id is 16-64 letters, digits, - or _')
      .optional(),
  })
  .meta({ id: 'LoginRequest' });

/** `POST /auth/loginold`: the legacy form, `username` or `email`. */
export const LegacyLoginRequestSchema = z
  .object({
    email: z.string().trim().max(254).optional(),
    username: z.string().trim().max(254).optional(),
    password: z.string().min(1, 'Password is required').max(512),
  })
  .refine((body) => body.email || body.username, { message: 'E-mail is required', path: ['email'] })
  .meta({ id: 'LegacyLoginRequest' });

export const LoginResponseSchema = z
  .object({
    token: z.string(),
    /** ISO date-time at which the token stops being accepted. */
    expiresAt: z.string(),
    user: UserSchema,
  })
  .meta({ id: 'LoginResponse' });

export const LoggedOutSchema = z.object({ loggedOut: z.literal(true) });

/** `GET /api/auth/sessions`: one signed-in device (a valid token of the user). */
export const SessionSchema = z
  .object({
    /** The session's own id: neither the token nor its hash. */
    id: z.string(),
    /** Browser and system names ("Chrome", "Linux"), null when the user agent did not tell. */
    browser: z.string().nullable(),
    os: z.string().nullable(),
    createdAt: z.string(),
    /** Recorded to within a few minutes. */
    lastUsedAt: z.string(),
    /** The session of the token that asked. */
    current: z.boolean(),
  })
  .meta({ id: 'Session' });

export const SessionsRevokedSchema = z.object({ revoked: z.number().int() }).meta({ id: 'SessionsRevoked' });
