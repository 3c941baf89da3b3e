import type { DownloadEvent } from '../../core/downloads/download-manager';

/**
 * Dispatched by `choir-works` when a download for offline use finished (`detail.status`
 * `complete`) or stopped (`failed`, with `detail.problem.kind`: not-available-yet, not-possible,
 * storage, incomplete, interrupted, offline, not-purchased or failed).
 */
export class ChoirDownloadEvent extends CustomEvent<DownloadEvent> {
  static readonly type = 'choir-download';
  constructor(detail: DownloadEvent) {
    super(ChoirDownloadEvent.type, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'choir-download': ChoirDownloadEvent;
  }
}
