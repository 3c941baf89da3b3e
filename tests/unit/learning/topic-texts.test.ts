import { effect, signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import type { Language, TopicDto } from '../../../src/core/contract/api';
import { createCore } from '../../../src/core/core';
import { learningState } from '../../../src/core/learning/learning-state';
import { createTopicTexts } from '../../../src/core/learning/topic-texts';
import { fakeEnvironment } from '../support/fake-environment';

/** A topic of one module; `texts`: each element's body, empty for a locked one. */
function topic(topicId: number, texts: string[]): TopicDto {
  const l10n = (text: string) => ({ de: text, en: text });
  return {
    topicId,
    id: topicId,
    headline: l10n(`Topic ${topicId}`),
    description: l10n(''),
    art: 'CC',
    modules: [
      {
        moduleId: topicId * 10,
        headline: l10n('Module'),
        description: l10n(''),
        learnElements: texts.map((text, index) => ({
          learnElementId: topicId * 100 + index,
          moduleId: topicId * 10,
          topicId,
          type: 'text' as const,
          headline: l10n(`Lesson ${index}`),
          description: l10n(''),
          body: l10n(text),
          preview: false,
          access: text !== '',
          keywords: { de: [], en: [] },
        })),
      },
    ],
  };
}

const outlineOf = (topics: TopicDto[]) =>
  topics.map((each) => ({
    ...each,
    modules: each.modules.map((module) => ({
      ...module,
      learnElements: module.learnElements.map((element) => ({ ...element, body: { de: '', en: '' } })),
    })),
  }));

/** The texts over a fake `GET /topics/{id}` that answers when told (`answer`) and records each ask. */
function setUp(course: TopicDto[]) {
  const outline = signal<readonly TopicDto[]>(outlineOf(course));
  const language = signal<Language>('de');
  const asked: string[] = [];
  const waiting: { settle: () => void }[] = [];
  let failing = false;
  const texts = createTopicTexts({
    getTopic: (id, lang) => {
      asked.push(`${id}:${lang}`);
      return new Promise<TopicDto>((resolve, reject) => {
        const fail = failing;
        const found = course.find((each) => each.topicId === id)!;
        const answer = { ...found, modules: found.modules.map((m) => ({ ...m })) };
        waiting.push({ settle: () => (fail ? reject(new TypeError('offline')) : resolve(answer)) });
      });
    },
    outline,
    language,
    log: () => {},
  });
  /** Settles every request asked for so far, then lets their handlers run. */
  const answer = async () => {
    for (const each of waiting.splice(0)) each.settle();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { texts, outline, language, asked, answer, fail: (value: boolean) => (failing = value) };
}

describe('topic texts (the outline has none; a lesson asks for its topic’s)', () => {
  it('a topic’s texts come with one call; asked again for the same outline and language, no call', async () => {
    const { texts, asked, answer } = setUp([topic(1, ['<p>One</p>', '<p>Two</p>'])]);
    expect(texts.bodyOf(1, 101)).toBeUndefined();
    const loading = texts.load(1);
    void texts.load(1);
    await answer();
    await loading;
    expect(texts.bodyOf(1, 101)).toEqual({ de: '<p>Two</p>', en: '<p>Two</p>' });
    await texts.load(1);
    expect(asked).toEqual(['1:de']);
  });

  it('a new outline or language asks again, the texts in memory shown meanwhile', async () => {
    const course = [topic(1, ['<p>One</p>'])];
    const { texts, outline, language, asked, answer } = setUp(course);
    void texts.load(1);
    await answer();
    outline.value = outlineOf(course);
    void texts.load(1);
    expect(texts.bodyOf(1, 100)?.de).toBe('<p>One</p>');
    await answer();
    language.value = 'en';
    void texts.load(1);
    await answer();
    expect(asked).toEqual(['1:de', '1:de', '1:en']);
  });

  it('an outline that changes while the texts load asks again instead of keeping the older answer', async () => {
    const course = [topic(1, ['<p>One</p>'])];
    const { texts, outline, asked, answer } = setUp(course);
    void texts.load(1);
    outline.value = outlineOf(course);
    void texts.load(1);
    await answer();
    await texts.load(1);
    expect(asked).toEqual(['1:de', '1:de']);
  });

  it('a failed load says so until a later one gets through', async () => {
    const { texts, asked, answer, fail } = setUp([topic(1, ['<p>One</p>'])]);
    fail(true);
    void texts.load(1);
    await answer();
    expect(texts.failed(1)).toBe(true);
    expect(texts.bodyOf(1, 100)).toBeUndefined();
    fail(false);
    void texts.load(1);
    await answer();
    expect(texts.failed(1)).toBe(false);
    expect(texts.bodyOf(1, 100)?.de).toBe('<p>One</p>');
    expect(asked).toHaveLength(2);
  });

  it('a sign-out drops the texts, and an answer asked for before it is not kept', async () => {
    const { texts, answer } = setUp([topic(1, ['<p>One</p>']), topic(2, ['<p>Two</p>'])]);
    void texts.load(1);
    await answer();
    void texts.load(2);
    texts.reset();
    await answer();
    expect(texts.bodyOf(1, 100)).toBeUndefined();
    expect(texts.bodyOf(2, 200)).toBeUndefined();
  });

  it('a reader of one topic’s texts is not told of another topic’s (a lesson does not re-render)', async () => {
    const { texts, answer } = setUp([topic(1, ['<p>One</p>']), topic(2, ['<p>Two</p>'])]);
    let runs = 0;
    const stop = effect(() => {
      texts.bodyOf(1, 100);
      texts.failed(1);
      runs += 1;
    });
    void texts.load(2);
    await answer();
    expect(runs).toBe(1);
    void texts.load(1);
    await answer();
    expect(runs).toBe(2);
    stop();
  });

  it('prefetch loads, one after the other, the topics with something the user may open', async () => {
    const { texts, asked, answer } = setUp([
      topic(1, ['<p>One</p>']),
      topic(2, ['']),
      topic(3, ['<p>Three</p>']),
    ]);
    const all = texts.prefetch();
    expect(asked).toEqual(['1:de']);
    await answer();
    expect(asked).toEqual(['1:de', '3:de']);
    await answer();
    await all;
    expect(texts.bodyOf(3, 300)?.de).toBe('<p>Three</p>');
  });

  it('prefetch stops at the first topic that fails (a server in trouble is not asked for the rest)', async () => {
    const { texts, asked, answer, fail } = setUp([topic(1, ['<p>One</p>']), topic(2, ['<p>Two</p>'])]);
    fail(true);
    const all = texts.prefetch();
    await answer();
    await all;
    expect(asked).toEqual(['1:de']);
    expect(texts.failed(1)).toBe(true);
  });

  it('a page’s texts are one per core and go with the session: a sign-in or sign-out drops them', async () => {
    const one = topic(1, ['<p>One</p>']);
    const fake = fakeEnvironment(({ url }) => (url.pathname === '/api/topics/1' ? { body: one } : undefined));
    const core = createCore(fake.env);
    const { texts } = learningState(core);
    expect(learningState(core).texts).toBe(texts);
    await texts.load(1);
    expect(fake.requests.map((request) => request.url.search)).toEqual(['?lang=de']);
    expect(texts.bodyOf(1, 100)?.de).toBe('<p>One</p>');
    core.events.emit({ type: 'logout', reason: 'user' });
    expect(texts.bodyOf(1, 100)).toBeUndefined();
    await texts.load(1);
    core.events.emit({
      type: 'login',
      user: { id: 'u', username: 'u', email: 'u@x', firstName: 'U', lastName: 'U' },
    });
    expect(texts.bodyOf(1, 100)).toBeUndefined();
  });
});
