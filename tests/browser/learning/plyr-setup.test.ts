/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { createPlyr } from '../../../src/react/components/video/plyr-setup';

/** A video in the document, as the lesson's player has it when Plyr is made. */
function video(style = ''): HTMLVideoElement {
  const element = document.createElement('video');
  if (style) element.setAttribute('style', style);
  document.body.append(element);
  return element;
}

describe('createPlyr', () => {
  it('makes Plyr without reading every CSS property of the video, and leaves its style as it was', () => {
    const plain = video();
    // Count what Plyr enumerates of the style it gets: the full style has ~740 own properties.
    const seen: number[] = [];
    const realValues = Object.values;
    Object.values = ((target: object) => {
      const values = realValues(target);
      seen.push(values.length);
      return values;
    }) as typeof Object.values;
    let player: ReturnType<typeof createPlyr>;
    try {
      player = createPlyr(plain, { controls: ['play'], loadSprite: false, blankVideo: '' });
    } finally {
      Object.values = realValues;
    }
    expect(Math.max(0, ...seen)).to.be.below(50);
    expect(plain.closest('.plyr')).to.exist;
    // The element's own style again, not a stand-in.
    expect(Object.getOwnPropertyDescriptor(plain, 'style')).to.equal(undefined);
    expect(plain.style).to.be.instanceOf(CSSStyleDeclaration);
    plain.style.color = 'red';
    expect(plain.getAttribute('style')).to.contain('red');
    player.destroy();
    plain.remove();
  });

  it('still moves a --plyr custom property from the video to its container', () => {
    const styled = video('--plyr-color-main: rgb(1, 2, 3)');
    const player = createPlyr(styled, { controls: ['play'], loadSprite: false, blankVideo: '' });
    const container = styled.closest<HTMLElement>('.plyr')!;
    expect(container.style.getPropertyValue('--plyr-color-main').trim()).to.equal('rgb(1, 2, 3)');
    expect(styled.style.getPropertyValue('--plyr-color-main')).to.equal('');
    player.destroy();
    styled.remove();
  });
});
