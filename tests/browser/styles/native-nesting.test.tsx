/// <reference types="mocha" />
import createCache from '@emotion/cache';
import { CacheProvider, css, Global, keyframes } from '@emotion/react';
import { expect } from '@open-wc/testing';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { cacheFor } from '../../../src/react/styles/element-root';
import { nestsNatively } from '../../../src/react/styles/native-nesting';

/**
 * Issue 15: in a browser that nests natively, a class's styles go into the sheet as written (one
 * nested rule, no stylis pass on the main thread) and look the same as stylis made them.
 */
const card = css`
  color: rgb(1, 2, 3);
  h2 {
    margin: 7px;
  }
  &[data-open] {
    color: rgb(4, 5, 6);
  }
  > p + p {
    margin-top: 11px;
  }
  @media (min-width: 1px) {
    padding: 5px;
  }
  border-top: 2px solid rgb(7, 8, 9);
`;

function mount(): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const mountPoint = document.createElement('div');
  root.append(mountPoint);
  flushSync(() =>
    createRoot(mountPoint).render(
      <CacheProvider value={cacheFor(root)}>
        <section css={card} data-open="">
          <h2>Title</h2>
          <p>One</p>
          <p>Two</p>
        </section>
      </CacheProvider>,
    ),
  );
  return root;
}

describe('styles with native nesting', () => {
  it('is what this Chromium does', () => {
    expect(nestsNatively()).to.equal(true);
  });

  it('puts a class into the sheet as one nested rule that styles like the flattened one', () => {
    const root = mount();
    const section = root.querySelector('section')!;
    const style = getComputedStyle(section);
    expect(style.color).to.equal('rgb(4, 5, 6)');
    expect(style.paddingTop).to.equal('5px');
    expect(style.borderTopColor).to.equal('rgb(7, 8, 9)');
    expect(getComputedStyle(root.querySelector('h2')!).marginTop).to.equal('7px');
    const [first, second] = root.querySelectorAll('p');
    expect(getComputedStyle(first!).marginTop).not.to.equal('11px');
    expect(getComputedStyle(second!).marginTop).to.equal('11px');
    const rules = [...root.querySelectorAll('style')].flatMap((tag) => [...tag.sheet!.cssRules]);
    const own = rules.filter(
      (rule) => rule instanceof CSSStyleRule && section.matches(rule.selectorText.split(/[ >[]/)[0]!),
    ) as CSSStyleRule[];
    expect(own).to.have.length(1);
    expect(own[0]!.cssRules.length).to.be.greaterThan(3);
  });
});

/**
 * What `insertNested` relies on in Emotion (it replaces the cache's `insert`): a class's styles come
 * through `cache.insert` with the class as the selector, once per cache; global styles and
 * keyframes come with no selector. Fails when an Emotion update changes that.
 */
describe('Emotion, as native nesting relies on it', () => {
  it('inserts a class once as ".<key>-<name>" into the cache’s sheet, keyframes and global styles without a selector', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const cache = createCache({ key: 'probe', container: root });
    const calls: [string, string, boolean, boolean | undefined][] = [];
    const insert = cache.insert;
    cache.insert = (selector, serialized, sheet, shouldCache) => {
      calls.push([selector, serialized.name, sheet === cache.sheet, shouldCache]);
      return insert(selector, serialized, sheet, shouldCache);
    };
    const fade = keyframes`to { opacity: 0; }`;
    const card = css`
      animation: ${fade} 1s;
      color: rgb(1, 2, 3);
    `;
    const page = css`
      p {
        margin: 0;
      }
    `;
    const view = (more: boolean) => (
      <CacheProvider value={cache}>
        <Global styles={page} />
        <section css={card} />
        <section css={card} />
        {more && <section css={card} />}
      </CacheProvider>
    );
    const reactRoot = createRoot(root);
    flushSync(() => reactRoot.render(view(false)));
    flushSync(() => reactRoot.render(view(true)));
    const section = root.querySelector('section')!;
    const className = [...section.classList].find((name) => name.startsWith('probe-'))!;
    expect(calls.sort()).to.deep.equal([
      ['', fade.name, true, true],
      ['', page.name, false, false],
      [`.${className}`, className.slice('probe-'.length), true, true],
    ]);
    expect(getComputedStyle(section).color).to.equal('rgb(1, 2, 3)');
    reactRoot.unmount();
    host.remove();
  });
});
