import { BubblingEvent } from './base';
/** Dispatched by `choir-learn-element` when the learner makes progress (`progress`: the element's maxProgress, 0-100). */
export class ChoirProgressEvent extends BubblingEvent<{ learnElementId: number; progress: number }> {
  static readonly type = 'choir-progress';
  constructor(detail: { learnElementId: number; progress: number }) {
    super(ChoirProgressEvent.type, detail);
  }
}

declare global {
  interface ChoirEventMap {
    'choir-progress': ChoirProgressEvent;
  }
}
