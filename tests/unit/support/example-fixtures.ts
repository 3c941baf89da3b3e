/** A made-up musical example of two 3-second bars (m1, m2): its description and sync map, shared by the example tests. */
import type { ExampleDto, Voice } from '../../../src/core/contract/api';
import type { SyncMap, SyncNote } from '../../../src/core/contract/edition-format';

/** The sync map: bars 1 and 2, and the given voices' notes (the others none). */
export function twoBarSync(notes: Partial<Record<Voice, SyncNote[]>> = {}): SyncMap {
  return {
    version: 1,
    part: 0,
    durationMs: 6000,
    bars: [
      { index: 0, measureId: 'm1', n: '1', page: 1, startMs: 0, endMs: 3000 },
      { index: 1, measureId: 'm2', n: '2', page: 1, startMs: 3000, endMs: 6000 },
    ],
    voices: { soprano: [], alto: [], tenore: [], basso: [], ...notes },
  };
}

/** The example as the API answers it, its files under `base`; one recording per voice unless `voices: false`. */
export function exampleDto(
  base: string,
  fields: Partial<ExampleDto> = {},
  { voices = true } = {},
): ExampleDto {
  const file = (name: string) => `${base}/${name}`;
  return {
    learnElementId: 233,
    id: 'ex-test',
    title: { de: 'Beispiel', en: 'Example' },
    description: { de: 'Zwei Takte', en: 'Two bars' },
    timeSignature: '4/4',
    bpm: 72,
    durationMs: 6000,
    score: { src: file('score.svg'), width: 200, height: 100 },
    sync: file('sync.json'),
    audio: {
      src: file('audio.m4a'),
      type: 'audio/mp4',
      ...(voices
        ? {
            voices: {
              soprano: file('audio-soprano.m4a'),
              alto: file('audio-alto.m4a'),
              tenore: file('audio-tenore.m4a'),
              basso: file('audio-basso.m4a'),
            },
          }
        : {}),
    },
    ...fields,
  };
}
