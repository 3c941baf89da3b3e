import { expect, test } from '@playwright/test';
import { app, signIn } from '../support/works';

// Most visits to "My works" open a work: on a phone the works come first, programmes after them.
test.use({ viewport: { width: 390, height: 844 } });

test('a conductor on a phone sees her works before the programmes', async ({ page }) => {
  await signIn(page, 'conductor@example.com', { at: '/en/works' });
  const works = app(page);
  const firstWork = works.getByRole('heading', { name: 'Now Thank We All Our God' });
  const programmes = works.getByRole('heading', { name: 'Programmes', exact: true });
  await expect(firstWork).toBeInViewport();
  await expect(programmes).toBeVisible();
  const [work, programme] = [(await firstWork.boundingBox())!, (await programmes.boundingBox())!];
  expect(work.y).toBeLessThan(programme.y);
});
