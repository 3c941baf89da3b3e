/**
 * The shape of a conducting pattern as the videos draw it: its own file, so the standard patterns
 * (patterns.ts) and the further ones (patterns-more.ts) share it without importing each other.
 */

// Pattern space: u = horizontal (-1 left .. 1 right, conductor's own view, right hand),
// v = height above the ictus line (0 = focal plane, 1 = top of the pattern).
// Motion between ictus i and i+1 (s = 0..1 over one beat):
//   v(s) = lerp(v_i, v_i+1, s) + 4 h s (1 - s)      -> constant "gravity": the hand accelerates into
//                                                     the ictus and rebounds out of it (bouncing ball)
//   u(s) = lerp(u_i, u_i+1, e(s)), e = cubic with end slopes d0/d1 (0 = vertical departure/arrival)

export interface Pt {
  u: number;
  v: number;
}
export interface Seg {
  h: number; // rebound height
  d0: number; // horizontal slope leaving the ictus
  d1: number; // horizontal slope arriving at the next ictus
}
export interface Pattern {
  beats: number;
  grouping: string;
  points: Pt[]; // ictus of beat 1..n
  segs: Seg[]; // segment i goes from beat i+1 to beat i+2 (the last one back to beat 1)
  dirs: Dir[]; // direction of each beat 1..n: what the lessons state and the captions say (tests/unit/server/content)
  tip: Record<Lang, string>; // caption of bar 2
  focus: Record<Lang, string>; // caption of bar 3
  labelRight?: number[]; // beats (1-based) whose number sits right of the ictus instead of below
}

export type Lang = 'de' | 'en' | 'fr' | 'it';
export type Dir = 'down' | 'left' | 'right' | 'up';
