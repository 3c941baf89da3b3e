/** Dispatched by `choir-learn-element` when the learner makes progress (`progress`: the element's maxProgress, 0-100). */
export class ChoirProgressEvent extends CustomEvent<{ learnElementId: number; progress: number }> {
  static readonly type = 'choir-progress';
  constructor(detail: { learnElementId: number; progress: number }) {
    super(ChoirProgressEvent.type, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'choir-progress': ChoirProgressEvent;
  }
}
