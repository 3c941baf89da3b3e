/** Helpers of the concert programme end-to-end tests. */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { ProgrammeItem } from '../../../src/core/contract/api';

/** Writes a programme through the API with the signed-in page's token (as another device would). */
export async function putProgramme(page: Page, name: string, items: ProgrammeItem[]): Promise<string> {
  const id = randomUUID();
  const stamp = new Date().toISOString();
  const body = {
    name,
    date: null,
    notes: '',
    items,
    removedItems: [],
    sharedWith: null,
    changed: { name: stamp, date: stamp, notes: stamp, items: stamp, sharedWith: stamp },
  };
  await page.evaluate(
    async ([id, body]) => {
      const token = localStorage.getItem('access_token');
      const response = await fetch(`/api/programmes/${id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`programme not stored: ${response.status}`);
    },
    [id, body] as const,
  );
  return id;
}
