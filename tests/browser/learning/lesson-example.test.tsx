/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { exampleDto, twoBarSync } from '../../unit/support/example-fixtures';
import { API, courseApi, eventually, resetCore, stubFetch, text, waitFor } from '../support/learning-helpers';
import { mountLesson } from '../support/lesson-element';

describe('<choir-learn-element>: a musical example', () => {
  let fetchStub: ReturnType<typeof stubFetch>;
  afterEach(() => fetchStub?.restore());

  it('shows a musical example: sanitised score, the player’s transport, bar highlighting on seek', async () => {
    resetCore(true);
    const example = exampleDto(`${location.origin}/fake-content`, {
      description: { de: 'Vier Takte', en: 'Four bars' },
    });
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><script>window.hacked = 3</script><g id="m1" class="measure"><rect width="100" height="100"/></g><g id="m2" class="measure" onclick="window.hacked = 4"><rect x="100" width="100" height="100"/></g></svg>';
    const sync = twoBarSync();
    fetchStub = stubFetch(
      courseApi(['CC', 'SE'], (url) => {
        if (url.pathname === `${API}/topics/233/example`) return Response.json(example);
        if (url.pathname === '/fake-content/score.svg') return new Response(svg);
        if (url.pathname === '/fake-content/sync.json') return Response.json(sync);
        return undefined;
      }),
    );
    const element = await mountLesson([2, 23, 233]);
    const root = element.shadowRoot!;
    const score = await waitFor(() => root.querySelector('[part~="score"] svg'), 5000, 'score');
    expect(score.querySelectorAll('g.measure')).to.have.length(2);
    expect(score.querySelector('script, [onclick]')).to.equal(null);
    expect(text(root.querySelector('[part~="musical-example"] figcaption'))).to.contain('4/4 · 72 bpm');
    const seek = root.querySelector<HTMLInputElement>('[part~="musical-example"] input[type="range"]')!;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(seek, '4000');
    seek.dispatchEvent(new Event('input', { bubbles: true }));
    await eventually(() => {
      expect(score.querySelector('#m2')!.classList.contains('choir-current')).to.equal(true);
      expect(score.querySelector('#m1')!.classList.contains('choir-current')).to.equal(false);
      expect(text(root.querySelector('[part~="musical-example"]'))).to.contain('Bar 2');
    });
    // The player's own controls (issue 40): tempo, voice emphasis and the A-B loop, no part buttons.
    const figure = root.querySelector('[part~="musical-example"]')!;
    expect(figure.querySelector('[data-tempo]')).to.exist;
    expect(figure.querySelector('[part~="loop"]')).to.exist;
    expect(
      [...figure.querySelectorAll('[data-voice]')].map((b) => b.getAttribute('data-voice')),
    ).to.deep.equal(['full', 'soprano', 'alto', 'tenore', 'basso']);
    expect(figure.querySelector('button[aria-label="Next part"]')).to.equal(null);
    figure.querySelector<HTMLButtonElement>('[data-voice="alto"]')!.click();
    await eventually(() => {
      expect(figure.querySelector('[data-voice="alto"]')!.getAttribute('aria-pressed')).to.equal('true');
      expect(figure.querySelector('audio')!.src).to.match(/audio-alto\.m4a$/);
    });
    await expect(element).shadowDom.to.be.accessible();
  });
});
