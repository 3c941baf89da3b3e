import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../src/core/routing/routes';
import { routeFrame } from '../../../src/core/shell/route-frame';

const route = (name: string) => ROUTES.find((r) => r.name === name)!;

describe('how the shell frames a routed screen', () => {
  it('leads the back arrow to the start page, and shows none on it', () => {
    expect(routeFrame(route('works'), {}, 'de', '')).toMatchObject({
      learnElement: false,
      narrow: false,
      immersive: false,
      backTo: '/de/start',
      backLabel: 'shell.toStart',
    });
    expect(routeFrame(route('start'), {}, 'en', '').backTo).toBe(undefined);
  });

  it('leads a lesson back to its topic, in its own layout', () => {
    const params = { topicId: '0', moduleId: '1', learnElementId: '14' };
    expect(routeFrame(route('learnElement'), params, 'en', '')).toMatchObject({
      learnElement: true,
      learnElementId: 14,
      backTo: '/en/topic/0',
      backLabel: 'shell.backToTopic',
    });
  });

  it('gives the player the whole height and leads it back to the works', () => {
    expect(routeFrame(route('player'), { articleId: '10001' }, 'de', '')).toMatchObject({
      immersive: true,
      learnElementId: undefined,
      backTo: '/de/works',
    });
  });

  it('sets text pages in a narrow column and starts the search field with the query', () => {
    expect(routeFrame(route('faq'), {}, 'de', '').narrow).toBe(true);
    expect(routeFrame(route('search'), {}, 'de', '?q=Kyrie%20eleison').initialQuery).toBe('Kyrie eleison');
    expect(routeFrame(route('works'), {}, 'de', '?q=x').initialQuery).toBe('');
  });
});
