import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type Page, waitsForHydration } from './support/test';
import { buildApp } from '../../site/server/app';
import {
  collectPageErrors,
  expectErrorSummary,
  expectNoAxeViolations,
  expectNoAxeViolationsAtBothWidths,
} from './support/page';

/** The e2e server's data directory (playwright.config.ts). */
const VAR_DIR = 'var/e2e';

/** A person nobody else in this run is: one sign-up per email and per name + birth date + address. */
function person(tag: string) {
  const id = `${tag}${String(Date.now())}${String(Math.floor(Math.random() * 1e6))}`;
  return { first: `Sam${id}`, street: `${id} Main St`, email: `sam.${id}@example.com` };
}

/** Runs a staff command against the running e2e server's database (through its admin socket). */
function staff(...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'site/server/admin/cli.ts', ...args], {
    env: { ...process.env, VAR_DIR },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Fills the sign-up with the keyboard alone: Tab from field to field, type, Space for the box. */
async function fillByKeyboard(page: Page, who: ReturnType<typeof person>): Promise<void> {
  await page.getByLabel('First name').focus();
  const typeThenTab = async (text: string) => {
    await page.keyboard.type(text);
    await page.keyboard.press('Tab');
  };
  await typeThenTab(who.first);
  await typeThenTab('Rivera');
  await typeThenTab('07/04/1990');
  await typeThenTab(who.street);
  await page.keyboard.press('Tab'); // Address 2 is optional
  await typeThenTab('Columbus');
  // The state is fixed (disabled), so Tab goes on to the ZIP code.
  await expect(page.getByLabel('ZIP code')).toBeFocused();
  await typeThenTab('43215');
  await typeThenTab(who.email);
  await expect(page.getByLabel('Shirt size')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox')).toBeFocused();
  await page.keyboard.press('Space');
}

async function openRegister(page: Page, query = ''): Promise<void> {
  await page.goto(`/games/register${query}`);
  await page.waitForLoadState('networkidle');
}

test.describe('the free T-shirt sign-up', () => {
  test('an empty submit focuses the error summary, whose links focus each field; axe in both states', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await openRegister(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free Shirt!');
    await expect(page.getByLabel('State')).toBeDisabled();
    await expectNoAxeViolations(page, 'sign-up idle');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectErrorSummary(page, [
      'First name is required.',
      'Last name is required.',
      'Date of birth is required.',
      'Address 1 is required.',
      'City is required.',
      'ZIP code is required.',
      'Email is required.',
      'Shirt size is required.',
      'You must agree to the privacy policy.',
    ]);
    // Each error stays beside its field too.
    await expect(page.locator('#reg-dob-error')).toHaveText('Date of birth is required.');
    await expect(page.locator('#reg-opt_in-error')).toHaveText('You must agree to the privacy policy.');
    await expectNoAxeViolationsAtBothWidths(page, 'sign-up errors');
    expect(errors).toEqual([]);
  });

  test('a fresh browser signs up by keyboard alone; staff find the row with its source; the offers go', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = waitsForHydration(await context.newPage());
    const errors = collectPageErrors(page);
    // Reading pages sets no cookies; a page with a form sets the pair its token (for the form posted
    // without JavaScript) is bound to.
    await page.goto('/');
    // The offer is in the share section at the foot of the page, whose code loads at the visitor's first
    // sign of life (site/shell/deferred.tsx): the visitor scrolls down to it.
    await page.mouse.wheel(0, 20_000);
    await expect(page.getByRole('link', { name: 'Get your free T-shirt' })).toBeVisible();
    expect(await context.cookies()).toEqual([]);
    await openRegister(page, '?source=home');
    expect((await context.cookies()).map((c) => c.name).sort()).toEqual(['XSRF-TOKEN', 'anon']);
    const who = person('kb');
    await fillByKeyboard(page, who);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'privacy policy (opens in a new tab)' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeFocused();
    await page.keyboard.press('Enter');
    // The thank-you takes the form's place, its heading focused; no blank form invites a second sign-up.
    const thanks = page.getByRole('heading', { name: "Thanks. We've received your submission." });
    await expect(thanks).toBeFocused();
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Play the games' })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, 'sign-up success');
    // A reload keeps the thank-you (this browser's 'registered' flag); a form for someone else is reset.
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(thanks).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Request a shirt for someone else' }).click();
    await expect(page.getByLabel('First name')).toBeFocused();
    await expect(page.getByLabel('First name')).toHaveValue('');
    await expect(page.getByLabel('State')).toHaveValue('Ohio');
    expect((await context.cookies()).map((c) => c.name).sort()).toEqual(['XSRF-TOKEN', 'anon']);

    const csv = staff('export');
    const row = csv.split(/\r?\n/).find((line) => line.includes(who.email));
    expect(row).toContain(who.first);
    expect(row).toContain('1990-07-04');
    expect(row).toMatch(/,home$/);

    expect(await page.evaluate(() => localStorage.getItem('registered'))).toBe('true');
    await page.getByRole('link', { name: 'Play Smart' }).first().click();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('link', { name: 'Get your free T-shirt' })).toHaveCount(0);
    expect(errors.filter((e) => !e.includes('status of 4'))).toEqual([]);
    await context.close();
  });

  test('a second sign-up with the same email gets a clear message by its field; input kept', async ({
    page,
  }) => {
    const who = person('dup');
    for (const attempt of [1, 2]) {
      await openRegister(page, '?source=gambler-quiz');
      // This browser signed up in the first round: the page shows the thank-you until asked for a form.
      if (attempt === 2) await page.getByRole('button', { name: 'Request a shirt for someone else' }).click();
      await fillByKeyboard(
        page,
        attempt === 1 ? who : { ...who, first: `${who.first}x`, street: `${who.street}x` },
      );
      await page.getByRole('button', { name: 'Submit' }).click();
      if (attempt === 1) {
        await expect(
          page.getByRole('heading', { name: "Thanks. We've received your submission." }),
        ).toBeVisible();
      }
    }
    const email = page.getByLabel('Email');
    // The server's error is beside its field and in the summary, whose link takes focus to the field.
    await expect(page.locator('#reg-email-error')).toHaveText(
      'A shirt has already been requested with this email address.',
    );
    await expectErrorSummary(page, ['A shirt has already been requested with this email address.']);
    await expect(email).toHaveValue(who.email);
    await expectNoAxeViolationsAtBothWidths(page, 'sign-up duplicate email');
  });

  test('no answer from the network: a clear sentence, and Try again sends the kept answers', async ({
    page,
  }) => {
    await openRegister(page);
    await page.route('**/api/register', (route) => route.abort());
    await fillByKeyboard(page, person('net'));
    await page.getByRole('button', { name: 'Submit' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('We could not reach our server.');
    await expectNoAxeViolations(page, 'sign-up no answer');
    await page.unroute('**/api/register');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(
      page.getByRole('heading', { name: "Thanks. We've received your submission." }),
    ).toBeFocused();
  });

  test('with no shirts left the page says so kindly, with and without JavaScript, and shows no form', async ({
    browser,
  }) => {
    // A second server on the same build, answering as the real one does once staff's stock reaches 0
    // (its page settings say no shirts): the site half of the app, no database, so it starts at once.
    const app = await buildApp({
      distDir: resolve('dist'),
      logLevel: 'silent',
      pageSettings: () => ({ tShirtsAvailable: false }),
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (const javaScriptEnabled of [false, true]) {
        const context = await browser.newContext({ javaScriptEnabled });
        const page = waitsForHydration(await context.newPage(), javaScriptEnabled);
        const errors = collectPageErrors(page);
        await page.goto(`${base}/games/register`);
        if (javaScriptEnabled) await page.waitForLoadState('networkidle');
        await expect(
          page.getByRole('heading', { name: 'All the free shirts have found a home' }),
        ).toBeVisible();
        await expect(page.getByRole('button', { name: 'Submit' })).toBeHidden();
        await expect(page.getByRole('link', { name: 'Get help, give help' })).toBeVisible();
        if (javaScriptEnabled) {
          await expect(page.getByRole('textbox')).toHaveCount(0);
          await expectNoAxeViolations(page, 'sign-up closed');
          expect(errors).toEqual([]);
        }
        await context.close();
      }
    } finally {
      await app.close();
    }
  });

  test('the privacy policy opens in a new tab from the opt-in', async ({ page, context }) => {
    await openRegister(page);
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'privacy policy (opens in a new tab)' }).click(),
    ]);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  });
});

