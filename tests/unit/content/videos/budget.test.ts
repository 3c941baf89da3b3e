import { describe, expect, it } from 'vitest';
import { BUDGET_BYTES, folderBytes } from '../../../../content/videos/budget';

describe('the practice video folder', () => {
  it('stays within its budget (decision 0050), and the budget is not far above what it is', () => {
    const bytes = folderBytes('content/videos');
    expect(bytes).toBeLessThan(BUDGET_BYTES);
    // a budget much larger than the folder would let it grow unseen
    expect(bytes).toBeGreaterThan(0.9 * BUDGET_BYTES);
  });
});
