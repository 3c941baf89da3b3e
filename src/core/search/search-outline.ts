import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import type { Language, LearnElementDto, TopicDto } from '../contract/api';
import { LANGUAGES } from '../contract/constants';
import type { Core } from '../core';
import { perCore } from '../util/per-core';

/**
 * The course outline with every language's texts, for the search. The app loads the outline in the
 * interface language only (decision 0024), so the search asks for the others' outlines when it is
 * first used (once per outline the app loads) and adds their texts: "Auftakt" on an English page.
 */
export interface SearchOutline {
  /** The outline with the texts of every language loaded so far (at first the app's own). */
  topics: ReadonlySignal<readonly TopicDto[]>;
  /** Asks for the languages the outline lacks; a failure (offline) only leaves them out. */
  load(): void;
}

type Outline = readonly TopicDto[];

/** A text or keyword list with another language's entry put in, when that one has something. */
function withLanguage<T extends object>(own: T, other: T, language: Language): T {
  const value = (other as Record<string, string | string[] | undefined>)[language];
  return value && value.length > 0 ? ({ ...own, [language]: value } as T) : own;
}

function add<T>(map: Map<number, [Language, T][]>, id: number, entry: [Language, T]): void {
  const list = map.get(id);
  if (list) list.push(entry);
  else map.set(id, [entry]);
}

/** The searched texts (topic and lesson headlines, descriptions, keywords) of other languages put in. */
export function withLanguages(outline: Outline, others: ReadonlyMap<Language, Outline>): Outline {
  if (others.size === 0) return outline;
  const topicsById = new Map<number, [Language, TopicDto][]>();
  const elementsById = new Map<number, [Language, LearnElementDto][]>();
  for (const [language, other] of others)
    for (const topic of other) {
      add(topicsById, topic.topicId, [language, topic]);
      for (const module of topic.modules)
        for (const element of module.learnElements)
          add(elementsById, element.learnElementId, [language, element]);
    }
  return outline.map((topic) => {
    let headline = topic.headline;
    for (const [language, other] of topicsById.get(topic.topicId) ?? [])
      headline = withLanguage(headline, other.headline, language);
    return {
      ...topic,
      headline,
      modules: topic.modules.map((module) => ({
        ...module,
        learnElements: module.learnElements.map((element) => {
          let { headline, description, keywords } = element;
          for (const [language, other] of elementsById.get(element.learnElementId) ?? []) {
            headline = withLanguage(headline, other.headline, language);
            description = withLanguage(description, other.description, language);
            keywords = withLanguage(keywords, other.keywords, language);
          }
          return { ...element, headline, description, keywords };
        }),
      })),
    };
  });
}

export function createSearchOutline(deps: {
  /** `GET /topics?lang=…&bodies=none`: the outline in one language. */
  getOutline(language: Language): Promise<TopicDto[]>;
  /** The app's outline (the topics store's list) and the language it was loaded in. */
  outline: ReadonlySignal<Outline>;
  outlineLanguage: ReadonlySignal<Language | null>;
  log(message: string, detail?: unknown): void;
}): SearchOutline {
  const others = signal<ReadonlyMap<Language, Outline>>(new Map());
  /** The app's outline each language was last asked for with (a newer one asks again). */
  const askedFor = new Map<Language, Outline>();
  return {
    topics: computed(() => withLanguages(deps.outline.value, others.value)),
    load() {
      const own = deps.outlineLanguage.peek();
      const outline = deps.outline.peek();
      if (own === null || outline.length === 0) return;
      for (const language of LANGUAGES) {
        if (language === own || askedFor.get(language) === outline) continue;
        askedFor.set(language, outline);
        deps.getOutline(language).then(
          (loaded) => {
            // Elements come from the app's outline (what this user may open); only texts are added.
            others.value = new Map([...others.value, [language, loaded]]);
          },
          (error: unknown) => {
            askedFor.delete(language);
            deps.log(`Search: no outline in ${language}`, error);
          },
        );
      }
    },
  };
}

/** The search outline of a page's core; the other languages' texts go with the session. */
export const searchOutlineOf = perCore(
  (core: Pick<Core, 'request' | 'topics' | 'env' | 'events'>): SearchOutline => {
    const current = signal(create());
    function create() {
      return createSearchOutline({
        getOutline: (lang) =>
          core.request<TopicDto[]>('/topics', { query: { lang, bodies: 'none' }, ownNetworkMessage: true }),
        outline: core.topics.list,
        outlineLanguage: core.topics.language,
        log: core.env.log,
      });
    }
    core.events.on((event) => {
      if (event.type === 'login' || event.type === 'logout') current.value = create();
    });
    return {
      topics: computed(() => current.value.topics.value),
      load: () => current.peek().load(),
    };
  },
);
