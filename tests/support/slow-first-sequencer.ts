import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take a minute or more alone (the import test renders and aligns real recordings).
 * Vitest queues its projects one after the other (server-pglite, server-postgres, unit), so the
 * slowest file of `unit` started last and ran alone on one core for its last minute: started first,
 * it runs beside the others.
 */
const SLOW_FILES = ['tests/unit/content/pipeline/import/import-edition.test.ts'];

const isSlow = (file: TestSpecification) => SLOW_FILES.some((slow) => file.moduleId.endsWith(slow));

/** Vitest's order (failed first, then the longest of the last run or the largest), slow files first. */
export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter(isSlow), ...sorted.filter((file) => !isSlow(file))];
  }
}
