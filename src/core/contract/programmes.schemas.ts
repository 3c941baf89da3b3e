/** Wire contract (zod, see schemas.ts): concert programmes (`/programmes`, issue 39). */
import { z } from 'zod';
import { PROGRAMME_LIMITS } from './programme-limits';

const message = (what: string, max: number) => `${what} is at most ${max} characters long`;

/** When a field last changed (ISO 8601, the device's clock): the later change wins a merge. */
const Stamp = z.iso.datetime({ offset: true, error: 'A change time is an ISO 8601 date-time' });

export const ProgrammeItemSchema = z
  .object({
    /** The entry's own id (made by the device), so two devices' lists merge entry by entry. */
    id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'An item id has 1-40 letters, digits, - or _'),
    /** The edition (its article id in the catalogue). */
    editionId: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'An edition id has letters, digits, ., - or _'),
    /** One part only (0-based index); the whole work when absent. */
    part: z.number().int().min(0).max(99).optional(),
  })
  .meta({ id: 'ProgrammeItem' });

export const ProgrammeChangesSchema = z
  .object({ name: Stamp, date: Stamp, notes: Stamp, items: Stamp, sharedWith: Stamp })
  .meta({ id: 'ProgrammeChanges' });

/** What a device writes with `PUT /programmes/{id}`; the server merges it into what it holds. */
export const ProgrammeWriteSchema = z
  .object({
    name: z.string().max(PROGRAMME_LIMITS.name, message('The name', PROGRAMME_LIMITS.name)),
    /** The concert's day (YYYY-MM-DD), or null. */
    date: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'The date is a day as YYYY-MM-DD')
      .nullable(),
    notes: z.string().max(PROGRAMME_LIMITS.notes, message('The notes', PROGRAMME_LIMITS.notes)),
    items: z
      .array(ProgrammeItemSchema)
      .max(PROGRAMME_LIMITS.items, `A programme holds at most ${PROGRAMME_LIMITS.items} works`),
    removedItems: z.array(z.string().max(40)).max(PROGRAMME_LIMITS.removedItems),
    /** A licence pack the owner bought: its seat holders may read the programme. */
    sharedWith: z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,64}$/, 'sharedWith is the article id of a licence pack')
      .nullable(),
    changed: ProgrammeChangesSchema,
  })
  .meta({ id: 'ProgrammeWrite' });

export const ProgrammeSchema = ProgrammeWriteSchema.extend({
  id: z.uuid(),
  /** When the server last stored it. */
  updatedAt: z.string(),
}).meta({ id: 'Programme' });

/** A programme a pack's buyer shared with the caller's seat: read-only. */
export const SharedProgrammeSchema = ProgrammeSchema.extend({
  /** The buyer's name, as they gave it. */
  owner: z.string(),
}).meta({ id: 'SharedProgramme' });

export const ProgrammeListSchema = z
  .object({ own: z.array(ProgrammeSchema), shared: z.array(SharedProgrammeSchema) })
  .meta({ id: 'ProgrammeList' });
