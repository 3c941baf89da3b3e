import { describe, expect, it } from 'vitest';
import { createCore } from '../../../src/core/core';
import {
  allowedEdits,
  editDistance,
  matchQuality,
  queryTerms,
  searchCourse,
  searchList,
  searchListFor,
} from '../../../src/core/search/search';
import { buildSearchList } from '../../../src/core/search/search-lists';
import { normalise, words } from '../../../src/core/search/text';
import { STORAGE_KEYS } from '../../../src/core/store/persistence';
import { fakeEnvironment } from '../support/fake-environment';
import { realTopics } from '../support/learning-fixtures';

const topics = realTopics();
const de = buildSearchList(topics, 'de');
const en = buildSearchList(topics, 'en');
const ids = (list: typeof de, query: string) => searchList(list, query).hits.map((hit) => hit.learnElementId);

describe('the search rule', () => {
  it('needs a word of at least 3 letters', () => {
    expect(searchList(de, '').status).toBe('tooShort');
    expect(searchList(de, 'ab').status).toBe('tooShort');
    expect(searchList(de, 'a b c').status).toBe('tooShort');
    expect(searchList(de, 'Ab Puls').status).toBe('ok');
  });

  it('allows more edits for longer words, up to 3', () => {
    expect([3, 4, 5, 6, 8, 9, 14].map(allowedEdits)).toEqual([0, 1, 1, 2, 2, 3, 3]);
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
    expect(words('Count-in, 3+2!')).toEqual(['count', 'in', '3', '2']);
    expect(ids(de, 'UEBUNG').length).toBeGreaterThan(0);
    expect(ids(de, 'ubung')).toEqual(ids(de, 'Übung'));
  });

  it('does not let short words match everything', () => {
    expect(matchQuality('tak', 'takt')).toBeGreaterThan(0); // prefix
    expect(matchQuality('tak', 'tag')).toBe(0); // 3 letters: no edits
    expect(matchQuality('puls', 'pult')).toBeGreaterThan(0); // 4 letters: one edit
    expect(matchQuality('puls', 'plus')).toBeGreaterThan(0); // a swap
    expect(matchQuality('puls', 'pol')).toBe(0);
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
    const list = language === 'de' ? de : en;
    expect(ids(list, query)[0]).toBe(expected);
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
    const firstOfType = (list: typeof de, query: string, type: string) =>
      new Set(ids(list, query).slice(0, byType(type).size));
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
    expect(searchList(de, 'xylophon').hits).toEqual([]);
    expect(searchList(en, 'qwertz').hits).toEqual([]);
    expect(searchList(en, 'qwertz').status).toBe('ok');
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

  it('builds each language list once per loaded topic list', () => {
    expect(searchListFor(topics, 'de')).toBe(searchListFor(topics, 'de'));
    expect(searchListFor(topics, 'fr')).toBe(searchListFor(topics, 'fr'));
    expect(searchListFor(topics, 'fr')).not.toBe(searchListFor(topics, 'en'));
    expect(searchListFor(topics, 'de')).not.toBe(searchListFor(topics, 'en'));
  });
});
