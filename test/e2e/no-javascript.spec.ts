import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';

/**
 * The three forms with JavaScript off (a context of its own: the shared fixture waits for hydration,
 * which never comes): each posts to its page and the server answers with that page.
 */
const OUTBOX = join('var', 'e2e', 'outbox');

async function noScriptPage(
  browser: Browser,
): Promise<{ page: Page; urls: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return { page, urls, close: () => context.close() };
}

function expectNothingIn(urls: readonly string[], values: readonly string[]): void {
  for (const url of urls) for (const value of values) expect(decodeURIComponent(url)).not.toContain(value);
}

for (const [lang, prefix, banner] of [
  ['English', '', 'Oops! There are some errors.'],
  ['Spanish', '/es', '¡Uy! Hay algunos errores.'],
] as const) {
  test.describe(`forms without JavaScript, ${lang}`, () => {
    for (const path of ['/games/register', '/get-help-give-help', '/contact']) {
      test(`an empty ${path} shows the error summary`, async ({ browser }) => {
        const { page, urls, close } = await noScriptPage(browser);
        await page.goto(`${prefix}${path}`);
        const form = page.locator('form[method="post"]');
        await form.locator('button[type="submit"]').first().click();
        await expect(page.locator('.form-alert__banner')).toHaveText(banner);
        expect(new URL(page.url()).pathname).toBe(`${prefix}${path}`);
        expect(new URL(page.url()).search).toBe('');
        expect(urls.every((url) => !url.includes('?'))).toBe(true);
        await close();
      });
    }

    test('a good sign-up is stored and thanked, nothing personal in any URL', async ({ browser }) => {
      const { page, urls, close } = await noScriptPage(browser);
      await page.goto(`${prefix}/games/register`);
      const email = `nojs-${lang}-${String(Date.now())}@example.org`;
      const values = {
        first_name: `Nojs${lang}`,
        last_name: 'Visitor',
        dob: '07/04/1990',
        address_1: `${String(Date.now() % 10000)} Elm St`,
        city: 'Dayton',
        postal_code: '45402',
        email,
      };
      for (const [name, value] of Object.entries(values)) await page.locator(`[name="${name}"]`).fill(value);
      await page.locator('[name="shirt_size"]').selectOption({ index: 2 });
      await page.locator('[name="opt_in"]').check();
      await page.waitForTimeout(3100);
      await page.locator('form#registration-form button[type="submit"]').click();
      await expect(page.locator('#registration-done-title')).toBeVisible();
      expect(page.url()).not.toContain('?');
      expectNothingIn(urls, Object.values(values));
      await close();
    });

    test('an email to a friend is sent', async ({ browser }) => {
      const { page, urls, close } = await noScriptPage(browser);
      await page.goto(`${prefix}/get-help-give-help`);
      const email = `friend-${lang}-${String(Date.now())}@example.org`;
      await page.locator('form#email-friend-form [name="email"]').fill(email);
      await page.locator('form#email-friend-form button[type="submit"]').click();
      await expect(page.locator('.form-success')).toBeVisible();
      const mails = readdirSync(OUTBOX).map((file) => readFileSync(join(OUTBOX, file), 'utf8'));
      expect(mails.some((mail) => mail.includes(email))).toBe(true);
      expectNothingIn(urls, [email]);
      await close();
    });

    test('a contact message is sent', async ({ browser }) => {
      const { page, urls, close } = await noScriptPage(browser);
      await page.goto(`${prefix}/contact`);
      await page.locator('[name="topic"][value="question"]').check();
      await page.locator('[name="name"]').fill('Nojs Person');
      await page.locator('form#contact-form [name="email"]').fill('nojs@example.org');
      await page.locator('[name="message"]').fill('Written without JavaScript');
      await page.locator('form#contact-form button[type="submit"]').click();
      await expect(page.locator('.form-success')).toBeVisible();
      expectNothingIn(urls, ['nojs@example.org', 'Nojs Person', 'Written without']);
      await close();
    });

    test('a form page opened with a trailing slash takes the longest message in Chinese', async ({
      browser,
    }) => {
      const { page, close } = await noScriptPage(browser);
      await page.goto(`${prefix}/contact/`);
      // Redirected to the page itself, which carries this visitor's token and idempotency key.
      expect(new URL(page.url()).pathname).toBe(`${prefix}/contact`);
      await expect(page.locator('input[type="hidden"][name="idempotency_key"]')).toHaveCount(1);
      await page.locator('[name="topic"][value="accessibility"]').check();
      await page.locator('[name="name"]').fill('李雷');
      await page.locator('form#contact-form [name="email"]').fill('nojs-zh@example.org');
      await page.locator('[name="message"]').fill('中'.repeat(2000));
      await page.locator('form#contact-form button[type="submit"]').click();
      await expect(page.locator('.form-success')).toBeVisible();
      await close();
    });
  });
}
