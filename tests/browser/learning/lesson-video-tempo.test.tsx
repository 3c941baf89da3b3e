/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import type { VideoSourceDto } from '../../../src/core/contract/api';
import {
  API,
  courseApi,
  LESSON_TRACKS,
  LESSON_VIDEO,
  resetCore,
  stubFetch,
  text,
  waitFor,
} from '../support/learning-helpers';
import { mountLesson } from '../support/lesson-element';

describe('<choir-learn-element>: the metre and tempo of a video', () => {
  let fetchStub: ReturnType<typeof stubFetch>;
  afterEach(() => fetchStub?.restore());

  it('names a fast or asymmetric metre under its video, with its tempo in counts per minute', async () => {
    const metres: [Partial<VideoSourceDto>, string, string][] = [
      [
        { beats: 3, bpm: 210, metre: '7/8', groups: '2+2+3' },
        'en',
        '7/8 in three (2 + 2 + 3) · 210 eighths per minute',
      ],
      [{ beats: 2, bpm: 180, metre: '6/8', groups: '3+3' }, 'de', '6/8-Takt in Zwei · 180 Achtel pro Minute'],
      [{ beats: 1, bpm: 240, metre: '3/4', groups: '3' }, 'fr', '3/4 à un temps · 240 noires par minute'],
    ];
    for (const [metre, locale, line] of metres) {
      resetCore(true);
      fetchStub?.restore();
      fetchStub = stubFetch(
        courseApi(['CC', 'SE'], (url) => {
          if (url.pathname === `${API}/topics/14/videoSrc`)
            return Response.json({ ...LESSON_VIDEO, ...metre });
          if (url.pathname === `${API}/topics/14/subtitles`) return Response.json(LESSON_TRACKS);
          return undefined;
        }),
      );
      const element = await mountLesson([0, 1, 14], locale);
      const info = await waitFor(
        () => element.shadowRoot!.querySelector('[part~="video"] > p'),
        8000,
        'info',
      );
      expect(text(info)).to.equal(line);
      element.remove();
    }
  });

  it('switches a metre lesson between its three tempi: video, captions, line and metronome follow', async () => {
    resetCore(true);
    const file = (bpm: string, end: string) => `${location.origin}/nothing/pattern-7-223-${bpm}${end}`;
    fetchStub = stubFetch(
      courseApi(['CC', 'SE'], (url) => {
        const bpm = url.searchParams.get('bpm') ?? '210';
        if (url.pathname === `${API}/topics/333/videoSrc`)
          return Response.json({
            ...LESSON_VIDEO,
            learnElementId: 333,
            beats: 3,
            bpm: Number(bpm),
            metre: '7/8',
            groups: '2+2+3',
            sources: [{ src: file(bpm, '-720.mp4'), type: 'video/mp4', size: 720 }],
          });
        if (url.pathname === `${API}/topics/333/subtitles`)
          return Response.json([{ language: 'fr', label: 'Français', src: file(bpm, '.fr.vtt') }]);
        return undefined;
      }),
    );
    const element = await mountLesson([3, 33, 333], 'fr');
    const root = element.shadowRoot!;
    const choice = await waitFor(() => root.querySelector('[part~="tempo"]'), 8000, 'the tempo choice');
    const radios = [...choice.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(text(choice.querySelector('legend'))).to.equal('Tempo');
    expect(radios.map((radio) => `${radio.value}${radio.checked ? '*' : ''}`)).to.deep.equal([
      '180',
      '210*',
      '240',
    ]);
    const shown = () => ({
      video: root.querySelector('[part~="video"] video source')?.getAttribute('src'),
      captions: root.querySelector('[part~="video"] video track')?.getAttribute('src'),
      line: text(root.querySelector('[part~="video"] > p')),
      metronome:
        root.querySelector<HTMLInputElement>('[part~="metronome"] [data-testid="tempo"]')?.value ?? '',
    });
    await waitFor(() => shown().video, 8000, 'the video at 210');
    root.querySelector<HTMLButtonElement>('[part~="metronome-toggle"]')!.click();
    await waitFor(() => shown().metronome, 2000, 'the metronome');
    expect(shown()).to.deep.equal({
      video: file('210', '-720.mp4'),
      captions: file('210', '.fr.vtt'),
      line: '7/8 à trois temps (2 + 2 + 3) · 210 croches par minute',
      metronome: '210',
    });

    radios[2]!.focus();
    radios[2]!.click();
    await waitFor(
      () => shown().video === file('240', '-720.mp4') && shown().metronome,
      8000,
      'the video at 240',
    );
    expect(shown()).to.deep.equal({
      video: file('240', '-720.mp4'),
      captions: file('240', '.fr.vtt'),
      line: '7/8 à trois temps (2 + 2 + 3) · 240 croches par minute',
      metronome: '240',
    });
    expect(fetchStub.requests).to.include('/fake-api/topics/333/videoSrc?language=fr&bpm=240');
    // The choice stays where it was while the other video loads: the keyboard focus is not lost.
    expect(root.activeElement).to.equal(radios[2]);
    expect(radios[2]!.checked).to.equal(true);
  });
});
