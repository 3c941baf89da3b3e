/**
 * How the app shell frames a routed screen: its layout, where the small-screen back arrow leads
 * and what it says, and the query the search field starts with. A plain function of the route, so
 * the shell's view only draws the answer.
 */
import type { Locale } from '../contract/api';
import { pathFor, type RouteDefinition, type RouteParams } from '../routing/routes';

export interface RouteFrame {
  /** The learning element has a layout of its own; every other screen the default one. */
  learnElement: boolean;
  /** A narrow reading column (text pages). */
  narrow: boolean;
  /** The player: the score takes the whole height, no footer. */
  immersive: boolean;
  learnElementId: number | undefined;
  /** None on the start page: the arrow would link to itself. */
  backTo: string | undefined;
  backLabel: 'shell.backToTopic' | 'shell.toStart';
  initialQuery: string;
}

export function routeFrame(
  route: RouteDefinition,
  params: RouteParams,
  locale: Locale,
  search: string,
): RouteFrame {
  const backTo =
    route.name === 'learnElement' && params.topicId !== undefined
      ? pathFor('topic', locale, { topicId: params.topicId })
      : route.name === 'player'
        ? pathFor('works', locale)
        : pathFor('start', locale);
  return {
    learnElement: route.layout === 'learnElement',
    narrow: route.layout === 'simple',
    immersive: route.layout === 'player',
    learnElementId: params.learnElementId === undefined ? undefined : Number(params.learnElementId),
    backTo: route.name === 'start' ? undefined : backTo,
    backLabel: route.name === 'learnElement' ? 'shell.backToTopic' : 'shell.toStart',
    initialQuery: route.name === 'search' ? (new URLSearchParams(search).get('q') ?? '') : '',
  };
}
