// The performance order an MEI `<expansion>` states. Verovio writes one when it reads MusicXML: for
// repeats and endings (the order performance-order.ts works out too) and for the jumps MusicXML
// marks with <sound dacapo/dalsegno/fine/tocoda/coda> (D.C. and D.S. al Fine or al Coda), which the
// barlines alone do not tell.
import { walk, type XNode } from './xml';

const MAX_MEASURES = 100_000; // a plist that refers to itself would never end

/**
 * The measure ids in the order the score plays them where it has an `<expansion>`: each section
 * plays its own expansion if it has one, else what it holds in written order. Null without one.
 */
export function expansionOrder(root: XNode): string[] | null {
  const byId = new Map<string, XNode>();
  let any = false;
  let score: XNode | undefined;
  for (const x of walk(root)) {
    const id = x.attrs['xml:id'];
    if (id) byId.set(id, x);
    if (x.name === 'expansion') any = true;
    if (x.name === 'score' && !score) score = x;
  }
  if (!any || !score) return null;
  const out: string[] = [];
  const play = (node: XNode, depth: number): void => {
    if (depth > 50 || out.length > MAX_MEASURES) throw new Error('the score’s <expansion> does not end');
    if (node.name === 'expansion') {
      for (const ref of (node.attrs.plist ?? '').split(/\s+/).filter(Boolean)) {
        const target = byId.get(ref.replace(/^#/, ''));
        if (!target) throw new Error(`the score’s <expansion> refers to ${ref}, which it does not have`);
        play(target, depth + 1);
      }
      return;
    }
    if (node.name === 'measure') {
      const id = node.attrs['xml:id'];
      if (id) out.push(id);
      return;
    }
    const own = node.children.find((c) => c.name === 'expansion');
    if (own) play(own, depth + 1);
    else
      for (const child of node.children)
        if (['section', 'ending', 'measure'].includes(child.name)) play(child, depth + 1);
  };
  play(score, 0);
  return out;
}
