import { describe, expect, it } from 'vitest';
import { createCore } from '../../../src/core/core';
import { allowedEdits, closeQuality, editDistance, typoQuality } from '../../../src/core/search/match';
import { queryTerms, searchCourse, searchIndex, searchIndexFor } from '../../../src/core/search/search';
import { buildSearchIndex } from '../../../src/core/search/search-lists';
import { normalise, words } from '../../../src/core/search/text';
import { STORAGE_KEYS } from '../../../src/core/store/persistence';
import { fakeEnvironment } from '../support/fake-environment';
import { realTopics } from '../support/learning-fixtures';

const topics = realTopics();
const index = buildSearchIndex(topics);
type Lang = 'de' | 'en';
const de: Lang = 'de';
const en: Lang = 'en';
const search = (language: Lang, query: string) => searchIndex(index, language, query);
/** The hits found in the interface language's own words. */
const ids = (language: Lang, query: string) =>
  search(language, query)
    .hits.filter((hit) => hit.language === language)
    .map((hit) => hit.learnElementId);

describe('the search rule', () => {
  it('needs a word of at least 3 letters or a figure', () => {
    expect(search(de, '').status).toBe('tooShort');
    expect(search(de, 'ab').status).toBe('tooShort');
    expect(search(de, 'a b c').status).toBe('tooShort');
    expect(search(de, ' / - ').status).toBe('tooShort');
    expect(search(de, 'Ab Puls').status).toBe('ok');
    expect(search(de, '7').status).toBe('ok');
    expect(search(de, '6/8').status).toBe('ok');
  });

  it('allows edits by the specification, up to 3, fewer for short words', () => {
    expect([1, 2, 3, 4, 5, 7, 8, 14].map(allowedEdits)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });

  it('counts a swap of two neighbouring letters as one edit', () => {
    expect(editDistance('ictsu', 'ictus')).toBe(1);
    expect(editDistance('fremate', 'fermate')).toBe(1);
    expect(editDistance('abcd', 'badc')).toBeGreaterThan(1); // two swaps
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('ignores case and accents', () => {
    expect(normalise('Übung Straße Café')).toBe('ubung strasse cafe');
    expect(normalise('Chœur ex æquo')).toBe('choeur ex aequo');
    expect(words('Count-in, 3+2!')).toEqual(['count', 'in', '3+2']);
    expect(words('Schneller 3/4-Takt, 2+2+3 bei 60')).toEqual([
      'schneller',
      '3/4',
      'takt',
      '2+2+3',
      'bei',
      '60',
    ]);
    expect(ids(de, 'UEBUNG').length).toBeGreaterThan(0);
    expect(ids(de, 'ubung')).toEqual(ids(de, 'Übung'));
  });

  it('ranks by closeness: exact, prefix, then fewer edits', () => {
    const qualities = ['fermata', 'fermat', 'fermta', 'frmta', 'frmtaa'].map((query) =>
      Math.max(closeQuality(query, 'fermata'), typoQuality(query, 'fermata')),
    );
    expect(qualities.slice(0, 4)).toEqual([...qualities.slice(0, 4)].sort((a, b) => b - a));
    expect(new Set(qualities.slice(0, 4)).size).toBe(4);
    expect(qualities[4]).toBe(0); // 6 letters, 3 edits: too far
    const score = (query: string) => search(en, query).hits.find((hit) => hit.learnElementId === 611)?.score;
    expect(score('fermata')).toBeGreaterThan(score('fermat')!);
    expect(score('fermat')).toBeGreaterThan(score('fermta')!);
    expect(score('fermta')).toBeGreaterThan(score('frmta')!);
  });

  it('does not let short words match everything', () => {
    expect(typoQuality('kue', 'cue')).toBeGreaterThan(0); // 3 letters: one edit
    expect(typoQuality('kue', 'cut')).toBe(0);
    expect(typoQuality('cue', 'ce')).toBe(0); // never into a word shorter than 3 letters
    expect(typoQuality('ab', 'an')).toBe(0);
    expect(typoQuality('puls', 'plus')).toBeGreaterThan(0); // a swap
    expect(typoQuality('puls', 'pol')).toBe(0);
    // A word of the list as typed is not taken for a typo of another: "cue" does not find the cut-offs.
    const cue = ids(en, 'cue');
    expect(cue).toContain(411);
    expect(cue).not.toContain(511);
    expect(ids(de, 'Puls')).not.toContain(33); // "Blick vom Pult lösen"
  });

  it('ignores stop words unless the query has nothing else', () => {
    expect(queryTerms('the ictus')).toEqual(['ictus']);
    expect(queryTerms('the')).toEqual(['the']);
  });
});

describe('search over the real course', () => {
  it.each([
    // [list, query, typos, expected first hit]
    ['de', 'Tiscj', 'tisch', 1, 123],
    ['de', 'Sporzatu', 'sforzato', 2, 811],
    ['de', 'Seksachteltakd', 'sechsachteltakt', 3, 323],
    ['en', 'ictos', 'ictus', 1, 121],
    ['en', 'sfarzatu', 'sforzato', 2, 811],
    ['en', 'akselerandu', 'accelerando', 3, 821],
  ] as const)('%s: "%s" (%s with %i typos) finds %i first', (language, query, word, typos, expected) => {
    expect(editDistance(normalise(query), word)).toBe(typos);
    expect(ids(language, query)[0]).toBe(expected);
  });

  it('finds the exact word first and ranks headline hits above description hits', () => {
    const hits = ids(en, 'fermata');
    expect(hits.slice(0, 2)).toEqual([611, 612]);
    expect(ids(de, 'Generalpause')).toEqual([622, 624]);
  });

  it('matches prefixes while typing', () => {
    expect(ids(de, 'Ritar')).toContain(821);
    expect(ids(en, 'indepen')).toContain(921);
  });

  it('matches inside German compounds', () => {
    expect(ids(de, 'stelle')).toContain(523); // "Atemstelle"
  });

  it('finds elements by type name in both languages, that type first', () => {
    const byType = (type: string) =>
      new Set(
        topics.flatMap((t) =>
          t.modules.flatMap((m) =>
            m.learnElements.filter((e) => e.type === type).map((e) => e.learnElementId),
          ),
        ),
      );
    const firstOfType = (language: Lang, query: string, type: string) =>
      new Set(ids(language, query).slice(0, byType(type).size));
    expect(firstOfType(de, 'Video', 'video')).toEqual(byType('video'));
    expect(firstOfType(en, 'video', 'video')).toEqual(byType('video'));
    expect(firstOfType(de, 'Übung', 'exercise')).toEqual(byType('exercise'));
    expect(firstOfType(en, 'exercise', 'exercise')).toEqual(byType('exercise'));
    expect(firstOfType(de, 'Notenbeispiel', 'musicalExample')).toEqual(byType('musicalExample'));
    expect(firstOfType(en, 'musical example', 'musicalExample')).toEqual(byType('musicalExample'));
    expect(firstOfType(en, 'text', 'text')).toEqual(byType('text'));
  });

  it('combines words: every query word must match', () => {
    const hits = ids(de, 'Video Vierer');
    expect(hits.length).toBeGreaterThan(0);
    for (const id of hits) expect(ids(de, 'Video')).toContain(id);
    expect(hits).not.toContain(231); // a text about the four pattern
  });

  it('has no hit for nonsense', () => {
    expect(search(de, 'xylophon').hits).toEqual([]);
    expect(search(en, 'qwertz').hits).toEqual([]);
    expect(search(en, 'qwertz').status).toBe('ok');
  });
});

describe('search on the core', () => {
  it('searches in the interface language and stores the filtered list', () => {
    const fake = fakeEnvironment();
    const core = createCore(fake.env);
    core.topics.list.value = topics;
    core.language.value = 'de';
    expect(searchCourse(core, 'Zäsur').hits[0]?.learnElementId).toBe(622);
    expect(core.topics.filteredList.value[0]).toBe(622);
    expect(JSON.parse(fake.storage.getItem(STORAGE_KEYS.filteredList)!)[0]).toBe(622);
    core.language.value = 'fr';
    expect(searchCourse(core, 'césure').hits[0]?.learnElementId).toBe(622);
    expect(searchCourse(core, 'silence generale').hits[0]?.learnElementId).toBe(622);
    expect(searchCourse(core, 'nichtsda').hits).toEqual([]);
    expect(core.topics.filteredList.value).toEqual([]);
  });

  it('builds the lists once per loaded topic list', () => {
    expect(searchIndexFor(topics)).toBe(searchIndexFor(topics));
    expect(searchIndexFor(realTopics())).not.toBe(searchIndexFor(topics));
  });
});
