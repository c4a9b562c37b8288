import type { Page } from '@playwright/test';

/**
 * Waits until no CSS animation or transition is running, so a check sees the screen as it rests (axe
 * would otherwise measure the contrast of text that is still fading in).
 */
export async function waitForStillness(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}
