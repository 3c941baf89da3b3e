import { BubblingEvent } from './base';
/** Dispatched by `choir-learn-element` when the learner makes progress (`progress`: the element's maxProgress, 0-100). */
export class ChoirProgressEvent extends BubblingEvent<{ learnElementId: number; progress: number }> {
  static readonly type = 'choir-progress';
  constructor(detail: { learnElementId: number; progress: number }) {
    super(ChoirProgressEvent.type, detail);
  }
}

// Typed on elements and where the event bubbles to: the document and the window.
declare global {
  interface HTMLElementEventMap {
    'choir-progress': ChoirProgressEvent;
  }
  interface DocumentEventMap {
    'choir-progress': ChoirProgressEvent;
  }
  interface WindowEventMap {
    'choir-progress': ChoirProgressEvent;
  }
}
