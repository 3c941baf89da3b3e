/**
 * The markings of the open edition as signals (issue 39): the user's own layer and the layers
 * shared with them, the tool and colour, undo and redo, and whether markings are shown. Changes go
 * into the outbox (markings-outbox.ts) and are merged per stroke with what the server holds.
 * The view draws the live stroke itself and hands the finished marking to `add`.
 */
import { batch, computed, signal } from '@preact/signals-core';
import type { MarkingsApi } from './markings-api';
import type { MarkingsOutbox } from './markings-outbox';
import { mergeMarkings } from './merge';
import {
  type Marking,
  type MarkingStamp,
  newMarkingId,
  type SharedMarkingLayer,
  tombstone,
  visible,
} from './model';
import { placeMarkings } from './placement';

export type MarkingTool = 'pen' | 'highlighter' | 'eraser' | 'text' | 'stamp';

/** Colours that read on the page in light and dark themes: red, blue, green, orange, black. */
export const MARKING_COLOURS = ['#d32f2f', '#1565c0', '#2e7d32', '#ef6c00', '#212121'] as const;

/** A marking as the view makes it: the controller gives it its id and time. */
export type NewMarking = Omit<Marking, 'id' | 'updatedAt' | 'deleted'>;

/** One step of undo: each marking before and after it (before null: it was new). */
type Step = { before: Marking | null; after: Marking }[];

export interface MarkingsControllerDeps {
  articleId: string;
  api: Pick<MarkingsApi, 'read' | 'share'>;
  outbox: MarkingsOutbox;
  now(): number;
  log(message: string, detail?: unknown): void;
  newId?: () => string;
}

export function createMarkingsController(deps: MarkingsControllerDeps) {
  const { articleId, outbox } = deps;
  const newId = deps.newId ?? (() => newMarkingId());
  /** Own markings, tombstones included (they merge away older copies). */
  const all = signal<Marking[]>(outbox.pendingFor(articleId));
  const shared = signal<SharedMarkingLayer[]>([]);
  const shown = signal(true);
  /** The choir pack whose seat holders see the own layer, or null. */
  const sharedWith = signal<string | null>(null);
  /** The server's layers were read (or could not be, offline). */
  const loaded = signal(false);
  /** The tool in hand; null: the score turns pages and picks bars as usual. */
  const tool = signal<MarkingTool | null>(null);
  const colour = signal<string>(MARKING_COLOURS[0]);
  const stamp = signal<MarkingStamp>('breath');
  const text = signal('');
  /** Only a pen draws: a resting palm or finger scrolls and turns as before. */
  const stylusOnly = signal(false);
  const undoSteps = signal<Step[]>([]);
  const redoSteps = signal<Step[]>([]);
  const own = computed(() => visible(all.value));

  const byId = (id: string) => all.peek().find((marking) => marking.id === id) ?? null;

  function takeServer(markings: readonly Marking[]) {
    all.value = mergeMarkings(all.peek(), markings);
  }

  function apply(changes: Marking[]) {
    all.value = mergeMarkings(all.peek(), changes);
    void outbox.queue(articleId, changes).then(
      (layer) => layer && takeServer(layer.markings),
      (error: unknown) => deps.log('Markings could not be queued', error),
    );
  }

  function record(changes: Marking[]) {
    const step = changes.map((after) => ({ before: byId(after.id), after }));
    batch(() => {
      undoSteps.value = [...undoSteps.peek(), step];
      redoSteps.value = [];
      apply(changes);
    });
  }

  /** A version of a marking made now (a later change wins the merge). */
  const now = (marking: Marking): Marking => ({
    ...marking,
    updatedAt: Math.max(deps.now(), marking.updatedAt + 1),
  });

  return {
    own,
    shared,
    shown,
    sharedWith,
    loaded,
    tool,
    colour,
    stamp,
    text,
    stylusOnly,
    refused: outbox.refused,
    canUndo: computed(() => undoSteps.value.length > 0),
    canRedo: computed(() => redoSteps.value.length > 0),

    /** Reads the server's layers and merges the unsent changes; offline, the device's own. */
    async open(): Promise<void> {
      takeServer(outbox.pendingFor(articleId));
      try {
        const response = await deps.api.read(articleId);
        batch(() => {
          takeServer(response.own.markings);
          shared.value = response.shared;
          sharedWith.value = response.own.sharedWith;
        });
      } catch (error) {
        deps.log('Markings could not be read', error);
      }
      loaded.value = true;
      const layer = await outbox.flush(articleId);
      if (layer) takeServer(layer.markings);
    },

    /** Sends what waits (back online). */
    async resend(): Promise<void> {
      const layer = await outbox.flush(articleId);
      if (layer) takeServer(layer.markings);
    },

    /** Shares the own layer with a choir pack's seat holders (null: with nobody); online only. */
    async share(packId: string | null): Promise<void> {
      try {
        sharedWith.value = (await deps.api.share(articleId, packId)).sharedWith;
      } catch (error) {
        deps.log('Markings could not be shared', error);
      }
    },

    add(marking: NewMarking): Marking {
      const made: Marking = { ...marking, id: newId(), updatedAt: deps.now() };
      record([made]);
      return made;
    },

    erase(id: string) {
      const marking = byId(id);
      if (marking && !marking.deleted) record([tombstone(marking, deps.now())]);
    },

    undo() {
      const step = undoSteps.peek().at(-1);
      if (!step) return;
      batch(() => {
        undoSteps.value = undoSteps.peek().slice(0, -1);
        redoSteps.value = [...redoSteps.peek(), step];
        const current = (id: string) => byId(id)!;
        apply(
          step.map(({ before, after }) =>
            before
              ? now({ ...before, updatedAt: current(after.id).updatedAt })
              : tombstone(current(after.id), deps.now()),
          ),
        );
      });
    },

    redo() {
      const step = redoSteps.peek().at(-1);
      if (!step) return;
      batch(() => {
        redoSteps.value = redoSteps.peek().slice(0, -1);
        undoSteps.value = [...undoSteps.peek(), step];
        apply(step.map(({ after }) => now({ ...after, updatedAt: byId(after.id)!.updatedAt })));
      });
    },

    /** The own markings of a part whose measure it lacks (a newer version): listed, never dropped. */
    unplaced(part: number, measureIds: ReadonlySet<string>): Marking[] {
      const ofPart = own.value.filter((marking) => (marking.anchor.part ?? 0) === part);
      return placeMarkings(ofPart, measureIds).unplaced;
    },

    pick(next: MarkingTool | null) {
      tool.value = tool.peek() === next ? null : next;
    },
  };
}

export type MarkingsController = ReturnType<typeof createMarkingsController>;
