/**
 * The jump-to-page dialog's rule (requirements R5.5 leaves the bounds open): a whole page number from 1 to
 * the number of pages of the open edition (of the preview when a preview is open).
 */
export type PageNumberCheck =
  | { ok: true; page: number }
  | {
      ok: false;
      error: 'player.jump.required' | 'player.jump.notWhole' | 'player.jump.outOfRange';
      max: number;
    };

export function checkPageNumber(input: string, pageCount: number): PageNumberCheck {
  const max = Math.max(1, pageCount);
  const text = input.trim();
  if (text === '') return { ok: false, error: 'player.jump.required', max };
  if (!/^[+-]?\d+$/.test(text)) return { ok: false, error: 'player.jump.notWhole', max };
  const page = Number.parseInt(text, 10);
  if (page < 1 || page > max) return { ok: false, error: 'player.jump.outOfRange', max };
  return { ok: true, page };
}
