import type { Locator, Page } from '@playwright/test';

/**
 * The screen at desktop (1280) and phone (375) widths, as the viewport shows it, once any open dialog
 * has finished its opening animation: `<folder>/<name>-<width>.png`. With `focus`, that element is
 * scrolled into view at each width (a narrower page is longer, so it moves).
 */
export async function shootAtWidths(page: Page, folder: string, name: string, focus?: Locator): Promise<void> {
  const dialog = page.getByRole('dialog').first();
  // An animation cancelled meanwhile (its element re-rendered) is over too: its `finished` rejects with AbortError.
  if (await dialog.count()) {
    await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))));
  }
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await focus?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${folder}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
