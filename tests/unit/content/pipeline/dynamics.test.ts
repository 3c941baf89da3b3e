// Dynamics on the performance timeline: a hairpin in a repeated measure swells in every pass.
import { describe, expect, it } from 'vitest';
import { voiceDynamics } from '../../../../content/pipeline/dynamics';
import type { Control, NoteInfo } from '../../../../content/pipeline/mei-structure';
import type { PerformanceTimeline, WrittenMeasure } from '../../../../content/pipeline/performance-timeline';

describe('voiceDynamics', () => {
  it('ramps a repeated measure’s hairpin in its second pass too', () => {
    // one written measure of 2 s, played twice; a crescendo from its first note to its second
    const m: WrittenMeasure = {
      id: 'm1',
      n: '1',
      rptStart: true,
      rptEnd: true,
      ending: null,
      meter: '4/4',
      startMs: 0,
      endMs: 2000,
      startQ: 0,
      endQ: 4,
    };
    const note = (id: string): NoteInfo => ({ id, staff: 1, measure: 'm1', tieCont: false, voices: [0] });
    const hairpin: Control = {
      kind: 'hairpin',
      measure: 'm1',
      staves: [1],
      startid: 'a',
      endid: 'b',
      value: 'cres',
    };
    const timeline = {
      written: [m],
      occ: [
        { w: 0, offset: 0, start: 0, end: 2000 },
        { w: 0, offset: 2000, start: 2000, end: 4000 },
      ],
      noteOn: new Map([
        ['a', { ms: 0, q: 0 }],
        ['b', { ms: 1000, q: 2 }],
      ]),
      warp: (x: number) => x,
    } as unknown as PerformanceTimeline;
    const dynamics = voiceDynamics(
      {
        notes: new Map([
          ['a', note('a')],
          ['b', note('b')],
        ]),
        controls: [hairpin],
        staffVoices: (staff) => [staff - 1],
      },
      timeline,
      [],
    );
    const at = (ms: number) => dynamics.soprano.find((p) => p.ms === ms)?.level;
    expect(at(500)).toBeGreaterThan(at(0)!);
    expect(at(2500)).toBeGreaterThan(at(2000) ?? at(0)!);
  });
});
