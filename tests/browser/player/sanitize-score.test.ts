/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import {
  loadScorePurifier,
  sanitizeScore,
  scoreSanitizerReady,
} from '../../../src/react/components/sanitize-score';

/**
 * Score pages are inlined, so they are sanitised: with the browser's own Sanitizer where it has one
 * (issue 15: a tenth of DOMPurify's time on the player's first view), else with DOMPurify. Both
 * keep Verovio's drawing and glyphs, and both keep nothing that runs, loads or links.
 */
const ENGINES = ['browser', 'dompurify'] as const;

/** Elements matching in a tree, its root included. */
const count = (root: Element, selector: string) =>
  root.querySelectorAll(selector).length + (root.matches(selector) ? 1 : 0);

const HOSTILE = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" id="root" viewBox="0 0 100 100" onload="alert(1)">
  <style>svg { background: url(https://evil.example/track.png) }</style>
  <script>alert(2)</script>
  <defs><path id="glyph-root" d="M0 0h10v10z"/></defs>
  <g class="measure" onclick="alert(3)">
    <use xlink:href="#glyph-root" transform="translate(10, 20)"/>
    <use href="https://evil.example/glyphs.svg#a" x="1"/>
    <use xlink:href="data:image/svg+xml,%3Csvg onload='alert(4)'/%3E#x"/>
    <use href="javascript:alert(5)"/>
    <use x="2" href=" #glyph-root"/>
  </g>
  <foreignObject width="10" height="10"><iframe src="https://evil.example"></iframe></foreignObject>
  <a href="javascript:alert(6)"><text x="1" y="1">link</text></a>
  <image href="https://evil.example/pixel.png" width="1" height="1"/>
  <animate attributeName="href" to="javascript:alert(7)"/>
  <set attributeName="onload" to="alert(8)"/>
  <text x="5" y="5" style="fill: url(https://evil.example/f)">ok</text>
  <!-- a comment -->
</svg>`;

/** Everything an attribute or element could do beyond drawing. */
function dangers(svg: Element): string[] {
  const found: string[] = [];
  for (const element of [svg, ...svg.querySelectorAll('*')]) {
    if (
      ['script', 'style', 'foreignObject', 'iframe', 'image', 'a', 'animate', 'set'].includes(
        element.localName,
      )
    )
      found.push(`<${element.localName}>`);
    for (const { name, value } of element.attributes) {
      if (/^on/i.test(name)) found.push(`${element.localName}[${name}]`);
      if (/javascript:|data:|evil\.example/i.test(value))
        found.push(`${element.localName}[${name}=${value}]`);
      if (/href$/i.test(name) && !value.startsWith('#')) found.push(`${element.localName}[${name}=${value}]`);
    }
  }
  return found;
}

describe('sanitizing a score page', () => {
  it('uses the browser’s own sanitiser in Chromium, without loading DOMPurify', async () => {
    expect(typeof (document.body as unknown as { setHTML?: unknown }).setHTML).to.equal('function');
    await scoreSanitizerReady();
    expect(sanitizeScore('<svg><path d="M0 0"/></svg>')).to.not.equal(null);
    // Ready without DOMPurify: it is loaded only for browsers without a Sanitizer (and here, below).
    expect(() => sanitizeScore('<svg></svg>', 'dompurify')).to.throw('DOMPurify is not loaded');
    await loadScorePurifier();
    expect(sanitizeScore('<svg><path d="M0 0"/></svg>', 'dompurify')).to.not.equal(null);
  });

  for (const engine of ENGINES) {
    it(`${engine}: keeps a real page's drawing, classes, ids and glyphs`, async () => {
      const markup = await (await fetch('/content/editions/10001/1.1.0/pages/p01.svg')).text();
      const source = new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement;
      const svg = sanitizeScore(markup, engine)!;
      expect(svg.localName).to.equal('svg');
      for (const selector of ['path', 'text', 'tspan', 'rect', 'ellipse', 'g.measure', 'g.staff', '[id]'])
        expect(count(svg, selector), selector).to.equal(count(source, selector));
      const uses = [...svg.querySelectorAll('use')];
      expect(uses.length).to.equal(count(source, 'use')).and.to.be.greaterThan(0);
      const glyph = uses[0]!;
      const original = source.querySelector('use')!;
      expect(glyph.getAttribute('href')).to.equal(original.getAttribute('xlink:href'));
      expect(glyph.getAttribute('transform')).to.equal(original.getAttribute('transform'));
      expect(svg.querySelector(glyph.getAttribute('href')!)).to.not.equal(null);
      expect(dangers(svg)).to.deep.equal([]);
    });

    it(`${engine}: keeps nothing that runs, loads or links from a hostile page`, () => {
      const svg = sanitizeScore(HOSTILE, engine)!;
      expect(dangers(svg)).to.deep.equal([]);
      // The glyph of the page is still drawn (DOMPurify also trims " #glyph-root"); the other <use>
      // point nowhere.
      const targets = [...svg.querySelectorAll('use')].map((use) => use.getAttribute('href'));
      expect(targets[0]).to.equal('#glyph-root');
      expect([...new Set(targets.filter(Boolean))]).to.deep.equal(['#glyph-root']);
      expect(svg.querySelector('g.measure')).to.not.equal(null);
      expect(svg.textContent).to.contain('ok');
      expect(svg.textContent).not.to.contain('alert');
    });
  }

  it('returns null for markup without an SVG', () => {
    expect(sanitizeScore('<p>no score</p>')).to.equal(null);
    expect(sanitizeScore('')).to.equal(null);
  });
});
