/**
 * The edits a user makes to a programme, as pure functions: each changes one field and stamps its
 * change time, so two devices' copies merge field by field (programme-merge.ts).
 */
import type { ProgrammeItem, ProgrammeWrite } from '../contract/api';
import { PROGRAMME_LIMITS } from '../contract/programme-limits';

/** A programme as the device holds it: the fields it writes, and its id. */
export type Programme = ProgrammeWrite & { id: string };
export type TextField = 'name' | 'notes';

export function newProgramme(id: string, name: string, now: string): Programme {
  return {
    id,
    name: name.slice(0, PROGRAMME_LIMITS.name),
    date: null,
    notes: '',
    items: [],
    removedItems: [],
    sharedWith: null,
    changed: { name: now, date: now, notes: now, items: now, sharedWith: now },
  };
}

const stamp = (programme: Programme, field: keyof Programme['changed'], now: string) => ({
  ...programme.changed,
  [field]: now,
});

export function setText(programme: Programme, field: TextField, value: string, now: string): Programme {
  return {
    ...programme,
    [field]: value.slice(0, PROGRAMME_LIMITS[field]),
    changed: stamp(programme, field, now),
  };
}

export function setDate(programme: Programme, date: string | null, now: string): Programme {
  return { ...programme, date: date || null, changed: stamp(programme, 'date', now) };
}

export function setSharedWith(programme: Programme, articleId: string | null, now: string): Programme {
  return { ...programme, sharedWith: articleId, changed: stamp(programme, 'sharedWith', now) };
}

/** Adds a whole work (no part) or one part at the end; a full programme stays as it is. */
export function addItem(
  programme: Programme,
  item: Omit<ProgrammeItem, 'id'>,
  itemId: string,
  now: string,
): Programme {
  if (programme.items.length >= PROGRAMME_LIMITS.items) return programme;
  const added: ProgrammeItem = {
    id: itemId,
    editionId: item.editionId,
    ...(item.part === undefined ? {} : { part: item.part }),
  };
  return { ...programme, items: [...programme.items, added], changed: stamp(programme, 'items', now) };
}

/** Moves an item to another place in the list (clamped to the list). */
export function moveItem(programme: Programme, itemId: string, to: number, now: string): Programme {
  const from = programme.items.findIndex((item) => item.id === itemId);
  if (from < 0) return programme;
  const target = Math.max(0, Math.min(programme.items.length - 1, to));
  if (target === from) return programme;
  const items = [...programme.items];
  const [moved] = items.splice(from, 1);
  items.splice(target, 0, moved!);
  return { ...programme, items, changed: stamp(programme, 'items', now) };
}

/** Removes an item; its id is remembered, so a merge with an older copy does not bring it back. */
export function removeItem(programme: Programme, itemId: string, now: string): Programme {
  if (!programme.items.some((item) => item.id === itemId)) return programme;
  return {
    ...programme,
    items: programme.items.filter((item) => item.id !== itemId),
    removedItems: [...programme.removedItems, itemId].slice(-PROGRAMME_LIMITS.removedItems),
    changed: stamp(programme, 'items', now),
  };
}

/** What is sent: the fields without the id (which is in the address). */
export function writeOf({ id: _id, ...write }: Programme): ProgrammeWrite {
  return write;
}
