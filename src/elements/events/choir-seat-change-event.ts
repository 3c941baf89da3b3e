import type { SeatChange } from '../../core/events/core-events';
import { BubblingEvent } from './base';

/**
 * Dispatched after the buyer of a licence pack shared a seat with an e-mail address
 * (`detail.action` `share`) or withdrew it (`withdraw`); `detail.articleId` names the pack.
 */
export class ChoirSeatChangeEvent extends BubblingEvent<SeatChange> {
  static readonly type = 'choir-seat-change';
  constructor(detail: SeatChange) {
    super(ChoirSeatChangeEvent.type, detail);
  }
}

declare global {
  interface ChoirEventMap {
    'choir-seat-change': ChoirSeatChangeEvent;
  }
}
