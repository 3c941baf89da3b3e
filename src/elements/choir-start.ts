/**
 * `<choir-start>`: the start page, embeddable alone: welcome back, continue, progress per topic,
 * the three topic lists, "Singing in English", learning-element types and tools. Loads the topics
 * itself; links open the full app at `app-url` unless the host handles `choir-navigate`.
 *
 * @attr api-base - API address (default: derived from the page host, requirements R7.1)
 * @attr shop-url - webshop address (licence renewal)
 * @attr app-url - where the full app lives (target of its links)
 * @attr locale - interface language: de, en or fr
 * @attr theme - colour scheme: light, dark or system (the device's); without it the host page's `color-scheme`, else the device's
 * @event choir-navigate - a link was chosen; `detail.path`, cancelable
 * @csspart base - the whole page
 * @csspart welcome - the greeting (signed in) or the introduction (signed out)
 * @csspart licence-notice - the renewal message of a licence that ends soon
 * @csspart continue - the "continue learning" card
 * @csspart continue-placeholder - its place while the topics load
 * @csspart progress - the progress level (course ring and bars per topic)
 * @csspart progress-placeholder - its place while the topics load
 * @csspart topics - the three topic lists
 * @csspart topic-card - one topic
 * @csspart se - the "Singing in English" band
 * @csspart types - the learning-element types and tools
 */
import type { ComponentType } from 'react';
import { EmbeddedStart } from '../react/learning/embedded-learning';
import { defineElement } from './define-element';

export const ChoirStart = defineElement(
  'choir-start',
  EmbeddedStart as ComponentType<Record<string, unknown>>,
);

declare global {
  interface HTMLElementTagNameMap {
    'choir-start': InstanceType<typeof ChoirStart>;
  }
}
