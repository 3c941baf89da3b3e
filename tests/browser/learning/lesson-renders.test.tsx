/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import type { VideoSourceDto } from '../../../src/core/contract/api';
import { takeRenders } from '../support/render-counter';

// React must find the render counter's hook when it loads: everything that imports React comes after it.
const { API, courseApi, resetCore, settle, stubFetch, waitFor } = await import('../support/learning-helpers');
const { ChoirLearnElement } = await import('../../../src/elements/choir-learn-element');
const { inBackground } = await import('../../../src/core/util/background-writes');
expect(customElements.get('choir-learn-element')).to.equal(ChoirLearnElement);

const VIDEO: VideoSourceDto = {
  learnElementId: 14,
  language: 'en',
  poster: `${location.origin}/nothing/poster.jpg`,
  durationMs: 12000,
  beats: 2,
  bpm: 60,
  beatTimesMs: [1500, 2500, 3500],
  sources: [{ src: `${location.origin}/nothing/720.mp4`, type: 'video/mp4', size: 720 }],
};

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
  await waitFor(() => root.querySelector('[part~="video"]'), 15000, 'the video');
  await settle(100);
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
    fetchStub = stubFetch(
      courseApi(['CC', 'SE'], (url) => {
        if (url.pathname === `${API}/topics/14/videoSrc`) return Response.json(VIDEO);
        if (url.pathname === `${API}/topics/14/subtitles`) return Response.json([]);
        if (url.pathname === `${API}/auth/usersettings`) return Response.json({});
        return undefined;
      }),
    );
    const root = await openVideoLesson();
    expect(ringLabel(root)).to.equal('Progress: 0 percent');
    takeRenders();

    // The video reports what was watched (its clock, in the background), twice.
    inBackground(() => core.session.reportProgress(14, 40));
    await waitFor(() => ringLabel(root) === 'Progress: 40 percent', 2000, 'the ring at 40');
    inBackground(() => core.session.reportProgress(14, 60));
    await waitFor(() => ringLabel(root) === 'Progress: 60 percent', 2000, 'the ring at 60');
    await settle(50);

    const renders = takeRenders();
    for (const name of ['LearnElementScreen', 'LearnElementPage', 'ModuleOutline', 'ElementContent', 'Pager'])
      expect(renders[name] ?? 0, `${name} rendered`).to.equal(0);
    expect(renders.ProgressRing).to.equal(2);
    // The ring, its styles and the outline's mark: five components per write (about 100 before).
    const total = Object.values(renders).reduce((sum, count) => sum + count, 0);
    expect(total, JSON.stringify(renders)).to.be.at.most(10);
  });

  it('still marks the lesson done in the module outline when its progress reaches 100', async () => {
    const core = resetCore(true);
    fetchStub = stubFetch(
      courseApi(['CC', 'SE'], (url) => {
        if (url.pathname === `${API}/topics/14/videoSrc`) return Response.json(VIDEO);
        if (url.pathname === `${API}/topics/14/subtitles`) return Response.json([]);
        return undefined;
      }),
    );
    const root = await openVideoLesson();
    const current = () => root.querySelector('[part~="outline"] [data-current]');
    expect(current()?.querySelector('[aria-label="Completed"]')).to.equal(null);
    inBackground(() => core.session.reportProgress(14, 100));
    await waitFor(() => current()?.querySelector('[aria-label="Completed"]'), 2000, 'the done tick');
    expect(ringLabel(root)).to.equal('Progress: 100 percent');
  });
});