test.describe('email a friend', () => {
  function outbox(): string[] {
    try {
      return readdirSync(join(VAR_DIR, 'outbox')).filter((f) => f.endsWith('.eml'));
    } catch {
      return [];
    }
  }

  test('a fresh browser sends one message by keyboard alone and nothing keeps the address', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = waitsForHydration(await context.newPage());
    const errors = collectPageErrors(page);
    await page.goto('/get-help-give-help');
    await page.waitForLoadState('networkidle');
    const field = page.getByLabel('Your friend’s email address');
    await expect(page.getByText('No email addresses are stored.')).toBeVisible();
    await expectNoAxeViolations(page, 'email a friend idle');

    await field.focus();
    await page.keyboard.type('pal@example');
    await page.keyboard.press('Enter');
    await expectErrorSummary(page, ['Valid email is required.']);
    await expect(field).toHaveAccessibleDescription('Valid email is required.');
    await expectNoAxeViolationsAtBothWidths(page, 'email a friend error');

    const friend = `pal.${String(Date.now())}@example.com`;
    const before = new Set(outbox());
    await field.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(friend);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'SEND' })).toBeFocused();
    await page.keyboard.press('Enter');
    const done = page.getByRole('status');
    await expect(done).toContainText("Congrats! You've given your friend some hope.");
    await expect(done).toBeFocused();
    await expect(field).toHaveValue('');
    await expectNoAxeViolations(page, 'email a friend sent');

    const added = outbox().filter((f) => !before.has(f));
    const mine = added.filter((f) => readFileSync(join(VAR_DIR, 'outbox', f), 'utf8').includes(friend));
    expect(mine).toHaveLength(1);
    // The outbox is the mail queue; the database and the staff export never see the address.
    expect(staff('export')).not.toContain(friend);
    const dataLayer = await page.evaluate(() =>
      JSON.stringify((window as { dataLayer?: unknown }).dataLayer ?? []),
    );
    expect(dataLayer).not.toContain(friend);
    expect(errors.filter((e) => !e.includes('status of 4'))).toEqual([]);
    await context.close();
  });

  test('Preview Email opens the preview in a new tab, with no axe violations', async ({ page, context }) => {
    await page.goto('/get-help-give-help');
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Preview Email (opens in a new tab)' }).click(),
    ]);
    await expect(tab).toHaveURL(/\/get-help-give-help\/email-preview$/);
    // The accessibility statement says axe checks every page: the preview is one.
    await tab.waitForLoadState('networkidle');
    await expectNoAxeViolations(tab, 'email preview');
  });
});
