import type { ProgrammeWrite } from '../contract/api';
import { PROGRAMME_LIMITS } from '../contract/programme-limits';

type Field = keyof ProgrammeWrite['changed'];

/** The later of two change times; the incoming side wins a tie (it is the newer write). */
const later = (held: string, incoming: string) => Date.parse(incoming) >= Date.parse(held);

/**
 * Merges two copies of one programme (issue 39: edited on two devices, nothing lost). Name, date,
 * notes and sharing: the later change of each field wins. Items: entries removed on either side
 * stay removed; the order is the later list's, and entries only the other side added are kept,
 * after it. Pure: the server merges a write into what it holds with it, a device merges the
 * server's copy into its own.
 */
export function mergeProgrammes(held: ProgrammeWrite, incoming: ProgrammeWrite): ProgrammeWrite {
  const pick = <F extends Field>(field: F) =>
    later(held.changed[field], incoming.changed[field]) ? incoming : held;
  const removed = [...new Set([...held.removedItems, ...incoming.removedItems])].slice(
    -PROGRAMME_LIMITS.removedItems,
  );
  const gone = new Set([...held.removedItems, ...incoming.removedItems]);
  const first = pick('items');
  const second = first === incoming ? held : incoming;
  const ids = new Set(first.items.map((item) => item.id));
  const items = [...first.items, ...second.items.filter((item) => !ids.has(item.id))]
    .filter((item) => !gone.has(item.id))
    .slice(0, PROGRAMME_LIMITS.items);
  const changed = Object.fromEntries(
    (Object.keys(held.changed) as Field[]).map((field) => [field, pick(field).changed[field]]),
  ) as ProgrammeWrite['changed'];
  return {
    name: pick('name').name,
    date: pick('date').date,
    notes: pick('notes').notes,
    sharedWith: pick('sharedWith').sharedWith,
    items,
    removedItems: removed,
    changed,
  };
}
