/**
 * `<choir-tools>`: the practice tools, embeddable alone. Without `video-src` it is the tools screen
 * (metronome, conducting pattern on a practice canvas, webcam mirror); with `video-src` it wraps
 * that video with the tools (pattern overlay, mirrored video, metronome, webcam beside or over it).
 * Tool choices persist per user (user settings, key `tools`); the camera is released when it is
 * turned off, when the element is removed and when the page is left.
 *
 * @attr api-base - API address (default: derived from the page host, requirements R7.1)
 * @attr locale - interface language: de, en or fr
 * @attr theme - colour scheme: light, dark or system (the device's); without it the host page's `color-scheme`, else the device's
 * @attr {number} beats - beats per bar to start with, 1-7 (default: the user's last choice, else 4)
 * @attr {number} bpm - tempo to start with, 30-240 (default: the user's last choice, else 70)
 * @attr groups - a fast or asymmetric metre's grouping of the video, e.g. `2+2+3` (7/8 beaten in three): the metronome counts all 7
 * @attr pattern - the video's pattern where the beats have several forms (content/videos/index.json `pattern`), e.g. `3+2+2` for a slow seven
 * @attr video-src - a lesson video to practise with
 * @attr poster - the video's poster image
 * @attr {number[]} beat-times-ms - JSON array of the video's click times in ms (content/videos/index.json)
 * @attr {Array<Record<'src' | 'srclang' | 'label', string>>} captions - JSON array of caption tracks `[{ "src", "srclang", "label" }]`
 * @attr pattern-placement - `practice-video` lays the pattern over the practice videos' own drawing
 * @csspart base - the whole screen
 * @csspart canvas - the practice canvas card (tools screen)
 * @csspart toolbar - the tool switches
 * @csspart stage - the 16:9 area with the video or canvas
 * @csspart video - the wrapper of the lesson video (mirrored on demand)
 * @csspart pattern-overlay - the conducting pattern layer
 * @csspart reset - the "back to beat 1" button
 * @csspart webcam - the camera picture (beside or over the stage)
 * @csspart webcam-controls - opacity, size, position, mirror and off
 * @csspart metronome - the metronome panel
 * @csspart start - the metronome's start/stop button
 * @csspart beat-indicator - the visual beat
 */
import type { ComponentType } from 'react';
import { ToolsElementView } from '../react/practice/embedded-tools';
import { defineElement } from './define-element';

export const ChoirTools = defineElement(
  'choir-tools',
  ToolsElementView as ComponentType<Record<string, unknown>>,
  {
    attributes: {
      beats: 'number',
      bpm: 'number',
      groups: 'string',
      pattern: 'string',
      videoSrc: 'string',
      poster: 'string',
      beatTimesMs: 'json',
      captions: 'json',
      patternPlacement: 'string',
    },
  },
);

declare global {
  interface HTMLElementTagNameMap {
    'choir-tools': InstanceType<typeof ChoirTools>;
  }
}
