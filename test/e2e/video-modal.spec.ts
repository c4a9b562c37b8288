import { expect, test, type Page } from './support/test';
import { MODAL_PLAYER_LOAD_TIMEOUT_MS } from '@play-smart/engine';
import { MODAL_WORDS } from '../../site/content/en/modals';
import { expectNoAxeViolations } from './support/page';

/** The video host is blocked, as an office network or an offline visitor would have it. */
async function blockVimeo(page: Page): Promise<void> {
  await page.route(/^https:\/\/([a-z]+\.)?vimeo\.com\//, (route) => route.abort('blockedbyclient'));
  await page.route(/^https:\/\/[a-z.]*vimeocdn\.com\//, (route) => route.abort('blockedbyclient'));
}

async function openVideo(page: Page) {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const watch = page.getByRole('button', { name: 'Watch the video Quiz of Unforeseen Risks' });
  await watch.click();
  const dialog = page.getByRole('dialog', { name: MODAL_WORDS.videoDialogLabel });
  await expect(dialog).toBeVisible();
  return { watch, dialog };
}

test.describe('the video modal when Vimeo cannot load', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    test(`at ${viewport.width}px shows a message and a link to Vimeo; Escape closes it`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await blockVimeo(page);
      // The page's clock runs as usual until told to jump: the engine's deadline for the player is then
      // reached at once instead of after ten seconds of real time on the page.
      await page.clock.install();
      const { watch, dialog } = await openVideo(page);
      const unavailable = dialog.getByText(MODAL_WORDS.videoUnavailable);
      // The blocked player says nothing: until the deadline the frame stays, and no message shows.
      await expect(dialog.locator('iframe')).toHaveCount(1);
      await expect(unavailable).toHaveCount(0);
      await page.clock.fastForward(MODAL_PLAYER_LOAD_TIMEOUT_MS);

      await expect(unavailable).toBeVisible();
      const link = dialog.getByRole('link', { name: MODAL_WORDS.watchOnVimeo });
      await expect(link).toHaveAttribute('href', 'https://vimeo.com/378622991');
      await expect(link).toBeFocused();
      await expect(dialog.locator('iframe')).toHaveCount(0);
      await expectNoAxeViolations(page, `video fallback at ${viewport.width}px`);
      await page.screenshot({ path: test.info().outputPath(`video-fallback-${viewport.width}.png`) });

      // The close button comes before the player's place in the tab order, so it is always reachable.
      const close = dialog.getByRole('button', { name: MODAL_WORDS.close });
      await page.keyboard.press('Shift+Tab');
      await expect(close).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(watch).toBeFocused();
    });
  }

  test('Shift+Tab leaves the player frame for the close button, and Escape there closes it', async ({
    page,
  }) => {
    await blockVimeo(page);
    const { watch, dialog } = await openVideo(page);
    // The modal focuses the frame after a second: wait for that, so it cannot take focus back mid-test.
    await expect(dialog.locator('iframe')).toBeFocused();
    // Keys pressed inside the cross-origin frame never reach the page, but Shift+Tab leaves the frame
    // for the close button just before it, from where Escape closes the dialog.
    const close = dialog.getByRole('button', { name: MODAL_WORDS.close });
    await page.keyboard.press('Shift+Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(watch).toBeFocused();
  });
});
