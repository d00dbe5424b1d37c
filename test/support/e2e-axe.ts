import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Animations run to their end state at once while axe looks: a dialog fading in, or a toast whose
 * timer starts its fade-out in the middle of the analysis, would otherwise be measured with its
 * colours half blended (a contrast failure of a frame nobody reads).
 */
const NO_MOTION = '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; transition-duration: 0s !important; transition-delay: 0s !important; }';

/** What axe finds serious or critical on the page as it stands, by rule and element (issue 11 "axe reports nothing serious"). */
export async function seriousAxeViolations(page: Page) {
  const still = await page.addStyleTag({ content: NO_MOTION });
  try {
    // A cancelled animation is over too (its `finished` rejects with AbortError).
    await page.evaluate(() => Promise.all(document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity).map((animation) => animation.finished.catch(() => undefined))));
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
  } finally {
    await still.evaluate((element) => (element as Element).remove());
  }
}
