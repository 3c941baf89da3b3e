/**
 * `<choir-learn-element topic-id="0" module-id="1" learn-element-id="11">`: one learning element,
 * embeddable alone: video (Plyr, captions, quality, speed, practice tools), exercise, musical
 * example or text, with previous/next lesson and topic, "save to my library", and the "Ups!"
 * notice with a webshop button when the user has no access.
 *
 * @attr topic-id - the element's topic
 * @attr module-id - the element's module
 * @attr learn-element-id - the learning element to show (required)
 * @attr api-base - API address (default: derived from the page host, requirements R7.1)
 * @attr shop-url - webshop address (the "To the webshop" button)
 * @attr app-url - where the full app lives (target of its links)
 * @attr locale - interface language: de, en or fr
 * @attr theme - colour scheme: light, dark or system (the device's); without it the host page's `color-scheme`, else the device's
 * @event choir-progress - progress was made; `detail.learnElementId`, `detail.progress` (0-100, never down)
 * @event choir-navigate - a link was chosen; `detail.path`, cancelable
 * @csspart base - the whole page
 * @csspart back - the link back to the topic
 * @csspart header - title, type and progress
 * @csspart library-toggle - "save to my library"
 * @csspart video - the practice video with its tools
 * @csspart video-player - the Plyr player
 * @csspart video-play - the Play button over the video's still, until the user reaches for the video and Plyr takes over
 * @csspart musical-example - score and recording of a musical example
 * @csspart content - the lesson text
 * @csspart no-access - the "Ups!" notice
 * @csspart shop-link - its webshop button
 * @csspart slides - previous/next lesson
 * @csspart topics - previous/next topic
 * @csspart outline - the lessons of the module
 */
import type { ComponentType } from 'react';
import { EmbeddedLearnElement } from '../react/learning/embedded-learning';
import { defineElement } from './define-element';
import { ChoirProgressEvent } from './events/choir-progress-event';

export const ChoirLearnElement = defineElement(
  'choir-learn-element',
  EmbeddedLearnElement as ComponentType<Record<string, unknown>>,
  {
    attributes: { topicId: 'string', moduleId: 'string', learnElementId: 'string' },
    events: {
      onProgress: (detail: { learnElementId: number; progress: number }) => new ChoirProgressEvent(detail),
    },
  },
);

declare global {
  interface HTMLElementTagNameMap {
    'choir-learn-element': InstanceType<typeof ChoirLearnElement>;
  }
}
