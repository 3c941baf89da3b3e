/**
 * Search latency per keystroke (`npm run bench`, or alone: `npx tsx tests/bench/search.ts`): every
 * prefix of 12 queries is searched as the search page does on each keystroke, over the real course
 * (106 elements) and over 5,000 generated elements with a larger vocabulary. Each query is typed
 * once, so the per-word cache only helps as it does while really typing.
 */
import { pathToFileURL } from 'node:url';
import type { Language, TopicDto } from '../../src/core/contract/api';
import { searchFor } from '../../src/core/search/search';
import { realTopics } from '../unit/learning-fixtures';

const QUERIES: { language: Language; text: string }[] = [
  { language: 'de', text: 'Generalpause' },
  { language: 'de', text: 'Seksachteltakd' },
  { language: 'de', text: 'Notenbeispiel Auftakt' },
  { language: 'de', text: 'Unabhängigkeit der Hände' },
  { language: 'de', text: 'Video Vierer' },
  { language: 'de', text: 'Konsonanten setzen' },
  { language: 'en', text: 'akselerandu' },
  { language: 'en', text: 'independence of the hands' },
  { language: 'en', text: 'musical example' },
  { language: 'en', text: 'breathing with the section' },
  { language: 'en', text: 'cut-off fermata' },
  { language: 'en', text: 'exercise stance' },
];

/** Other words, typed first to warm up the JIT without filling the per-word cache with the measured ones. */
const WARM_UP = ['xylophon', 'quintenzirkel', 'jodeln', 'wobble', 'yodel', 'zither'];

/** Deterministic pseudo-random numbers (mulberry32), so every run searches the same course. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES = [
  'ka',
  'ton',
  'mel',
  'ri',
  'so',
  'van',
  'der',
  'lis',
  'chor',
  'ba',
  'tem',
  'po',
  'sul',
  'fin',
  'ge',
  'rat',
];

/** A course of `count` elements: the real ones repeated, each with made-up words added to its texts. */
export function generatedTopics(count: number): TopicDto[] {
  const next = random(42);
  const word = () =>
    Array.from(
      { length: 2 + Math.floor(next() * 3) },
      () => SYLLABLES[Math.floor(next() * SYLLABLES.length)],
    ).join('');
  const source = realTopics().flatMap((topic) => topic.modules.flatMap((module) => module.learnElements));
  const topics: TopicDto[] = [];
  for (let t = 0; t * 500 < count; t++) {
    const modules = [];
    for (let m = 0; m < 10 && t * 500 + m * 50 < count; m++) {
      const moduleId = t * 100 + m;
      const elements = [];
      for (let e = 0; e < 50 && t * 500 + m * 50 + e < count; e++) {
        const base = source[(t * 500 + m * 50 + e) % source.length]!;
        const extra = { de: `${word()} ${word()}`, en: `${word()} ${word()}` };
        elements.push({
          ...base,
          learnElementId: moduleId * 100 + e,
          moduleId,
          topicId: t,
          headline: { de: `${base.headline.de} ${extra.de}`, en: `${base.headline.en} ${extra.en}` },
          description: { de: `${base.description.de} ${word()}`, en: `${base.description.en} ${word()}` },
          keywords: { de: [...base.keywords.de, word()], en: [...base.keywords.en, word()] },
        });
      }
      modules.push({
        moduleId,
        headline: { de: `Modul ${m}`, en: `Module ${m}` },
        description: { de: '', en: '' },
        learnElements: elements,
      });
    }
    topics.push({
      topicId: t,
      id: t,
      art: 'CC',
      headline: { de: `Thema ${t}`, en: `Topic ${t}` },
      description: { de: '', en: '' },
      modules,
    });
  }
  return topics;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function measure(title: string, topics: TopicDto[]) {
  const elements = topics.reduce(
    (sum, topic) => sum + topic.modules.reduce((s, m) => s + m.learnElements.length, 0),
    0,
  );
  // Building the lists happens once per loaded topic list and language (the first keystroke).
  const buildStart = performance.now();
  searchFor(topics, 'de', 'x');
  searchFor(topics, 'en', 'x');
  const build = performance.now() - buildStart;
  const times: number[] = [];
  for (const word of WARM_UP)
    for (let length = 1; length <= word.length; length++) searchFor(topics, 'de', word.slice(0, length));
  // Each query typed once, letter by letter, as the search page searches on every keystroke.
  for (const { language, text } of QUERIES) {
    for (let length = 1; length <= text.length; length++) {
      const start = performance.now();
      searchFor(topics, language, text.slice(0, length));
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  console.log(
    `| ${title} | ${elements} | ${ms(build)} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(times.at(-1) ?? 0)} | ${times.length} |`,
  );
}

export function runSearchBench() {
  console.log('\n## Search latency per keystroke (12 queries in de and en typed letter by letter)');
  console.log(
    '| course | elements | build lists (once) | p50 | p95 | max | keystrokes |\n|---|---|---|---|---|---|---|',
  );
  measure('real content', realTopics());
  measure('generated', generatedTopics(5000));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) runSearchBench();
