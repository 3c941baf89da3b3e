import type { Marking } from '../../../src/core/markings/model';

/** A pen stroke in measure `m-1` at a given time. */
export function stroke(id: string, updatedAt: number, measureId = 'm-1'): Marking {
  return {
    id,
    kind: 'pen',
    colour: '#c02020',
    anchor: { measureId, x: 0.1, y: 0.2, staff: 1 },
    points: [
      [0.1, 0.2, 0.5],
      [0.4, 0.3, 0.8],
    ],
    size: 0.02,
    updatedAt,
  };
}
