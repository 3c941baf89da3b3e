/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { textsReady } from '../../../src/core/i18n/register-texts';
import { getCore } from '../../../src/core/page-core';
import { defineElement } from '../../../src/elements/define-element';
import { eventually } from '../support/practice-helpers';

/** Every text the element's views committed, first to last. */
const committed: string[] = [];

/** A view that notes the text it drew in each commit (a German flash would be noted too). */
function Words() {
  const { t } = useTranslation();
  const word = t('nav.library');
  useLayoutEffect(() => {
    committed.push(word);
  });
  return <p>{word}</p>;
}

/**
 * An element's first view is in its `locale`, never in the language the page showed before (issue
 * 40: an English `<choir-tools>` drew "Kamera" once, on a busy machine).
 */
describe('the language of an element’s first view', () => {
  before(() => {
    defineElement('test-words', Words as never);
  });

  beforeEach(() => {
    committed.length = 0;
  });

  for (const loaded of [false, true])
    it(`is its locale, with the locale's texts ${loaded ? 'loaded before' : 'still to load'}`, async () => {
      const { i18n } = getCore();
      // The page shows German; English is loaded or not yet (each test file has a page of its own).
      if (loaded) await i18n.changeLanguage('en');
      await i18n.changeLanguage('de');
      await textsReady();
      const element = await fixture<HTMLElement>(html`<test-words locale="en"></test-words>`);
      await eventually(() => expect(committed.at(-1)).to.equal('My library'));
      expect(committed).to.deep.equal(committed.map(() => 'My library'));
      expect(element.shadowRoot!.querySelector('p')!.textContent).to.equal('My library');
    });
});
