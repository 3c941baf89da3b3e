/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { scoreSanitizerReady } from '../../../src/react/components/sanitize-score';
import { prepareSvg } from '../../../src/react/player/page-svg';

/**
 * A score page made ready to inline (issue 15): staves numbered per voice, the root id Verovio
 * repeats on every page made unique, and the work split in two tasks, so opening the player on a
 * phone has no long task for it (~45 ms in one task at 4x CPU, at the edge of a long task).
 */
const PAGE = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" id="w1" viewBox="0 0 100 100">
  <defs><g id="E0A4-w1"><path d="M0 0h10v10z"/></g><g id="E050-w1"><path d="M0 0h5v5z"/></g></defs>
  <g id="page-w1" class="page-margin">
    <g id="m1" class="measure">
      <g id="s1" class="staff"><g id="n1" class="note"><use xlink:href="#E0A4-w1" transform="translate(1, 2)"/></g></g>
      <g id="s2" class="staff"><use href="#E050-w1" x="3"/></g>
      <g id="b1" class="barLine"></g>
    </g>
    <g id="m2" class="measure"><g id="s3" class="staff"></g></g>
  </g>
</svg>`;

describe('a score page made ready for the player', () => {
  before(() => scoreSanitizerReady());

  it('numbers each bar’s staves from the top and makes the page’s ids its own', async () => {
    const markup = await prepareSvg(PAGE, 2);
    const svg = new DOMParser().parseFromString(markup, 'text/html').querySelector('svg')!;
    expect(svg.id).to.equal('w1-p2');
    const staves = [...svg.querySelectorAll('g.staff')].map(
      (staff) => `${staff.id}:${staff.getAttribute('data-n')}`,
    );
    expect(staves).to.deep.equal(['s1:1', 's2:2', 's3:1']);
    expect([...svg.querySelectorAll('defs > g')].map((glyph) => glyph.id)).to.deep.equal([
      'E0A4-w1-p2',
      'E050-w1-p2',
    ]);
    expect([...svg.querySelectorAll('use')].map((use) => use.getAttribute('href'))).to.deep.equal([
      '#E0A4-w1-p2',
      '#E050-w1-p2',
    ]);
    expect(svg.querySelector('.page-margin')!.id).to.equal('page-w1-p2');
    // Ids without the root stay as they are (the sync map names bars and notes by them).
    expect(svg.querySelector('g.measure')!.id).to.equal('m1');
    expect(svg.querySelector('g.note')!.id).to.equal('n1');
  });

  it('lets the browser run another task between sanitising and the rest', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('another task'), 0);
    await prepareSvg(PAGE, 1).then(() => order.push('page ready'));
    expect(order).to.deep.equal(['another task', 'page ready']);
  });
});
