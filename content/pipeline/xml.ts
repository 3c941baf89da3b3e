// Tiny non-validating XML parser: enough for the MEI that verovio writes (getMEI) and for our SVG checks.

export interface XNode {
  name: string;
  attrs: Record<string, string>;
  children: XNode[];
  text: string;
  parent?: XNode;
}

const ENT: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function decode(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (m, e: string) => {
    if (e.startsWith('#x')) return String.fromCodePoint(Number.parseInt(e.slice(2), 16));
    if (e.startsWith('#')) return String.fromCodePoint(Number.parseInt(e.slice(1), 10));
    return ENT[e] ?? m;
  });
}

export function parseXml(src: string): XNode {
  const root: XNode = { name: '#root', attrs: {}, children: [], text: '' };
  let cur = root;
  const re =
    /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[([\s\S]*?)\]\]>|<!DOCTYPE[^>]*>|<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w.:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/g;
  for (let m = re.exec(src); m; m = re.exec(src)) {
    if (m[6] !== undefined) {
      cur.text += decode(m[6]);
      continue;
    }
    if (m[1] !== undefined) {
      cur.text += m[1];
      continue;
    }
    if (!m[3]) continue; // comment, PI, doctype
    if (m[2] === '/') {
      if (cur.name !== m[3]) throw new Error(`mismatched </${m[3]}> (open <${cur.name}>)`);
      cur = cur.parent ?? root;
      continue;
    }
    const attrs: Record<string, string> = {};
    const ar = /([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
    for (let a = ar.exec(m[4]!); a; a = ar.exec(m[4]!)) attrs[a[1]!] = decode(a[2] ?? a[3] ?? '');
    const node: XNode = { name: m[3], attrs, children: [], text: '', parent: cur };
    cur.children.push(node);
    if (m[5] !== '/') cur = node;
  }
  return root;
}

export function* walk(n: XNode): Generator<XNode> {
  yield n;
  for (const c of n.children) yield* walk(c);
}

export function findAll(n: XNode, name: string): XNode[] {
  const out: XNode[] = [];
  for (const x of walk(n)) if (x.name === name) out.push(x);
  return out;
}

export function ancestor(n: XNode, name: string): XNode | undefined {
  for (let p = n.parent; p; p = p.parent) if (p.name === name) return p;
  return undefined;
}
