import type { ColumnType, Generated, Selectable } from 'kysely';
import type { ProgrammeWrite } from '../../src/core/contract/api';
import type { Marking } from '../../src/core/markings/model';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp the database fills in (defaults to now()). */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  created_at: CreatedAt;
}

export interface TokensTable {
  token_hash: string;
  user_id: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  /** The id the device list shows: neither the token nor its hash. */
  id: Generated<string>;
  /** Browser and system names from the User-Agent at sign-in (a fixed vocabulary), null when unknown. */
  browser: string | null;
  os: string | null;
  /** Updated at most every few minutes (see security/tokens.ts). */
  last_used_at: Timestamp | null;
  /**
   * SHA-256 of the user id and the browser's random device id sent at sign-in (migration 006): a new
   * sign-in revokes the older tokens with the same key. Null for clients that send none.
   */
  device_key: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UserSettingsTable {
  user_id: string;
  app: string;
  settings: Json<Record<string, unknown>>;
  updated_at: CreatedAt;
}

export interface LearnElementProgressTable {
  user_id: string;
  app: string;
  learn_element_id: number;
  progress: number;
  max_progress: number;
  updated_at: CreatedAt;
}

export interface ArticlesTable {
  id: string;
  app: string;
  kind: 'licence' | 'edition';
  art: string | null;
  title: string;
  /** Days of validity a licence purchase gets; editions are valid for a century. */
  valid_days: number;
  /** The list price an order pays, in euro cents (migration 006); null where none is set. */
  price_cents: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface PurchasesTable {
  id: Generated<number>;
  user_id: string;
  article_id: string;
  purchased_at: Timestamp;
  valid_until: Timestamp;
  /** The full download opens at this time (just-purchased editions wait). */
  available_at: Timestamp;
  source: 'order' | 'code' | 'seed';
  /** How many further e-mail addresses the owner may unlock (licence packs). */
  seats: Generated<number>;
  /** Counted downloads: grants of full-file links (server/purchases/download-grants.ts). */
  downloads: Generated<number>;
  /** Until when the last grant covers new full-file links; null before the first. */
  grant_expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The webshop's order number and the price paid in euro cents (migration 006); null for a code. */
  order_number: ColumnType<string | null, string | null | undefined, string | null>;
  price_cents: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface SpecificUnlocksTable {
  article_id: string;
  email: string;
  granted_by: string;
  created_at: CreatedAt;
  /** The seat holder's counted downloads and open grant, as on a purchase (download-grants.ts). */
  downloads: Generated<number>;
  grant_expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface SeatLogTable {
  id: Generated<number>;
  article_id: string;
  owner_id: string;
  email: string;
  action: 'share' | 'withdraw';
  /** The device the owner acted from. */
  browser: string | null;
  os: string | null;
  created_at: CreatedAt;
}

export interface UnlockCodesTable {
  code: string;
  article_id: string;
  used_by: string | null;
  used_at: Timestamp | null;
}

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

export interface ClientErrorsTable {
  id: Generated<number>;
  user_id: string | null;
  message: string;
  detail: Json<Record<string, unknown>>;
  /** `error`, `rejection` or `api` (migration 004); null for reports of older clients. */
  kind: string | null;
  client_version: string | null;
  created_at: CreatedAt;
}

export interface ProgrammesTable {
  id: string;
  user_id: string;
  /** The programme's fields with their change times (contract ProgrammeWrite). */
  body: Json<ProgrammeWrite>;
  /** The licence pack whose seat holders may read it (body.sharedWith, kept for the lookup). */
  shared_with: string | null;
  updated_at: CreatedAt;
}

/** A programme its user deleted (migration 009): a write to its id is refused (decision 0046). */
export interface DeletedProgrammesTable {
  id: string;
  user_id: string;
  deleted_at: CreatedAt;
}

/** A user's markings on an edition (migration 007, server/markings/layers.ts). */
export interface MarkingLayersTable {
  id: Generated<string>;
  user_id: string;
  article_id: string;
  /** Defaults to an empty list. */
  markings: ColumnType<Marking[], string | undefined, string>;
  /** The choir pack whose seat holders may read the layer. */
  shared_with: string | null;
  updated_at: CreatedAt;
}

export interface Database {
  users: UsersTable;
  tokens: TokensTable;
  user_settings: UserSettingsTable;
  learn_element_progress: LearnElementProgressTable;
  articles: ArticlesTable;
  purchases: PurchasesTable;
  specific_unlocks: SpecificUnlocksTable;
  seat_log: SeatLogTable;
  unlock_codes: UnlockCodesTable;
  rate_limits: RateLimitsTable;
  client_errors: ClientErrorsTable;
  programmes: ProgrammesTable;
  deleted_programmes: DeletedProgrammesTable;
  marking_layers: MarkingLayersTable;
}

export type UserRow = Selectable<UsersTable>;
export type PurchaseRow = Selectable<PurchasesTable>;
