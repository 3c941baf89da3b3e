import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CourseTopic } from '../../../../server/content/course';
import type { EditionManifest, SyncMap } from '../../../../src/core/contract/edition-format';
import { readBarLink } from '../../../../src/core/learning/bar-links';

/**
 * Issue 17, score study: the course's HTML uses only the lesson tags, and every link is a link to a
 * bar of an edition the catalogue has, to a bar its score has, named in the link's text, the same in
 * every language. (The lesson renderer reads links with the same `readBarLink`.)
 */

const topics = readdirSync('content/course')
  .filter((name) => /^topic-\d+\.json$/.test(name))
  .map((name) => JSON.parse(readFileSync(`content/course/${name}`, 'utf8')) as CourseTopic);
const elements = topics.flatMap((topic) => topic.modules.flatMap((module) => module.learnElements));
const LANGS = ['de', 'en', 'fr'] as const;
const texts = elements.flatMap((element) =>
  [element.headline, element.description, element.body].flatMap((text) =>
    LANGS.map((lang) => ({ id: element.learnElementId, lang, html: text[lang] ?? '' })),
  ),
);

const catalogue = JSON.parse(readFileSync('content/editions/catalogue.json', 'utf8')) as {
  editions: { articleId: string; latestVersion: string }[];
};
/** Bar numbers of the first part of an edition's latest version (the part a bar link opens). */
function barsOf(articleId: string): string[] | undefined {
  const edition = catalogue.editions.find((e) => e.articleId === articleId);
  if (!edition) return undefined;
  const folder = `content/editions/${articleId}/${edition.latestVersion}`;
  const manifest = JSON.parse(readFileSync(`${folder}/manifest.json`, 'utf8')) as EditionManifest;
  const sync = JSON.parse(readFileSync(`${folder}/${manifest.parts[0]!.sync}`, 'utf8')) as SyncMap;
  return sync.bars.map((bar) => bar.n);
}

const LINK = /<a\b([^>]*)>(.*?)<\/a>/g;
const links = (html: string) =>
  [...html.matchAll(LINK)].map(([, attributes, label]) => ({ attributes: attributes!, label: label! }));

describe('links in the course', () => {
  it('uses only the lesson tags, and <a> only with data-work and data-bar', () => {
    for (const { id, lang, html } of texts) {
      for (const [, tag] of html.matchAll(/<\/?([a-z0-9]+)/g))
        expect(['p', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a'], `${id} ${lang}`).toContain(tag);
      expect(html.match(/<a\b/g)?.length ?? 0, `${id} ${lang}`).toBe(links(html).length);
      for (const { attributes } of links(html))
        expect(attributes, `${id} ${lang}`).toMatch(/^ data-work="\d+" data-bar="\d+"$/);
    }
  });

  it('links to bars that the edition has, and names the bar in the link text', () => {
    for (const { id, lang, html } of texts) {
      for (const { attributes, label } of links(html)) {
        const [, work, bar] = attributes.match(/data-work="(\d+)" data-bar="(\d+)"/)!;
        const link = readBarLink(work!, bar!);
        expect(link, `${id} ${lang}: ${attributes}`).not.toBeNull();
        expect(barsOf(link!.articleId), `${id} ${lang}: edition ${work}`).toContain(String(link!.bar));
        expect(label.match(/\d+/g), `${id} ${lang}: "${label}"`).toContain(String(link!.bar));
      }
    }
  });

  it('links the same bars in German, English and French', () => {
    for (const element of elements) {
      const targets = LANGS.map((lang) => links(element.body[lang] ?? '').map((link) => link.attributes));
      expect(targets[1], `${element.learnElementId} en`).toEqual(targets[0]);
      expect(targets[2], `${element.learnElementId} fr`).toEqual(targets[0]);
    }
  });

  it('has every lesson of the score-study module (104) link the bars it discusses', () => {
    const module = topics.flatMap((topic) => topic.modules).find((m) => m.moduleId === 104);
    expect(module?.learnElements.map((e) => e.learnElementId)).toEqual([1041, 1042, 1043, 1044]);
    // 1043 is a video lesson (the Lorelei's entries), its text still the lesson's
    for (const element of module!.learnElements.filter((e) => e.type !== 'exercise'))
      expect(links(element.body.en).length, `${element.learnElementId}`).toBeGreaterThanOrEqual(3);
  });
});
