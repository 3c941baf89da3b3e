import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { loadCourse } from '../../../server/content/course';
import { toTopicDto } from '../../../server/content/topic-dto';
import type { Language, TopicDto } from '../../../src/core/contract/api';
import { searchFor } from '../../../src/core/search/search';
import { createSearchOutline } from '../../../src/core/search/search-outline';
import { CONTENT_DIR } from '../support/learning-fixtures';

const course = loadCourse(CONTENT_DIR).topics;
/** The outline as the app loads it: `GET /topics?lang=…&bodies=none`, one language's texts. */
const outlineIn = (language: Language): TopicDto[] =>
  [...course]
    .sort((a, b) => a.topicId - b.topicId)
    .map((topic) => toTopicDto(topic, new Set(['CC', 'SE']), { language, withoutBodies: true }));

function setUp(own: Language) {
  const asked: Language[] = [];
  const logged: string[] = [];
  let failing = false;
  const outline = signal<readonly TopicDto[]>(outlineIn(own));
  const search = createSearchOutline({
    getOutline: (language) => {
      asked.push(language);
      return failing ? Promise.reject(new Error('offline')) : Promise.resolve(outlineIn(language));
    },
    outline,
    outlineLanguage: signal(own),
    log: (message) => logged.push(message),
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve));
  return { search, asked, logged, outline, settle, fail: (value: boolean) => (failing = value) };
}

const ids = (topics: readonly TopicDto[], query: string) =>
  searchFor(topics, 'en', query).hits.map((hit) => hit.learnElementId);

describe('the search outline in every language', () => {
  it('adds the other languages\' words to the app\'s outline: "Auftakt" on an English page', async () => {
    const { search, asked, settle } = setUp('en');
    expect(ids(search.topics.value, 'Auftakt')).toEqual([]); // the app's outline has English only
    search.load();
    await settle();
    expect(asked.sort()).toEqual(['de', 'fr']);
    expect(ids(search.topics.value, 'Auftakt')).toEqual(expect.arrayContaining([131, 132, 133]));
    expect(new Set(ids(search.topics.value, 'dirigieren').slice(0, 2))).toEqual(new Set([611, 1031]));
    // The English texts stay as the app shows them.
    const upbeat = search.topics.value[1]!.modules[2]!.learnElements[1]!;
    expect(upbeat.headline).toMatchObject({ en: 'Upbeat on beat 3', de: 'Auftakt auf der Drei' });
  });

  it('asks once per outline the app loads; a failure is logged and asked again', async () => {
    const { search, asked, logged, outline, settle, fail } = setUp('de');
    fail(true);
    search.load();
    await settle();
    expect(logged).toHaveLength(2);
    fail(false);
    search.load();
    search.load();
    await settle();
    expect(asked).toEqual(['en', 'fr', 'en', 'fr']);
    outline.value = outlineIn('de'); // the hourly refresh
    search.load();
    expect(asked).toHaveLength(6);
  });
});
