import { batch, type ReadonlySignal, type Signal, signal } from '@preact/signals-core';
import { buildPath } from '../api/path-params';
import type { L10n, Language, TopicDto } from '../contract/api';
import type { Core } from '../core';
import { inBackground } from '../util/background-writes';

/**
 * The lesson texts of the topics, loaded per topic (`GET /api/topics/{id}`): the list the app loads
 * first is the outline without them (`?bodies=none`, a third of the bytes), so a phone's start page
 * and a lesson's first view do not wait for every lesson's text. A lesson asks for its topic's
 * texts when it opens (the app page asks for them with the bundle); the app keeps all of them for
 * offline use once the first view is done ({@link TopicTexts.prefetch}).
 */
export interface TopicTexts {
  /** A lesson's text as loaded (empty for a locked one), or undefined until its topic's texts are in. */
  bodyOf(topicId: number, learnElementId: number): L10n | undefined;
  /** Whether the last load of a topic's texts failed (offline without a cached copy, a server error). */
  failed(topicId: number): boolean;
  /**
   * Loads a topic's texts unless those in memory belong to the current outline and language (a new
   * outline may change what the user may read); the texts in memory stay shown meanwhile.
   */
  load(topicId: number): Promise<void>;
  /**
   * Loads, one after the other, the texts of every topic the user may open something of; stops at
   * the first that fails.
   */
  prefetch(): Promise<void>;
  /** Sign-in or sign-out: the texts were for the previous session; a response still on its way is dropped. */
  reset(): void;
}

/** What texts were asked for with: the language, and the outline (a newer one makes them stale). */
interface Basis {
  language: Language;
  outline: readonly TopicDto[];
}

interface Loaded extends Basis {
  bodies: ReadonlyMap<number, L10n>;
}

export function createTopicTexts(deps: {
  getTopic(topicId: number, language: Language): Promise<TopicDto>;
  /** The outline (the topics store's list). */
  outline: ReadonlySignal<readonly TopicDto[]>;
  language: ReadonlySignal<Language>;
  log(message: string, detail?: unknown): void;
}): TopicTexts {
  /** One pair of signals per topic: a lesson re-renders for its own topic's texts only. */
  const slots = new Map<number, { loaded: Signal<Loaded | undefined>; failed: Signal<boolean> }>();
  const slot = (topicId: number) => {
    let each = slots.get(topicId);
    if (!each) {
      each = { loaded: signal(undefined), failed: signal(false) };
      slots.set(topicId, each);
    }
    return each;
  };
  const running = new Map<number, Basis & { done: Promise<void> }>();
  /** Bumped by a sign-in or sign-out: responses requested before it belong to the previous session. */
  let generation = 0;

  const fresh = (entry: Basis | undefined) =>
    entry !== undefined && entry.language === deps.language.peek() && entry.outline === deps.outline.peek();

  function load(topicId: number): Promise<void> {
    const { loaded, failed } = slot(topicId);
    if (fresh(loaded.peek())) return Promise.resolve();
    const same = running.get(topicId);
    if (same && fresh(same)) return same.done;
    const language = deps.language.peek();
    const outline = deps.outline.peek();
    const asked = generation;
    const done = deps.getTopic(topicId, language).then(
      (topic) => {
        if (asked !== generation) return;
        const bodies = new Map(
          topic.modules.flatMap((module) =>
            module.learnElements.map((element) => [element.learnElementId, element.body] as const),
          ),
        );
        // Nothing waits on it but the lesson's text: its re-render may wait (background-writes.ts).
        inBackground(() =>
          batch(() => {
            loaded.value = { language, outline, bodies };
            failed.value = false;
          }),
        );
      },
      (error: unknown) => {
        if (asked !== generation) return;
        deps.log(`Could not load the texts of topic ${topicId}`, error);
        failed.value = true;
      },
    );
    const entry = { language, outline, done };
    running.set(topicId, entry);
    void done.finally(() => {
      if (running.get(topicId) === entry) running.delete(topicId);
    });
    return done;
  }

  return {
    bodyOf: (topicId, learnElementId) => slot(topicId).loaded.value?.bodies.get(learnElementId),
    failed: (topicId) => slot(topicId).failed.value,
    load,
    async prefetch() {
      const open = deps.outline
        .peek()
        .filter((topic) => topic.modules.some((module) => module.learnElements.some((e) => e.access)));
      for (const { topicId } of open) {
        await load(topicId);
        // A server in trouble or a lost connection is not asked eleven more times.
        if (slot(topicId).failed.peek()) return;
      }
    },
    reset() {
      generation += 1;
      running.clear();
      batch(() => {
        for (const { loaded, failed } of slots.values()) {
          loaded.value = undefined;
          failed.value = false;
        }
      });
    },
  };
}

export type TopicTextsCore = Pick<Core, 'request' | 'topics' | 'language' | 'env' | 'events'>;

/**
 * A page's topic texts (made once per core by `learningState`, when a lesson first needs them: a
 * works or player page never loads this code). Signing in or out changes what the user may read:
 * the texts go with the session.
 */
export function createCoreTopicTexts(core: TopicTextsCore): TopicTexts {
  const texts = createTopicTexts({
    // `GET /topics/{id}` in one language (`?lang=`, as the list), through the core's one client, so
    // the works pages do not carry it. No network-error dialog: the lesson says in its text's place
    // that the text could not load (or is not kept offline).
    getTopic: (id, lang) =>
      core.request<TopicDto>(buildPath('/topics/{id}', { id }), { query: { lang }, ownNetworkMessage: true }),
    outline: core.topics.list,
    language: core.language,
    log: core.env.log,
  });
  core.events.on((event) => {
    if (event.type === 'login' || event.type === 'logout') texts.reset();
  });
  return texts;
}
