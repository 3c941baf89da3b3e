import type { DownloadEvent } from '../../core/works/downloads/download-state';
import { BubblingEvent } from './base';

/**
 * Dispatched by `choir-works` when a download for offline use finished (`detail.status`
 * `complete`) or stopped (`failed`, with `detail.problem.kind`: not-available-yet, not-possible,
 * storage, incomplete, interrupted, offline, not-purchased or failed).
 */
export class ChoirDownloadEvent extends BubblingEvent<DownloadEvent> {
  static readonly type = 'choir-download';
  constructor(detail: DownloadEvent) {
    super(ChoirDownloadEvent.type, detail);
  }
}

declare global {
  interface ChoirEventMap {
    'choir-download': ChoirDownloadEvent;
  }
}
