/// <reference types="mocha" />
import { expect, oneEvent } from '@open-wc/testing';
import { API, courseApi, eventually, resetCore, stubFetch, waitFor } from '../support/learning-helpers';
import { mountLesson } from '../support/lesson-element';

describe('<choir-learn-element>: what it keeps for the user', () => {
  let fetchStub: ReturnType<typeof stubFetch>;
  afterEach(() => fetchStub?.restore());

  it('makes an opened element the current one, keeping its progress', async () => {
    const core = resetCore(true);
    fetchStub = stubFetch(courseApi());
    core.session.reportProgress(12, 70);
    core.session.reportProgress(11, 10);
    await mountLesson([0, 1, 12]);
    expect(core.auth.currentLearnElementId.value).to.equal(12);
    const { updatedAt, ...entry } = core.auth.learnElementMetadata.value.find(
      (m) => m.learnElementId === 12,
    )!;
    expect(entry).to.deep.equal({ learnElementId: 12, learnElementProgress: 70, maxProgress: 70 });
    // Opening it stamps it as the element last advanced (for "continue").
    expect(updatedAt).to.be.a('string');
  });

  it('tells the server about an opened element once the page is idle, not while its first view loads', async () => {
    const core = resetCore(true);
    const sent: unknown[] = [];
    fetchStub = stubFetch(
      courseApi(['CC', 'SE'], (url, init) => {
        if (url.pathname === `${API}/auth/usersettings` && init?.method === 'PATCH') {
          sent.push(JSON.parse(String(init.body)));
          return Response.json({});
        }
        return undefined;
      }),
    );
    // The settings load of a session sends the outbox when it is in: done before the lesson opens
    // (a token of its own, so a load still on its way from an earlier test is dropped).
    core.auth.token.value = 'token-of-the-idle-test';
    await core.session.refresh();
    // The page stays busy: what waits for an idle moment waits here until the test lets it run.
    const idle = window.requestIdleCallback;
    const held: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback) => held.push(callback);
    try {
      await mountLesson([0, 1, 12]);
      await eventually(() => {
        expect(core.auth.currentLearnElementId.value).to.equal(12);
        expect(sent).to.deep.equal([]);
        expect(core.sync.pending.value?.learnElementMetadata?.map((m) => m.learnElementId)).to.deep.equal([
          12,
        ]);
      });
    } finally {
      window.requestIdleCallback = idle;
    }
    for (const callback of held) callback({ didTimeout: false, timeRemaining: () => 50 });
    await waitFor(() => sent.length === 1, 3000, 'the opened element sent');
    expect(
      (sent[0] as { learnElementMetadata: { learnElementId: number }[] }).learnElementMetadata,
    ).to.have.length(1);
    expect(core.sync.pending.value).to.equal(null);
  });

  it('saves to and removes from the library', async () => {
    const core = resetCore(true);
    fetchStub = stubFetch(courseApi());
    const element = await mountLesson([0, 1, 12]);
    const toggle = element.shadowRoot!.querySelector<HTMLButtonElement>('[part~="library-toggle"]')!;
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    toggle.click();
    await eventually(() => {
      expect(toggle.getAttribute('aria-pressed')).to.equal('true');
      expect(core.auth.settings.value.library).to.deep.equal([12]);
      expect(core.ui.toast.value.text).to.equal('Saved to your library.');
    });
    toggle.click();
    await eventually(() => {
      expect(toggle.getAttribute('aria-pressed')).to.equal('false');
      expect(core.auth.settings.value.library).to.deep.equal([]);
    });
  });

  it('turns ticked exercise steps into progress and reports it as choir-progress', async () => {
    const core = resetCore(true);
    fetchStub = stubFetch(courseApi());
    const element = await mountLesson([0, 1, 13]);
    const root = element.shadowRoot!;
    const boxes = root.querySelectorAll<HTMLInputElement>('[part~="content"] input[type="checkbox"]');
    expect(boxes).to.have.length(6);
    const heard = oneEvent(element, 'choir-progress');
    boxes[0]!.click();
    const event = (await heard) as CustomEvent<{ learnElementId: number; progress: number }>;
    expect(event.detail).to.deep.equal({ learnElementId: 13, progress: 17 });
    root.querySelector<HTMLButtonElement>('[part~="mark-done"]')!.click();
    await eventually(() => {
      expect(core.auth.learnElementMetadata.value.find((m) => m.learnElementId === 13)?.maxProgress).to.equal(
        100,
      );
      expect(root.querySelector('[part~="done"]')).to.exist;
    });
    // Unticking a step later never lowers the progress shown.
    root.querySelectorAll<HTMLInputElement>('[part~="content"] input[type="checkbox"]')[0]!.click();
    await eventually(() =>
      expect(core.auth.learnElementMetadata.value.find((m) => m.learnElementId === 13)?.maxProgress).to.equal(
        100,
      ),
    );
    await expect(element).shadowDom.to.be.accessible();
  });
});
