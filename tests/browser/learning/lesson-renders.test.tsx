/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { takeRenders } from '../support/render-counter';

// React must find the render counter's hook when it loads: everything that imports React comes after it.
const { API, idle, resetCore, stubFetch, videoLessonApi, waitFor } = await import(
  '../support/learning-helpers'
);
const { ChoirLearnElement } = await import('../../../src/elements/choir-learn-element');
const { ChoirApp } = await import('../../../src/elements/choir-app');
const { inBackground } = await import('../../../src/core/util/background-writes');
expect(customElements.get('choir-learn-element')).to.equal(ChoirLearnElement);
expect(customElements.get('choir-app')).to.equal(ChoirApp);

/** The signed-in user's video lesson 14, its header ring at `percent`. */
async function openVideoLesson(): Promise<ShadowRoot> {
  const element = await fixture<HTMLElement>(html`<choir-learn-element
    locale="en"
    api-base=${API}
    topic-id="0"
    module-id="1"
    learn-element-id="14"
  ></choir-learn-element>`);
  const root = await waitFor(
    () => element.shadowRoot?.querySelector('h1') && element.shadowRoot,
    5000,
    'lesson',
  );
  await waitFor(() => root.querySelector('[part~="video"] video'), 15000, 'the video');
  // Its text comes with its topic's texts, after the outline: a render of its own.
  await waitFor(() => !root.querySelector('[part~="content"][aria-busy="true"]'), 5000, 'the text');
  // Its first renders are done before the counting starts.
  await idle();
  return root;
}

const ringLabel = (root: ShadowRoot) =>
  root.querySelector('[part~="header"] [part~="progress-ring"]')?.getAttribute('aria-label');

describe('a lesson while its progress is written', function () {
  this.timeout(40_000);
  let fetchStub: ReturnType<typeof stubFetch>;
  afterEach(() => fetchStub?.restore());

  it('re-renders only what shows the progress, not the page, its outline or its video', async () => {
    const core = resetCore(true);
    fetchStub = stubFetch(videoLessonApi('none'));
    const root = await openVideoLesson();
    expect(ringLabel(root)).to.equal('Progress: 0 percent');
    takeRenders();

    // The video reports what was watched (its clock, in the background), twice.
    inBackground(() => core.session.reportProgress(14, 40));
    await waitFor(() => ringLabel(root) === 'Progress: 40 percent', 2000, 'the ring at 40');
    inBackground(() => core.session.reportProgress(14, 60));
    await waitFor(() => ringLabel(root) === 'Progress: 60 percent', 2000, 'the ring at 60');
    // And whatever else the writes would render has rendered.
    await idle();

    const renders = takeRenders();
    // About 100 components rendered per write before: the page, its links, its video and practice tools.
    const page = ['LearnElementScreen', 'LearnElementPage', 'ModuleOutline', 'AppLink', 'Pager', 'TypeBadge'];
    const video = ['ElementContent', 'VideoPlayer', 'PracticeTools', 'PlyrVideo', 'SaveToggle'];
    for (const name of [...page, ...video]) expect(renders[name] ?? 0, `${name} rendered`).to.equal(0);
    // The ring and the outline's mark of this lesson, once per write.
    expect(renders.ProgressRing).to.equal(2);
    expect(renders.DoneMark).to.equal(2);
  });

  it('still marks the lesson done in the module outline when its progress reaches 100', async () => {
    const core = resetCore(true);
    fetchStub = stubFetch(videoLessonApi('none'));
    const root = await openVideoLesson();
    const current = () => root.querySelector('[part~="outline"] [data-current]');
    expect(current()?.querySelector('[aria-label="Completed"]')).to.equal(null);
    inBackground(() => core.session.reportProgress(14, 100));
    await waitFor(() => current()?.querySelector('[aria-label="Completed"]'), 2000, 'the done tick');
    expect(ringLabel(root)).to.equal('Progress: 100 percent');
  });

  it('in the app, a re-render of the shell (a dialog opening) stops at the routed screen', async () => {
    const core = resetCore(true);
    fetchStub = stubFetch(videoLessonApi('none'));
    const page = location.pathname;
    history.replaceState(null, '', '/en/learnElement/0/1/14');
    try {
      const app = await fixture<HTMLElement>(html`<choir-app api-base=${API}></choir-app>`);
      await waitFor(() => app.shadowRoot?.querySelector('[part~="video"]'), 15000, 'the lesson in the app');
      await idle();
      takeRenders();
      core.ui.optionsOpen.value = true;
      await waitFor(() => app.shadowRoot?.querySelector('dialog[open]'), 5000, 'the options dialog');
      await idle();
      const renders = takeRenders();
      // The shell's part that holds its dialogs renders; nothing of the screen does.
      expect(renders.GlobalDialogs, 'GlobalDialogs rendered').to.be.at.least(1);
      for (const name of ['LearnElementScreen', 'LearnElementPage', 'ElementContent', 'ModuleOutline'])
        expect(renders[name] ?? 0, `${name} rendered`).to.equal(0);
      core.ui.optionsOpen.value = false;
    } finally {
      history.replaceState(null, '', page);
    }
  });
});
