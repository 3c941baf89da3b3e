import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EAR_TRAINING } from '../../../../content/pipeline/ear-training/examples';
import { type PlantedFault, VOICE_NAMES } from '../../../../content/pipeline/ear-training/faults';
import type { CourseTopic } from '../../../../server/content/course';
import type { ExampleManifest, SyncMap } from '../../../../src/core/contract/edition-format';
import { faultMarks, splitSolution } from '../../../../src/core/learning/fault-answer';

/**
 * Issue 41, ear training: each recording with a planted fault is played by one exercise, whose
 * solution names the fault as the renderer planted it (decision 0049), in de, en and fr; the
 * example's manifest carries that fault, the exercise's answer (decision 0055).
 */
const LANGS = ['de', 'en', 'fr'] as const;
type Lang = (typeof LANGS)[number];
const topics = ['10'].map(
  (n) => JSON.parse(readFileSync(`content/course/topic-${n}.json`, 'utf8')) as CourseTopic,
);
const elements = topics.flatMap((topic) => topic.modules.flatMap((module) => module.learnElements));
const manifest = (id: string) =>
  JSON.parse(readFileSync(`content/examples/${id}/manifest.json`, 'utf8')) as ExampleManifest;
const syncOf = (id: string) =>
  JSON.parse(readFileSync(`content/examples/${id}/${manifest(id).files.sync}`, 'utf8')) as SyncMap;

/** The lesson's solution, shown once answered (the steps before it must not give it away). */
const answer = (body: string) => splitSolution(body).solution;
const BAR: Record<Lang, string> = { de: 'Takt', en: 'bar', fr: 'mesure' };
const HIGH: Record<Lang, RegExp> = { de: /zu hoch/, en: /too high|sharp/, fr: /trop haut/ };
const LOW: Record<Lang, RegExp> = { de: /zu tief/, en: /too low|flat/, fr: /trop bas/ };
const LOUDER: Record<Lang, RegExp> = { de: /lauter/, en: /louder/, fr: /plus fort/ };
const word = (name: string) => new RegExp(`(^|[^\\p{L}])${name}([^\\p{L}]|$)`, 'iu');

/** What the answer in `lang` must say of `fault`. */
function stated(fault: PlantedFault, lang: Lang): RegExp[] {
  const voice = word(VOICE_NAMES[lang][fault.voice]);
  if (fault.kind === 'wrong-note')
    return [voice, new RegExp(`${BAR[lang]} ${fault.bar}\\b`), fault.semitones > 0 ? HIGH[lang] : LOW[lang]];
  if (fault.kind === 'detuned')
    return [
      voice,
      new RegExp(`${Math.abs(fault.cents)}[ \u00a0]cents?\\b`, 'i'),
      fault.cents < 0 ? LOW[lang] : HIGH[lang],
    ];
  return [voice, new RegExp(`${fault.db}[ \u00a0]dB`), LOUDER[lang]];
}

describe('the ear-training lessons', () => {
  it('are at least four exercises, each playing one recording with a planted fault', () => {
    expect(EAR_TRAINING.length).toBeGreaterThanOrEqual(4);
    for (const example of EAR_TRAINING) {
      const playing = elements.filter((element) => element.example === example.id);
      expect(
        playing.map((element) => element.type),
        example.id,
      ).toEqual(['exercise']);
    }
  });

  it('name the planted fault in their answer, in every language', () => {
    for (const example of EAR_TRAINING) {
      const lesson = elements.find((element) => element.example === example.id)!;
      for (const lang of LANGS)
        for (const pattern of stated(example.fault, lang))
          expect(answer(lesson.body[lang]!), `lesson ${lesson.learnElementId} (${lang})`).toMatch(pattern);
    }
  });

  it('do not give the answer away before it: not in the headline, teaser or the example’s caption', () => {
    for (const example of EAR_TRAINING) {
      const lesson = elements.find((element) => element.example === example.id)!;
      const { title, description } = manifest(example.id);
      for (const lang of LANGS) {
        const before = splitSolution(lesson.body[lang]!).task;
        const shown = `${lesson.headline[lang]} ${lesson.description[lang]} ${title[lang]} ${description[lang]}`;
        expect(shown, `lesson ${lesson.learnElementId} (${lang})`).not.toMatch(
          word(VOICE_NAMES[lang][example.fault.voice]),
        );
        expect(before, `lesson ${lesson.learnElementId} (${lang})`).not.toMatch(
          stated(example.fault, lang)[1]!,
        );
      }
    }
  });
});

describe('the ear-training recordings', () => {
  it('carry in their manifest the fault the pipeline planted: the exercise’s answer', () => {
    for (const { id, fault } of EAR_TRAINING) expect(manifest(id).fault, id).toEqual(fault);
  });

  it('mark the wrong note the pipeline moved: its bar, its voice’s staff, the n-th attack', () => {
    const staff = { soprano: 1, alto: 2, tenore: 3, basso: 4 };
    for (const { id, fault } of EAR_TRAINING) {
      const sync = syncOf(id);
      const marks = faultMarks(fault, sync);
      if (fault.kind !== 'wrong-note') {
        expect(marks.noteIds, id).toEqual([...new Set(sync.voices[fault.voice].map((n) => n.id))]);
        continue;
      }
      const bar = sync.bars.find((b) => b.n === fault.bar)!;
      expect(marks.measureIds, id).toEqual([bar.measureId]);
      // Note ids read {measure}s{staff}e{attack}: the pipeline's n-th attack of the voice in the bar.
      expect(marks.noteIds, id).toEqual([`${bar.measureId}s${staff[fault.voice]}e${fault.note}`]);
    }
  });

  it('have the bar and the note the fault names in their score’s sync map', () => {
    for (const { id, fault } of EAR_TRAINING.filter((e) => e.fault.kind === 'wrong-note')) {
      if (fault.kind !== 'wrong-note') continue;
      const sync = syncOf(id);
      const bar = sync.bars.find((b) => b.n === fault.bar);
      expect(bar, id).toBeDefined();
      const inBar = sync.voices[fault.voice].filter(
        (n) => n.startMs >= bar!.startMs && n.startMs < bar!.endMs,
      );
      expect(inBar.length, id).toBeGreaterThanOrEqual(fault.note);
    }
  });

  it('are short and small: at most 30 s, a recording per voice beside the full one, under 350 kB a folder', () => {
    for (const { id } of EAR_TRAINING) {
      const { durationMs, files } = manifest(id);
      expect(durationMs, id).toBeLessThanOrEqual(30_000);
      const all = [files.score, files.sync, files.audio, ...Object.values(files.voices), 'manifest.json'];
      const bytes = all.reduce((sum, file) => sum + statSync(`content/examples/${id}/${file}`).size, 0);
      expect(bytes, id).toBeLessThan(350_000);
    }
  });
});
