import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '../../../../content/pipeline/works';

/**
 * Issue 17, French: every text of the course and of its musical examples (index and manifests, as
 * the app shows them) exists in French, shaped and set like the others.
 */

type Texts = { de: unknown; en: unknown; fr?: unknown; path: string };

function textsOf(value: unknown, path: string, found: Texts[] = []): Texts[] {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) textsOf(item, `${path}[${i}]`, found);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('de' in record && 'en' in record) found.push({ ...(record as Omit<Texts, 'path'>), path });
    else for (const [key, child] of Object.entries(record)) textsOf(child, `${path}.${key}`, found);
  }
  return found;
}

const files = [
  ...readdirSync('content/course')
    .filter((name) => /^topic-\d+\.json$/.test(name))
    .map((name) => `content/course/${name}`),
  'content/examples/index.json',
  ...EXAMPLES.map((example) => `content/examples/${example.id}/manifest.json`),
];
const texts = files.flatMap((file) => textsOf(JSON.parse(readFileSync(file, 'utf8')), file));
const tags = (html: string) => html.match(/<\/?[a-z0-9]+/g) ?? [];
/** The visible text of a lesson's HTML (tags out), where typography applies. */
const visible = (html: string) => html.replace(/<[^>]+>/g, ' ');

describe('the course in French', () => {
  it('has a French text beside every German and English one, with the same HTML tags', () => {
    expect(texts.length).toBeGreaterThan(400);
    for (const { en, fr, path } of texts) {
      expect(typeof fr, path).toBe(typeof en);
      if (typeof en === 'string') expect(tags(fr as string), path).toEqual(tags(en));
      else expect((fr as string[]).length, path).toBeGreaterThanOrEqual(3);
    }
  });

  it('follows French typography: one apostrophe, a no-break space before ! ? : ; and inside « »', () => {
    for (const { fr, path } of texts) {
      for (const text of ([] as string[]).concat(fr as string | string[]).map(visible)) {
        expect(text, path).not.toMatch(/'/);
        expect(text, path).not.toMatch(/[^\u00a0\s][!?:;]|[ \t][!?:;]/);
        expect(text, path).not.toMatch(/«(?!\u00a0)|(?<!\u00a0)»/);
      }
    }
  });

  it('gives every musical example the texts of the pipeline source, in the index and in its manifest', () => {
    const index = JSON.parse(readFileSync('content/examples/index.json', 'utf8')) as {
      examples: { id: string; title: unknown; description: unknown }[];
    };
    for (const { id, title, description } of EXAMPLES) {
      const manifest = JSON.parse(readFileSync(`content/examples/${id}/manifest.json`, 'utf8'));
      expect(Object.keys(title).sort(), id).toEqual(['de', 'en', 'fr']);
      expect(Object.keys(description).sort(), id).toEqual(['de', 'en', 'fr']);
      expect(
        index.examples.find((entry) => entry.id === id),
        id,
      ).toMatchObject({ title, description });
      expect(manifest, id).toMatchObject({ title, description });
    }
  });
});

describe('Singing in English, in French', () => {
  const topic11 = JSON.parse(readFileSync('content/course/topic-11.json', 'utf8'));
  const french = textsOf(topic11, 'topic-11')
    .map(({ fr }) => ([] as string[]).concat(fr as string | string[]).join(' '))
    .join(' ');

  it('names the pitfalls of francophone choirs, not those of German ones (decision 0045)', () => {
    expect(french).not.toMatch(/germanophone|allemand/);
    expect(french).toMatch(/chœurs? francophones?/);
    // A French choir's pure vowel for "day", its dropped h and its nasal vowels.
    expect(french).toContain('«\u00a0dé\u00a0»');
    expect(french).toMatch(/«\u00a0h\u00a0»/);
    expect(french).toMatch(/voyelles nasales/);
  });
});

/** The information pages (src/core/content/info-pages.ts), one file per page and language. */
const INFO_PAGES = ['about', 'faq', 'dataprotection', 'imprint'];
type Page = { title: string; intro: string; sections: { heading: string; paragraphs: string[] }[] };
const page = (name: string, language: string): Page =>
  JSON.parse(readFileSync(`content/pages/${name}.${language}.json`, 'utf8'));
const shape = ({ sections }: Page) => sections.map((section) => section.paragraphs.length);
/** Typography applies to prose, not to web addresses (`https:`). */
const prose = (text: string) => text.replace(/https?:\/\/\S+/g, ' ');

describe('the information pages in French', () => {
  it('exist in de, en and fr with the same sections and paragraphs', () => {
    for (const name of INFO_PAGES) {
      const en = shape(page(name, 'en'));
      expect(en.length, name).toBeGreaterThan(0);
      expect(shape(page(name, 'de')), name).toEqual(en);
      expect(shape(page(name, 'fr')), name).toEqual(en);
    }
  });

  it('follow French typography: one apostrophe, a no-break space before ! ? : ; and inside « »', () => {
    for (const name of INFO_PAGES) {
      const { title, intro, sections } = page(name, 'fr');
      const texts = [title, intro, ...sections.flatMap((s) => [s.heading, ...s.paragraphs])];
      for (const text of texts.map(prose)) {
        expect(text, name).not.toMatch(/['“”]/);
        expect(text, name).not.toMatch(/[^\u00a0\s][!?:;]|[ \t][!?:;]/);
        expect(text, name).not.toMatch(/«(?!\u00a0)|(?<!\u00a0)»/);
      }
    }
  });
});
