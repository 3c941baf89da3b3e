/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { LibraryScreen } from '../../../src/react/learning/library/library-screen';
import { SearchScreen } from '../../../src/react/learning/search/search-screen';
import { TopicScreen } from '../../../src/react/learning/topic/topic-screen';
import {
  courseApi,
  eventually,
  mountScreen,
  resetCore,
  stubFetch,
  text,
  topics,
  unmountAll,
  waitFor,
} from '../support/learning-helpers';

/** The screens with the course already loaded (as the app shell does before routing to them). */
function withCourse(signedIn: boolean, arts: ('CC' | 'SE')[] = ['CC', 'SE']) {
  const core = resetCore(signedIn);
  core.topics.list.value = topics(arts);
  core.topics.throttle.markRun();
  return core;
}

const ids = (root: ShadowRoot) =>
  [...root.querySelectorAll('[data-element-id]')].map((node) => Number(node.getAttribute('data-element-id')));

describe('learning screens', () => {
  let fetchStub: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    fetchStub = stubFetch(courseApi());
  });
  afterEach(() => {
    unmountAll();
    fetchStub.restore();
  });

  describe('search', () => {
    it('finds the right lesson despite typos and stores the filtered list', async () => {
      const core = withCourse(true);
      const { shadow, host } = mountScreen(<SearchScreen locale="en" params={{}} query="akselerandu" />);
      await waitFor(() => shadow.querySelector('[part~="results"]'), 3000, 'results');
      expect(ids(shadow)[0]).to.equal(821);
      expect(text(shadow.querySelector('h2'))).to.equal('Results for “akselerandu”');
      expect(text(shadow.querySelector('[role="status"]'))).to.equal('One lesson found');
      // Stored by an effect after the results are shown (a background render's effects run a task later).
      await waitFor(() => core.topics.filteredList.value.length > 0, 3000, 'the stored list');
      expect(core.topics.filteredList.value).to.deep.equal([821]);
      await expect(host).shadowDom.to.be.accessible();
    });

    it('searches as the user types and keeps the address in step', async () => {
      withCourse(true);
      const { shadow, navigations } = mountScreen(<SearchScreen locale="de" params={{}} query="" />);
      const input = await waitFor(() => shadow.querySelector<HTMLInputElement>('input[type="search"]'));
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input, 'Fe');
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await eventually(() =>
        expect(text(shadow.querySelector('[role="status"]'))).to.equal(
          'Type a word of at least 3 letters, or a number such as 7 or 6/8.',
        ),
      );
      setter.call(input, 'Fermat');
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await eventually(() => {
        expect(ids(shadow).slice(0, 2)).to.deep.equal([611, 612]);
        expect(navigations.at(-1)).to.equal('/de/search?q=Fermat');
      });
    });

    it('finds what a conductor types: a short typo, a time signature, a German word', async () => {
      withCourse(true);
      const { shadow, host } = mountScreen(<SearchScreen locale="en" params={{}} query="" />);
      const input = await waitFor(() => shadow.querySelector<HTMLInputElement>('input[type="search"]'));
      const type = (value: string) => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      };
      const first = () => shadow.querySelector('[part~="results"] [data-element-id]');
      type('kue');
      await eventually(() => {
        expect(first()!.getAttribute('data-element-id')).to.equal('411');
        expect(text(first()!.querySelector('h3'))).to.equal('What a cue needs');
      });
      type('6/8');
      await eventually(() => {
        expect(ids(shadow).slice(0, 2)).to.have.members([321, 323]);
        expect(text(shadow.querySelector('h2'))).to.equal('Results for “6/8”');
      });
      type('Auftakt');
      await eventually(() => {
        expect(ids(shadow)).to.include.members([131, 132]);
        expect(text(first())).to.contain('Found in German');
      });
      await expect(host).shadowDom.to.be.accessible();
    });

    it('shows the no-hit message', async () => {
      withCourse(true);
      const { shadow, host } = mountScreen(<SearchScreen locale="en" params={{}} query="qwertzuiop" />);
      await eventually(() =>
        expect(text(shadow.querySelector('[part~="no-match"] strong'))).to.equal(
          'Unfortunately we could not find a match',
        ),
      );
      await expect(host).shadowDom.to.be.accessible();
    });

    it('finds lessons by type name', async () => {
      withCourse(true);
      const { shadow } = mountScreen(<SearchScreen locale="de" params={{}} query="Notenbeispiel" />);
      // Every musical example of the course: 13 (the ear training's four are exercises: decision 0055).
      await eventually(() => expect(ids(shadow)).to.have.length(13));
    });
  });

  describe('library', () => {
    it('shows the empty message and the way to the topic selection', async () => {
      withCourse(true);
      const { shadow, host } = mountScreen(<LibraryScreen locale="en" params={{}} />);
      await eventually(() => {
        expect(text(shadow.querySelector('[part~="empty"] p'))).to.equal(
          'You have not added anything to your collection yet.',
        );
        expect(shadow.querySelector('[part~="empty"] a')!.getAttribute('href')).to.equal('/en/topic');
      });
      await expect(host).shadowDom.to.be.accessible();
    });

    it('lists saved lessons newest first, shows all on request and removes one', async () => {
      const core = withCourse(true);
      const saved = [11, 12, 13, 14, 21, 22, 23, 31];
      core.session.updateSettings({ library: saved });
      const { shadow, host } = mountScreen(<LibraryScreen locale="en" params={{}} />);
      await eventually(() => expect(ids(shadow)).to.deep.equal([31, 23, 22, 21, 14, 13]));
      const showAll = [...shadow.querySelectorAll('button')].find((b) => text(b) === 'Show all (8)')!;
      showAll.click();
      await eventually(() => expect(ids(shadow)).to.have.length(8));
      shadow.querySelector<HTMLButtonElement>('[data-element-id="22"] [part~="remove"]')!.click();
      await eventually(() => {
        expect(ids(shadow)).to.not.include(22);
        expect(core.auth.settings.value.library).to.deep.equal([11, 12, 13, 14, 21, 23, 31]);
      });
      await expect(host).shadowDom.to.be.accessible();
    });
  });

  describe('topics', () => {
    it('shows a topic: preview text, module cards with their lessons and progress', async () => {
      const core = withCourse(true);
      core.session.reportProgress(11, 100);
      core.session.reportProgress(12, 50);
      const { shadow, host } = mountScreen(<TopicScreen locale="en" params={{ topicId: '0' }} />);
      await eventually(() => {
        expect(text(shadow.querySelector('h1'))).to.equal('The body');
        expect(text(shadow.querySelector('[part~="preview-text"]'))).to.contain(
          'Before you give the first beat',
        );
      });
      const modules = shadow.querySelectorAll('[part~="module-card"]');
      expect(modules).to.have.length(3);
      expect(text(modules[0])).to.contain('1 of 4 lessons completed');
      expect(text(modules[0])).to.contain('Continue module');
      expect(
        shadow.querySelector('[part~="module-card"] a[data-element-id="11"]')!.getAttribute('href'),
      ).to.equal('/en/learnElement/0/1/11');
      await expect(host).shadowDom.to.be.accessible();
    });

    it('marks locked lessons and offers the webshop without a licence', async () => {
      // Every lesson of topic 3 "Conducting patterns II" is locked.
      withCourse(true, []);
      const lessons = topics()
        .find((topic) => topic.topicId === 3)!
        .modules.flatMap((module) => module.learnElements);
      expect(lessons.length).to.be.greaterThan(10);
      const { shadow } = mountScreen(<TopicScreen locale="en" params={{ topicId: '3' }} />);
      await eventually(() => {
        expect(shadow.querySelector('[part~="locked-notice"]')).to.exist;
        expect(shadow.querySelectorAll('[part~="module-card"] [aria-label="Locked"]').length).to.equal(
          lessons.length,
        );
      });
    });

    it('shows the topic selection without a topic id', async () => {
      withCourse(false);
      const { shadow, host } = mountScreen(<TopicScreen locale="de" params={{}} />);
      await eventually(() => {
        expect(text(shadow.querySelector('h1'))).to.equal('All topics');
        expect(shadow.querySelectorAll('[part~="topic-card"]')).to.have.length(12);
      });
      await expect(host).shadowDom.to.be.accessible();
    });
  });
});
