/// <reference types="mocha" />
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { ChoirStart } from '../../../src/elements/choir-start';
import {
  API,
  courseApi,
  eventually,
  idle,
  resetCore,
  stubFetch,
  text,
  waitFor,
} from '../support/learning-helpers';

const DAY = 86_400_000;
// Referenced, so bundling keeps the element's registration (the package marks files side-effect free).
expect(customElements.get('choir-start')).to.equal(ChoirStart);

async function mountStart(): Promise<HTMLElement> {
  const element = await fixture<HTMLElement>(
    html`<choir-start locale="en" api-base=${API} shop-url="https://shop.test/" app-url="https://app.test"></choir-start>`,
  );
  await waitFor(() => element.shadowRoot?.querySelector('[part~="topics"]'), 5000, 'the topic lists');
  await idle();
  return element;
}

const topicIds = (root: Element | ShadowRoot, selector: string) =>
  [...root.querySelectorAll(`${selector} [data-topic-id]`)].map((card) =>
    Number(card.getAttribute('data-topic-id')),
  );
/** The three lists of the rule, from each card's `data-list`. */
const listIds = (element: HTMLElement) =>
  [1, 2, 3].map((list) => topicIds(element.shadowRoot!, `[part~="topics"] [data-list="${list}"]`));

describe('<choir-start>', () => {
  let fetchStub: ReturnType<typeof stubFetch>;
  afterEach(() => fetchStub?.restore());

  it('loads the topics itself and splits them into the three lists (position modulo 4), SE apart', async () => {
    resetCore(true);
    fetchStub = stubFetch(courseApi());
    const element = await mountStart();
    // Only the interface language's texts, without the lessons' (issue 15 point 3).
    expect(fetchStub.requests).to.include(`${API}/topics?lang=en&bodies=none`);
    expect(listIds(element)).to.deep.equal([
      [0, 4, 8],
      [1, 3, 5, 7, 9],
      [2, 6, 10],
    ]);
    // On screen the topics come in course order, in labelled rows of four.
    expect(topicIds(element.shadowRoot!, '[part~="topics"]')).to.deep.equal([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    const rows = [...element.shadowRoot!.querySelectorAll('[part~="topics"] [data-row]')];
    // Each row is named by its visible heading.
    const rowName = (row: Element) =>
      element.shadowRoot!.getElementById(row.getAttribute('aria-labelledby')!)?.textContent;
    expect(rows.map(rowName)).to.deep.equal(['Topics 1 to 4', 'Topics 5 to 8', 'Topics 9 to 11']);
    const se = element.shadowRoot!.querySelector('[part~="se"]')!;
    expect(se.querySelector('[data-topic-id="11"]')).to.exist;
    expect(se.querySelector('[part~="se-logo"] svg')).to.exist;
  });

  it('lays out the topic cards far below the fold only when they come near, holding their place', async () => {
    resetCore(true);
    fetchStub = stubFetch(courseApi());
    const element = await mountStart();
    const cards = [...element.shadowRoot!.querySelectorAll<HTMLElement>('[part~="topics"] li')];
    const last = cards[cards.length - 1]!;
    const skipped = (item: HTMLElement) =>
      !item.firstElementChild!.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions);
    // Whether a card is on screen is settled at a rendering update, which a busy machine (the full
    // suite runs files side by side) may not have had yet when the element is mounted.
    await waitFor(() => skipped(last), 2000, 'the last card not laid out while far below');
    expect(last.getBoundingClientRect().height).to.be.within(200, 280);
    last.scrollIntoView();
    await waitFor(() => !skipped(last), 2000, 'the last card laid out');
  });

  it('welcomes a new user, offers the course start and draws progress per topic', async () => {
    resetCore(true);
    fetchStub = stubFetch(courseApi());
    const element = await mountStart();
    const root = element.shadowRoot!;
    expect(text(root.querySelector('h1'))).to.equal('Welcome, Clara!');
    const continueLink = root.querySelector<HTMLAnchorElement>('[part~="continue-link"]')!;
    expect(continueLink.getAttribute('href')).to.equal('https://app.test/en/learnElement/0/1/11');
    expect(text(root.querySelector('[part~="continue"]'))).to.contain('Start the course');
    // Issue 40: at 0 % twelve empty bars said nothing; the panel says where to begin instead.
    expect(root.querySelectorAll('[part~="progress"] li')).to.have.length(0);
    const firstStep = root.querySelector('[part~="first-step"]')!;
    expect(text(firstStep)).to.contain('Begin with topic 1, “The body”');
    expect(text(firstStep)).to.match(/0 of \d+ lessons completed/);
    // Issue 40: the way to rehearsing, without a last edition before one was opened.
    expect(root.querySelector('[part~="my-works"]')!.getAttribute('href')).to.equal(
      'https://app.test/en/works',
    );
    expect(root.querySelector('[part~="last-work"]')).to.equal(null);
    await expect(element).shadowDom.to.be.accessible();
  });

  it('leads back to the edition opened last, named from the catalogue', async () => {
    const core = resetCore(true);
    core.playerSettings.update('10001', { lastOpened: { ts: 1000, part: 0, page: 0 } });
    core.playerSettings.update('10002', { lastOpened: { ts: 2000, part: 0, page: 1 } });
    fetchStub = stubFetch(
      courseApi(['CC', 'SE'], (url) =>
        url.pathname === `${API}/catalogue/10002`
          ? Response.json({ articleId: '10002', title: { de: 'Abendlied', en: 'Evening song' } })
          : undefined,
      ),
    );
    const element = await mountStart();
    const last = await waitFor(
      () => element.shadowRoot!.querySelector<HTMLAnchorElement>('[part~="last-work"]'),
      3000,
      'the last edition',
    );
    expect(last.getAttribute('href')).to.equal('https://app.test/en/player/10002');
    await eventually(() => expect(text(last)).to.equal('Open “Evening song” again'));
  });

  it('welcomes back with the current element to continue and its progress', async () => {
    const core = resetCore(true);
    fetchStub = stubFetch(courseApi());
    core.session.reportProgress(122, 40);
    const element = await mountStart();
    const root = element.shadowRoot!;
    expect(text(root.querySelector('h1'))).to.equal('Welcome back, Clara!');
    const card = root.querySelector('[part~="continue"]')!;
    expect(text(card)).to.contain('Continue learning');
    expect(text(card)).to.contain('Seeing the ictus');
    expect(card.querySelector('[role="progressbar"]')!.getAttribute('aria-valuenow')).to.equal('40');
    // Once something is done the chart shows every topic.
    expect(root.querySelectorAll('[part~="progress"] li')).to.have.length(12);
    // Topic 1 (pulse, 14 elements): 40 / 14 = 2 % (rounded down: not yet 3).
    expect(
      root.querySelector('[data-topic-id="1"] [part~="progress-ring"]')!.getAttribute('aria-label'),
    ).to.contain('2 percent');
  });

  it('greets at once and holds the places of continue and progress until the topics come, nothing moving then', async () => {
    const core = resetCore(true);
    core.session.reportProgress(122, 40);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const course = courseApi();
    fetchStub = stubFetch(async (url, init) => {
      if (url.pathname === `${API}/topics`) await held;
      return course(url, init);
    });
    const element = await fixture<HTMLElement>(
      html`<choir-start locale="en" api-base=${API} shop-url="https://shop.test/" app-url="https://app.test"></choir-start>`,
    );
    const root = element.shadowRoot!;
    await waitFor(() => root.querySelector('h1'), 5000, 'the greeting');
    expect(text(root.querySelector('h1'))).to.equal('Welcome back, Clara!');
    expect(text(root.querySelector('#topics-title'))).to.equal('Topics');
    const placeholder = root.querySelector<HTMLElement>('[part~="continue-placeholder"]')!;
    const panelPlaceholder = root.querySelector<HTMLElement>('[part~="progress-placeholder"]')!;
    // Shapes only: nothing of them is read out; the loading state is said once, in the topics.
    expect(placeholder.getAttribute('aria-hidden')).to.equal('true');
    expect(panelPlaceholder.getAttribute('aria-hidden')).to.equal('true');
    expect(text(root.querySelector('[role="status"]'))).to.equal('Loading the course…');
    await expect(element).shadowDom.to.be.accessible();
    const heightWhileLoading = placeholder.getBoundingClientRect().height;
    // Within the page, not the window: a scroll of the test page (seen once in ten runs) is no shift.
    const topOfTopics = () =>
      root.querySelector('#topics-title')!.getBoundingClientRect().top - element.getBoundingClientRect().top;
    const topicsAt = topOfTopics();

    release();
    const card = await waitFor(() => root.querySelector<HTMLElement>('[part~="continue"]'), 5000, 'the card');
    await eventually(() => {
      expect(root.querySelector('[part~="continue-placeholder"]')).to.equal(null);
      expect(text(card)).to.contain('Seeing the ictus');
    });
    // The card with its progress bar takes the place held for it; what follows stays put.
    expect(card.getBoundingClientRect().height).to.be.closeTo(heightWhileLoading, 1);
    expect(topOfTopics()).to.be.closeTo(topicsAt, 1);
  });

  it('shows the renewal message of a licence that ends soon', async () => {
    resetCore(true);
    const validUntil = new Date(Date.now() + 5 * DAY);
    fetchStub = stubFetch(
      courseApi(['CC', 'SE'], (url) =>
        url.pathname === `${API}/purchases`
          ? Response.json([
              {
                id: 'CC-365',
                art: 'CC',
                date: new Date(Date.now() - 360 * DAY).toISOString(),
                validUntil: validUntil.toISOString(),
              },
            ])
          : undefined,
      ),
    );
    const element = await mountStart();
    const notice = await waitFor(
      () => element.shadowRoot!.querySelector('[part~="licence-notice"]'),
      3000,
      'notice',
    );
    expect(text(notice)).to.contain('Your licence ends on');
    expect(notice.querySelector('a')!.getAttribute('href')).to.equal('https://shop.test/choir-coach/licence');
  });

  it('shows signed-out visitors the topics and the free first lesson', async () => {
    resetCore(false);
    fetchStub = stubFetch(courseApi([]));
    const element = await mountStart();
    const root = element.shadowRoot!;
    expect(text(root.querySelector('h1'))).to.equal('Learn to conduct, step by step');
    expect(root.querySelector('[part~="preview-link"]')!.getAttribute('href')).to.equal(
      'https://app.test/en/learnElement/0/1/11',
    );
    expect(root.querySelector('[part~="progress"]')).to.equal(null);
    expect(text(root.querySelector('[data-topic-id="0"]'))).to.contain('Free preview');
    expect(text(root.querySelector('[data-topic-id="1"]'))).to.contain('Locked');
    // Issue 40: the guest text counts the topics as the page shows them (11 plus Singing in English).
    expect(text(root.querySelector('[part~="welcome"] p'))).to.match(/^11 topics from posture/);
    await expect(element).shadowDom.to.be.accessible();
  });

  it('marks locked topics as locked and says where to unlock them', async () => {
    resetCore(true);
    fetchStub = stubFetch(courseApi(['SE']));
    const element = await mountStart();
    const root = element.shadowRoot!;
    const locked = root.querySelector<HTMLElement>('[data-topic-id="1"]')!;
    const open = root.querySelector<HTMLElement>('[data-topic-id="11"]')!;
    expect(locked.dataset.access).to.equal('locked');
    expect(open.dataset.access).to.equal('full');
    // Not the open card's blue "To the topic", and the webshop named as the place to unlock.
    expect(text(locked)).to.contain('See what it covers');
    expect(text(locked)).not.to.contain('To the topic');
    const unlock = locked.querySelector<HTMLAnchorElement>('[part~="unlock"] a')!;
    expect(text(unlock)).to.contain('Unlock it with a licence in the webshop');
    expect(unlock.getAttribute('href')).to.equal('https://shop.test/choir-coach/licence');
    expect(open.querySelector('[part~="unlock"]')).to.equal(null);
    const linkColour = (card: HTMLElement) => getComputedStyle([...card.querySelectorAll('a')].at(-1)!).color;
    expect(linkColour(locked)).not.to.equal(linkColour(open));
    await expect(element).shadowDom.to.be.accessible();
  });

  it('asks the host to navigate (choir-navigate) when a topic is chosen', async () => {
    resetCore(true);
    fetchStub = stubFetch(courseApi());
    const element = await mountStart();
    const link = [...element.shadowRoot!.querySelectorAll<HTMLAnchorElement>('[data-topic-id="4"] a')].find(
      (a) => a.textContent?.includes('To the topic'),
    )!;
    const heard = oneEvent(element, 'choir-navigate');
    element.addEventListener('choir-navigate', (event) => event.preventDefault(), { once: true });
    link.click();
    const event = (await heard) as CustomEvent<{ path: string }>;
    expect(event.detail.path).to.equal('/en/topic/4');
  });

  it('links the learning-element types to a search and the tools to their page', async () => {
    resetCore(true);
    fetchStub = stubFetch(courseApi());
    const element = await mountStart();
    const hrefs = [...element.shadowRoot!.querySelectorAll<HTMLAnchorElement>('[part~="types"] a')].map((a) =>
      a.getAttribute('href'),
    );
    expect(hrefs).to.include('https://app.test/en/search?q=Video');
    expect(hrefs).to.include('https://app.test/en/search?q=Musical%20example');
    expect(hrefs).to.include('https://app.test/en/tools');
  });

  it('speaks German when asked to', async () => {
    resetCore(true);
    fetchStub = stubFetch(courseApi());
    const element = await fixture<HTMLElement>(html`<choir-start locale="de" api-base=${API}></choir-start>`);
    await waitFor(() => element.shadowRoot?.querySelector('[data-topic-id="0"]'), 5000, 'topics');
    expect(text(element.shadowRoot!.querySelector('h1'))).to.equal('Willkommen, Clara!');
    expect(text(element.shadowRoot!.querySelector('[data-topic-id="0"] h3'))).to.equal('Der Körper');
    expect(text(element.shadowRoot!.querySelector('[data-topic-id="0"]'))).to.contain('Zum Thema');
  });
});
