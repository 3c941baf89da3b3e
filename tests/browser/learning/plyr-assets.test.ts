/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import {
  injectPlyrSprite,
  injectPlyrStyles,
  isCrossOrigin,
  plyrIconUrl,
} from '../../../src/react/components/video/plyr-assets';
import { stubFetch } from '../support/learning-helpers';

describe('Plyr assets in shadow roots', () => {
  it('finds the sprite next to the script that loaded the bundle, else at the API origin', () => {
    const doc = document.implementation.createHTMLDocument('shop');
    expect(plyrIconUrl('https://app.test/api', doc)).to.equal('https://app.test/dist/plyr.svg');
    const script = doc.createElement('script');
    script.src = 'https://cdn.test/assets/choir-coach.iife.js';
    doc.head.append(script);
    expect(plyrIconUrl('https://app.test/api', doc)).to.equal('https://cdn.test/assets/plyr.svg');
    expect(isCrossOrigin('https://cdn.test/assets/plyr.svg')).to.equal(true);
    expect(isCrossOrigin(`${location.origin}/dist/plyr.svg`)).to.equal(false);
  });

  it('puts the stylesheet once into the shadow root and a cross-origin sprite into it too', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    injectPlyrStyles(root, '.plyr { color: red; }');
    injectPlyrStyles(root, '.plyr { color: red; }');
    expect(root.querySelectorAll('style[data-choir-plyr]')).to.have.length(1);
    const stub = stubFetch(
      () =>
        new Response(
          '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><symbol id="plyr-play" viewBox="0 0 18 18"><path d="M0 0h1"/></symbol><script>window.hacked = 5</script></svg>',
        ),
    );
    try {
      await injectPlyrSprite(root, 'https://cdn.test/assets/plyr.svg');
      expect(root.querySelector('[data-choir-plyr-sprite] symbol#plyr-play')).to.exist;
      expect(root.querySelector('[data-choir-plyr-sprite] script')).to.equal(null);
      expect(document.head.querySelector('style[data-choir-plyr]')).to.equal(null);
    } finally {
      stub.restore();
      host.remove();
    }
  });
});
