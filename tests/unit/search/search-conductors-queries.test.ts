import { describe, expect, it } from 'vitest';
import type { Language } from '../../../src/core/contract/api';
import { searchFor } from '../../../src/core/search/search';
import { realTopics } from '../support/learning-fixtures';

/** Queries a conductor types, over the real course, as the search page runs them. */
const topics = realTopics();
const hits = (language: Language, query: string) => searchFor(topics, language, query).hits;
const ids = (language: Language, query: string) => hits(language, query).map((hit) => hit.learnElementId);

const CUE_LESSONS = [411, 412, 413, 421, 422, 423, 924];
const SEVEN_LESSONS = [331, 332, 333, 334, 335, 336, 337, 338];

describe('time signatures and numbers', () => {
  it('finds "6/8" although it is shorter than 3 letters', () => {
    expect(searchFor(topics, 'en', '6/8').status).toBe('ok');
    expect(new Set(ids('en', '6/8').slice(0, 2))).toEqual(new Set([321, 323])); // "… 6/8" in the title
    expect(ids('en', '6/8')).toEqual(expect.arrayContaining([325, 326]));
    // In German also as "Sechsachteltakt".
    expect(ids('de', '6/8')).toEqual(expect.arrayContaining([321, 323, 1043]));
    expect(ids('de', '6/8')).not.toContain(316); // 5/8
  });

  it('finds a figure by its number and its name, not inside another number', () => {
    expect(new Set(ids('en', '7'))).toEqual(new Set(SEVEN_LESSONS));
    expect(new Set(ids('de', '7'))).toEqual(new Set(SEVEN_LESSONS));
    expect(ids('en', '3')).toEqual(expect.arrayContaining([132, 215, 313])); // beat 3, 3/4, 3+2
    expect(ids('en', '6')).not.toContain(113); // "Two beats at 60"
    expect(ids('en', '60')).toEqual(expect.arrayContaining([113, 315, 322, 332]));
    expect(ids('en', '60')).not.toContain(114); // at 90
  });
});

describe('typos in short words', () => {
  it('"kue" finds the cue lessons, the closest first', () => {
    const found = ids('en', 'kue');
    expect(found[0]).toBe(411); // "What a cue needs"
    expect(new Set(found)).toEqual(new Set(CUE_LESSONS));
  });

  it('"frmta" finds the fermata lessons', () => {
    expect(new Set(ids('en', 'frmta').slice(0, 4))).toEqual(new Set([611, 612, 613, 623]));
    expect(ids('de', 'Frmate')[0]).toBe(611);
  });
});

describe("every language's words", () => {
  it('finds German words on an English page and says where they matched', () => {
    expect(new Set(ids('en', 'dirigieren').slice(0, 2))).toEqual(new Set([611, 1031]));
    const upbeat = hits('en', 'Auftakt');
    expect(upbeat.map((hit) => hit.learnElementId)).toEqual(expect.arrayContaining([131, 132, 133]));
    expect(upbeat.every((hit) => hit.language === 'de')).toBe(true);
    expect(ids('de', 'upbeat')[0]).toBe(132);
  });

  it("ranks the interface language's matches first", () => {
    const found = hits('en', 'choral');
    expect(found.at(-1)).toMatchObject({ learnElementId: 1113, language: 'de' });
    expect(found.slice(0, -1).every((hit) => hit.language === 'en')).toBe(true);
    // The German hit scores higher, yet comes after the English ones.
    expect(found.at(-1)!.score).toBeGreaterThan(found[0]!.score);
  });
});

describe('several words', () => {
  it('"upbeat 3" needs both words, best match first', () => {
    expect(ids('en', 'upbeat 3')).toEqual([132, 313, 823]);
    expect(ids('de', 'Auftakt 3')[0]).toBe(132);
  });
});

describe('the lessons of issue 41', () => {
  it('finds the compound metres, subdivision and entries off the beat', () => {
    expect(ids('en', '12/8')).toEqual([342, 344, 343]);
    expect(ids('en', '9/8')[0]).toBe(342);
    expect(ids('de', 'Unterteilung')).toEqual(expect.arrayContaining([135, 341, 342, 343]));
    expect(ids('en', 'off the beat')[0]).toBe(135);
    expect(ids('fr', 'attaques entre les temps')[0]).toBe(135);
  });

  it('finds active and passive beats in every language', () => {
    expect(new Set(ids('en', 'passive'))).toEqual(new Set([831, 832, 833]));
    expect(new Set(ids('de', 'passiv'))).toEqual(new Set([831, 832, 833]));
    expect(new Set(ids('fr', 'passif'))).toEqual(new Set([831, 832, 833]));
  });

  it('finds score study and the sound of the choir', () => {
    expect(ids('en', 'analysis')[0]).toBe(1051);
    expect(ids('de', 'Partiturstudium')).toEqual(expect.arrayContaining([1051, 1054]));
    expect(ids('en', 'blend')[0]).toBe(1062);
    expect(ids('de', 'Aufstellung')[0]).toBe(1063);
    expect(ids('fr', 'justesse')[0]).toBe(1061);
    expect(ids('en', 'seating')).toEqual([1063]);
  });

  it('finds conducting with piano and organ', () => {
    expect(new Set(ids('en', 'accompaniment'))).toEqual(new Set([1071, 1072, 1073]));
    expect(ids('de', 'Orgel')[0]).toBe(1072);
    expect(ids('fr', 'pianiste')[0]).toBe(1071);
  });
});
