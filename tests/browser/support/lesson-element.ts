/** Mounting `<choir-learn-element>` for the lesson tests: the lesson drawn, its video reached for. */
import { expect, fixture, html } from '@open-wc/testing';
import { ChoirLearnElement } from '../../../src/elements/choir-learn-element';
import { API, waitFor } from './learning-helpers';

// Referenced, so bundling keeps the element's registration (the package marks files side-effect free).
expect(customElements.get('choir-learn-element')).to.equal(ChoirLearnElement);

/**
 * Mounts a lesson and waits until it is drawn: its heading, and its text unless the text is held
 * back on purpose (a lesson's text comes with its topic's, after the outline).
 */
export async function mountLesson(
  ids: [number, number, number],
  locale = 'en',
  { textHeld = false } = {},
): Promise<HTMLElement> {
  const [topicId, moduleId, learnElementId] = ids;
  const element = await fixture<HTMLElement>(html`<choir-learn-element
    locale=${locale}
    api-base=${API}
    shop-url="https://shop.test/"
    topic-id=${topicId}
    module-id=${moduleId}
    learn-element-id=${learnElementId}
  ></choir-learn-element>`);
  await waitFor(() => element.shadowRoot?.querySelector('h1'), 5000, 'the lesson');
  if (!textHeld)
    await waitFor(
      () => !element.shadowRoot!.querySelector('[part~="content"][aria-busy="true"]'),
      5000,
      'the text',
    );
  return element;
}

/** The user reaches for the lesson's video (the pointer goes down on it): Plyr is set up then. */
export async function reachForVideo(root: ShadowRoot): Promise<Element> {
  const frame = await waitFor(() => root.querySelector('[part~="video-player"]'), 8000, 'the video');
  frame.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
  return waitFor(() => root.querySelector('.plyr'), 8000, 'Plyr');
}
