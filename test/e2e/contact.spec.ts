import { expect, test, type Page } from './support/test';
import {
  collectPageErrors,
  expectErrorSummary,
  expectNoAxeViolations,
  expectNoAxeViolationsAtBothWidths,
} from './support/page';

async function openContact(page: Page): Promise<void> {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
}

async function fillValid(
  page: Page,
  message = 'The quiz buttons cannot be reached with Tab.',
): Promise<void> {
  await page.getByLabel('Report an accessibility barrier').check();
  await page.getByLabel('Your name').fill('Sam Rivera');
  await page.getByLabel('Your email').fill('sam.rivera@example.org');
  await page.getByLabel('Your message').fill(message);
}

test.describe('the contact page', () => {
  test('a valid message shows the confirmation overlay; Close clears the form', async ({ page }) => {
    const errors = collectPageErrors(page);
    await openContact(page);
    await fillValid(page);
    await page.getByRole('button', { name: 'Send' }).click();
    const dialog = page.getByRole('dialog', { name: 'Message sent' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Thanks. We've received your message.");
    await expectNoAxeViolations(page, 'contact confirmation');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Your name')).toHaveValue('');
    await expect(page.getByLabel('Your email')).toHaveValue('');
    await expect(page.getByLabel('Your message')).toHaveValue('');
    await expect(page.getByLabel('Report an accessibility barrier')).not.toBeChecked();
    expect(errors).toEqual([]);
  });

  test('an empty submit focuses the error summary, whose links focus each field', async ({ page }) => {
    await openContact(page);
    await page.getByRole('button', { name: 'Send' }).click();
    await expectErrorSummary(page, [
      'Choose what your message is about.',
      'Name is required.',
      'Email is required.',
      'Message is required.',
    ]);
    // Each error stays beside its field too; the topic's link lands on its first choice.
    await expect(page.locator('.form-field__error')).toHaveText([
      'Choose what your message is about.',
      'Name is required.',
      'Email is required.',
      'Message is required.',
    ]);
    await page.getByRole('alert').getByRole('link', { name: 'Choose what your message is about.' }).click();
    await expect(page.getByLabel('Report an accessibility barrier')).toBeFocused();
    await expectNoAxeViolationsAtBothWidths(page, 'contact errors');
  });

  test('an invalid address shows its message on the email field and in the summary', async ({ page }) => {
    await openContact(page);
    await fillValid(page);
    await page.getByLabel('Your email').fill('sam@example');
    await page.getByRole('button', { name: 'Send' }).click();
    await expectErrorSummary(page, ['Valid email is required.']);
    await expect(page.getByLabel('Your email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Your email')).toHaveAccessibleDescription('Valid email is required.');
  });

  test("a field the server refuses shows the server's message on that field", async ({ page }) => {
    await openContact(page);
    // A control character only the server refuses: the browser's rules accept it.
    await fillValid(page);
    await page.getByLabel('Your name').fill('Sam\u0007Rivera');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.locator('#contact-name-error')).toHaveText(
      'Name contains characters we cannot accept.',
    );
    await expect(page.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
    await expectErrorSummary(page, ['Name contains characters we cannot accept.']);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('a refusal by the bot check says so in a sentence and keeps what was typed', async ({ page }) => {
    await openContact(page);
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        // As the server answers a bot check's refusal: the reason tells it from a stale security token.
        body: JSON.stringify({
          message: 'We could not confirm this was sent by a person. Please try again.',
          reason: 'bot-check',
        }),
      }),
    );
    await fillValid(page);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'We could not confirm that a person sent this form, so it was not accepted.',
    );
    await expect(page.getByLabel('Your name')).toHaveValue('Sam Rivera');
    await page.unroute('**/api/contact');
  });

  for (const width of [390, 1280]) {
    test(`axe finds nothing at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openContact(page);
      await expectNoAxeViolations(page, `contact ${width}px`);
    });
  }

  test('the footer and the 404 page link the contact page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('main').getByRole('link', { name: /Contact us/ })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' })).toBeVisible();
  });
});
