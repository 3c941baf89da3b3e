/**
 * A musical example as the editions' player reads an edition: one part of one page, its sync map,
 * and its recordings (the full mix and, where the example has them, one per voice emphasised). So
 * the example plays through the player's own controller (player/player-controller.ts): tempo,
 * voice, the A-B loop and the sounding bar work as in the player.
 */
import type { ExampleDto } from '../contract/api';
import { VOICES } from '../contract/constants';
import type { EditionSource } from '../player/edition-source';
import type { EditionManifest } from '../score/manifest';

/** What an example is played from: its description and the texts of its score and sync map. */
export interface LoadedExample {
  example: ExampleDto;
  svg: string;
  /** The sync map as served (the player checks it when the part loads). */
  syncText: string;
}

const SCORE = 'score.svg';
const SYNC = 'sync.json';
/** The rendition paths of the made-up manifest: `audio/full`, `audio/soprano`, … */
const AUDIO = 'audio/';

const NO_TEXT = { de: '', en: '' };

export function exampleEdition({ example, svg, syncText }: LoadedExample): {
  manifest: EditionManifest;
  source: EditionSource;
} {
  const voices = example.audio.voices;
  const rendition = (name: string) => `${AUDIO}${name}`;
  const manifest: EditionManifest = {
    articleId: `example-${example.id}`,
    version: '1',
    gitHash: '',
    title: example.title,
    composers: [],
    catalogueNumber: '',
    voices: voices ? [...VOICES] : [],
    priceCents: 0,
    onSale: false,
    offer: false,
    keywords: { de: [], en: [] },
    parts: [
      {
        index: 0,
        title: example.title,
        pages: [{ number: 1, file: SCORE, width: example.score.width, height: example.score.height }],
        durationMs: example.durationMs,
        sync: SYNC,
        audio: {
          full: rendition('full'),
          soprano: rendition('soprano'),
          alto: rendition('alto'),
          tenore: rendition('tenore'),
          basso: rendition('basso'),
        },
      },
    ],
    toc: [],
    aboutWork: NO_TEXT,
    aboutRecording: NO_TEXT,
    preview: { pages: [1], durationMs: example.durationMs },
  };
  const links: Record<string, string> = { [rendition('full')]: example.audio.src };
  if (voices) for (const voice of VOICES) links[rendition(voice)] = voices[voice];
  const texts: Record<string, string> = { [SCORE]: svg, [SYNC]: syncText };
  const source: EditionSource = {
    articleId: manifest.articleId,
    version: manifest.version,
    preview: false,
    offline: false,
    text: async (path) => {
      const text = texts[path];
      if (text === undefined) throw new Error(`A musical example has no ${path}`);
      return text;
    },
    // A voice the example lacks plays the full mix (the controls offer none then).
    mediaUrl: async (path) => links[path] ?? example.audio.src,
    // Signed links and a kept topic's object URLs are the loader's to give back.
    release: () => undefined,
  };
  return { manifest, source };
}
