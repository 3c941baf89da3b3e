/** The works list's filters (keyword, composer, mine or all) and the editions they leave. */
import { computed, signal } from '@preact/signals-core';
import type { CatalogueItemDto } from '../contract/api';
import type { Core } from '../core';
import {
  defaultView,
  editionsShown,
  nothingOwned,
  type WorksFilter,
  type WorksView,
} from './edition-actions';

export function worksFilters(core: Pick<Core, 'auth' | 'purchases'>, all: () => CatalogueItemDto[]) {
  const query = signal('');
  const composer = signal('');
  /** Mine or all as chosen; until then the default of defaultView. */
  const chosen = signal<WorksView | null>(null);
  const view = computed(() => chosen.value ?? defaultView(core.auth.isLoggedIn.value, all()));
  const filter = computed<WorksFilter>(() => ({
    query: query.value,
    composer: composer.value,
    view: view.value,
    owned: core.purchases.list.value,
  }));
  return {
    query,
    composer,
    chosen,
    view,
    editions: computed(() => editionsShown(all(), filter.value)),
    /** "My works" is empty because nothing is owned (not because the search finds nothing). */
    emptyMine: computed(() => nothingOwned(filter.value)),
  };
}
