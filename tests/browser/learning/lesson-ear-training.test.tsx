/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import type { ExampleDto, PlantedFault } from '../../../src/core/contract/api';
import { exampleDto, twoBarSync } from '../../unit/support/example-fixtures';
import { API, courseApi, eventually, resetCore, stubFetch, text, waitFor } from '../support/learning-helpers';
import { mountLesson } from '../support/lesson-element';

/** Lesson 1081 of the real course: an ear-training exercise on a (here made-up) example. */
const LESSON: [number, number, number] = [10, 108, 1081];
const FAULT: PlantedFault = { kind: 'wrong-note', voice: 'alto', bar: '2', note: 1, semitones: 1 };

const exampleOf = (fault: PlantedFault | undefined): ExampleDto =>
  exampleDto(
    `${location.origin}/fake-content`,
    { learnElementId: 1081, id: 'ear-test', ...(fault ? { fault } : {}) },
    { voices: false },
  );

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><g id="m1" class="measure"><g id="a1" class="note"><rect width="20" height="20"/></g></g><g id="m2" class="measure"><g id="a2" class="note"><rect x="100" width="20" height="20"/></g></g></svg>';
const SYNC = twoBarSync({
  alto: [
    { id: 'a1', startMs: 0, endMs: 3000 },
    { id: 'a2', startMs: 3000, endMs: 6000 },
  ],
});

function exampleApi(example: ExampleDto | 'fail') {
  return courseApi(['CC', 'SE'], (url) => {
    if (url.pathname === `${API}/topics/1081/example`)
      return example === 'fail' ? new Response('', { status: 500 }) : Response.json(example);
    if (url.pathname === '/fake-content/score.svg') return new Response(SVG);
    if (url.pathname === '/fake-content/sync.json') return Response.json(SYNC);
    return undefined;
  });
}

const button = (root: ParentNode, name: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => text(b) === name)!;

/** Chooses each chip as a user would, one click after the other has rendered. */
async function choose(root: ParentNode, names: string[]) {
  for (const name of names) {
    button(root, name).click();
    await eventually(() => expect(button(root, name).getAttribute('aria-pressed')).to.equal('true'));
  }
}

describe('<choir-learn-element>: an ear-training exercise', () => {
  let fetchStub: ReturnType<typeof stubFetch>;
  afterEach(() => fetchStub?.restore());

  it('asks where the fault is, tells wrong part by part, then right: marks it, explains, completes', async () => {
    const core = resetCore(true);
    fetchStub = stubFetch(exampleApi(exampleOf(FAULT)));
    const element = await mountLesson(LESSON);
    const root = element.shadowRoot!;
    const quiz = await waitFor(() => root.querySelector('[part~="fault-quiz"]'), 5000, 'the answer');
    expect(text(quiz.querySelector('h2'))).to.equal('Where is the fault?');
    // The solution waits for an answer; listening alone does not complete the exercise.
    expect(text(root.querySelector('[part~="content"]'))).not.to.contain('D sharp');
    expect(root.querySelector('[part~="mark-done"]')).to.equal(null);
    await expect(element).shadowDom.to.be.accessible();
    // Ticking every step is not an answer: the exercise is not done yet.
    for (const step of root.querySelectorAll<HTMLInputElement>('ol input[type="checkbox"]')) step.click();
    await eventually(() => expect(text(root)).to.contain('5 of 5 steps done'));
    expect(root.querySelector('[part~="done"]')).to.equal(null);
    expect(
      core.auth.learnElementMetadata.value.find((m) => m.learnElementId === 1081)?.maxProgress ?? 0,
    ).to.be.below(100);

    button(quiz, 'Check').click();
    await eventually(() =>
      expect([...quiz.querySelectorAll('[role="alert"]')].map(text)).to.deep.equal([
        'Choose a voice.',
        'Choose a bar, or the whole piece.',
        'Choose the kind of fault.',
      ]),
    );

    await choose(quiz, ['Soprano', '2', 'Wrong note']);
    button(quiz, 'Check').click();
    await eventually(() => {
      const verdict = text(quiz.querySelector('[role="status"]'));
      expect(verdict).to.contain('Not yet.');
      expect(verdict).to.contain('Voice: wrong');
      expect(verdict).to.contain('Place: right');
    });
    expect(root.querySelector('.choir-answer-box, .choir-answer-note')).to.equal(null);
    expect(
      core.auth.learnElementMetadata.value.find((m) => m.learnElementId === 1081)?.maxProgress ?? 0,
    ).to.be.below(100);
    // Shown without a right answer: focus goes on to "Try again", the exercise stays open.
    button(quiz, 'Show the answer').click();
    await eventually(() => expect(root.activeElement).to.equal(button(quiz, 'Try again')));
    expect(root.querySelector('[part~="done"]')).to.equal(null);

    await choose(quiz, ['Alto']);
    expect(quiz.querySelector('[role="status"]')).to.equal(null);
    button(quiz, 'Check').click();
    const score = root.querySelector('[part~="score"] svg')!;
    await eventually(() => {
      expect(text(quiz.querySelector('[role="status"]'))).to.contain('Right!');
      expect(score.querySelectorAll('rect.choir-answer-box')).to.have.length(1);
      expect(score.querySelector('rect.choir-answer-box')!.nextElementSibling!.id).to.equal('m2');
      expect(score.querySelector('#a2')!.classList.contains('choir-answer-note')).to.equal(true);
      expect(text(quiz)).to.contain('D sharp');
      expect(root.querySelector('[part~="done"]')).to.exist;
    });
    const entry = core.auth.learnElementMetadata.value.find((m) => m.learnElementId === 1081);
    expect(entry?.maxProgress).to.equal(100);
    await expect(element).shadowDom.to.be.accessible();

    // "Try again" starts afresh: nothing chosen, the mark and the solution gone; it stays completed.
    button(quiz, 'Try again').click();
    await eventually(() => {
      expect(score.querySelector('.choir-answer-box, .choir-answer-note')).to.equal(null);
      expect(quiz.querySelector('[aria-pressed="true"]')).to.equal(null);
      expect(text(quiz)).not.to.contain('D sharp');
    });
    expect(root.activeElement).to.equal(quiz.querySelector('h2'));
    expect(root.querySelector('[part~="done"]')).to.exist;
  });

  it('says in the reader’s language when the answer or the example cannot be loaded', async () => {
    resetCore(true);
    fetchStub = stubFetch(exampleApi(exampleOf(undefined)));
    const element = await mountLesson(LESSON, 'de');
    const notice = await waitFor(() =>
      element.shadowRoot!.querySelector('[part~="fault-quiz"], [role="alert"]'),
    );
    expect(text(notice)).to.equal(
      'Die Lösung dieser Übung konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
    );
    fetchStub.restore();

    resetCore(true);
    fetchStub = stubFetch(exampleApi('fail'));
    const failed = await mountLesson(LESSON, 'fr');
    await eventually(() =>
      expect(text(failed.shadowRoot!)).to.contain(
        'L’exemple musical n’a pas pu être chargé. Veuillez réessayer plus tard.',
      ),
    );
    expect(failed.shadowRoot!.querySelector('[part~="fault-quiz"]')).to.equal(null);
  });
});
