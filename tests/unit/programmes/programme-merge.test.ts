import { describe, expect, it } from 'vitest';
import type { ProgrammeWrite } from '../../../src/core/contract/api';
import { plainText } from '../../../src/core/programmes/plain-text';
import {
  addItem,
  moveItem,
  newProgramme,
  removeItem,
  setText,
} from '../../../src/core/programmes/programme-edits';
import { mergeProgrammes } from '../../../src/core/programmes/programme-merge';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 10, minute)).toISOString();
const base = () => {
  let programme = newProgramme('p', 'Concert', at(0));
  programme = addItem(programme, { editionId: '10001' }, 'a', at(0));
  return addItem(programme, { editionId: '10002', part: 1 }, 'b', at(0));
};
const ids = (write: ProgrammeWrite) => write.items.map((item) => item.id);

describe('merging two devices’ copies of a programme', () => {
  it('keeps the later change of each field', () => {
    const phone = setText(base(), 'name', 'Phone name', at(5));
    const tablet = setText(base(), 'notes', 'Tablet notes', at(6));
    for (const merged of [mergeProgrammes(phone, tablet), mergeProgrammes(tablet, phone)]) {
      expect(merged.name).toBe('Phone name');
      expect(merged.notes).toBe('Tablet notes');
      expect(merged.changed.name).toBe(at(5));
    }
  });

  it('keeps items either side added and drops those either side removed', () => {
    const phone = addItem(base(), { editionId: '10003' }, 'c', at(5));
    const tablet = removeItem(addItem(base(), { editionId: '10001' }, 'd', at(6)), 'a', at(6));
    expect(ids(mergeProgrammes(phone, tablet))).toEqual(['b', 'd', 'c']);
    expect(ids(mergeProgrammes(tablet, phone))).toEqual(['b', 'd', 'c']);
  });

  it('takes the order of the later list', () => {
    const moved = moveItem(base(), 'b', 0, at(5));
    expect(ids(mergeProgrammes(base(), moved))).toEqual(['b', 'a']);
    expect(ids(mergeProgrammes(moved, base()))).toEqual(['b', 'a']);
  });
});

describe('programme texts', () => {
  it('lose markup and control characters; notes keep their lines', () => {
    expect(plainText('<b>Gala</b> <a href="x">night</a>\u0007')).toBe('Gala night');
    expect(plainText('one\n<script>x</script>two', { multiline: true })).toBe('one\nxtwo');
    expect(plainText('a < b and c > d')).toBe('a < b and c > d');
  });
});
