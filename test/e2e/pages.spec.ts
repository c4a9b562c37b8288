import { expect, test, waitsForHydration } from './support/test';
import { APP_PATHS, UNLISTED_PATHS } from '../../site/routing/route-paths';
import { expectNoAxeViolations } from './support/page';

test.describe('the remaining pages', () => {
  for (const [path, heading] of [
    ['/privacy-policy', 'Privacy policy'],
    ['/accessibility', 'Accessibility'],
    ['/get-help-give-help', 'Get help, give help'],
  ] as const) {
    test(`${path}: its heading, no axe violations, linked from the footer`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expectNoAxeViolations(page, path);
      const footer = page.getByRole('navigation', { name: 'Footer' });
      await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy-policy');
      await expect(footer.getByRole('link', { name: 'Accessibility' })).toHaveAttribute(
        'href',
        '/accessibility',
      );
    });
  }

  test('help by need: both routes lead to their section; call, text and chat are there', async ({ page }) => {
    await page.goto('/get-help-give-help');
    await page.getByRole('link', { name: /For someone I care about/ }).click();
    await expect(page).toHaveURL(/#for-someone$/);
    await expect(page.getByRole('heading', { name: 'Help for someone you care about' })).toBeInViewport();
    await page.getByRole('link', { name: /For me/ }).click();
    await expect(page.getByRole('heading', { name: 'Help for you' })).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Call 1-800-589-9966' }).first()).toHaveAttribute(
      'href',
      'tel:+18005899966',
    );
    await expect(page.getByText('Text 4HOPE to 741741.').first()).toBeVisible();
    await expect(
      page.getByRole('link', { name: /Ohio’s responsible gambling page \(it offers live chat\)/ }),
    ).toHaveAttribute('target', '_blank');
    await expect(page.getByText(/self-exclusion program, Time Out Ohio/)).toBeVisible();
    await expect(page.getByRole('link', { name: /Time Out Ohio’s sign-up site/ })).toHaveAttribute(
      'href',
      'https://timeoutohio.com',
    );
  });

  test('the 404 page lists every page a visitor would look for, and its links work', async ({ page }) => {
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    const list = page.getByRole('navigation', { name: 'Pages on this site' });
    await expect(list.getByRole('link')).toHaveCount(APP_PATHS.length - UNLISTED_PATHS.length);
    await expect(list.getByRole('link', { name: /email/i })).toHaveCount(0);
    await expectNoAxeViolations(page, '404');
    await page.waitForLoadState('networkidle');
    await list.getByRole('link', { name: 'Accessibility' }).click();
    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility');
  });

  test('reading pages sets no cookies; a page with a form sets only the pair its token is bound to', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = waitsForHydration(await context.newPage());
    for (const path of ['/', '/privacy-policy', '/games/gambler-quiz', '/no/such']) await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await context.cookies()).toEqual([]);
    await page.goto('/games/register');
    expect((await context.cookies()).map((c) => c.name).sort()).toEqual(['XSRF-TOKEN', 'anon']);
    await context.close();
  });
});
