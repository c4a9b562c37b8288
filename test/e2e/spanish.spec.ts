import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/test';
import { localePath } from '../../site/routing/locale';
import { APP_PATHS } from '../../site/routing/route-paths';
import { collectPageErrors, expectNoAxeViolations } from './support/page';

/** The e2e server's data directory (playwright.config.ts). */
const VAR_DIR = 'var/e2e';
const WIDTHS = [390, 1280] as const;

test.describe('the site in Spanish', () => {
  for (const path of APP_PATHS) {
    const url = localePath('es', path);
    test(`${url} renders in Spanish, hydrates with no error, axe 0 at 390 and 1280 px`, async ({ page }) => {
      const errors = collectPageErrors(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(url);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
        await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeAttached();
        await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', path);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await expectNoAxeViolations(page, `${url} at ${String(width)} px`);
      }
      expect(errors).toEqual([]);
    });
  }

  test('the unknown Spanish path is the Spanish 404 page', async ({ page }) => {
    const response = await page.goto('/es/no-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos esa página');
    await expectNoAxeViolations(page, 'Spanish 404');
  });

  test('the switch keeps the page both ways, remembers only the choice made, and links stay in Spanish', async ({
    page,
    context,
  }) => {
    await page.goto('/contact');
    await page.getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contáctenos');
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('es');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacidad' }).click();
    await expect(page).toHaveURL(/\/es\/privacy-policy$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/es\/$/);
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
  });

  test('the switch works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/games/quiz-game');
    await page.getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/games\/quiz-game$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/games\/quiz-game$/);
    await context.close();
  });

  test('the contact form shows its errors in Spanish', async ({ page }) => {
    await page.goto('/es/contact');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('¡Uy! Hay algunos errores.').first()).toBeVisible();
    await expect(page.getByText('Elija el tema de su mensaje.').first()).toBeVisible();
    await expectNoAxeViolations(page, 'Spanish contact errors');
  });

  test('an email to a friend sent from the Spanish help page is in Spanish', async ({ page }) => {
    const outbox = (): string[] => {
      try {
        return readdirSync(join(VAR_DIR, 'outbox')).filter((f) => f.endsWith('.eml'));
      } catch {
        return [];
      }
    };
    await page.goto('/es/get-help-give-help');
    await page.waitForLoadState('networkidle');
    const field = page.locator('input[type="email"]');
    await field.fill('amigo@example');
    await field.press('Enter');
    await expect(page.getByRole('alert')).toContainText('Escriba un correo electrónico válido.');
    const friend = `amigo.${String(Date.now())}@example.com`;
    const before = new Set(outbox());
    await field.fill(friend);
    await field.press('Enter');
    await expect(page.getByRole('status')).toContainText(
      '¡Listo! Le dio a su amigo o amiga un poco de esperanza.',
    );
    const mine = outbox()
      .filter((f) => !before.has(f))
      .map((f) => readFileSync(join(VAR_DIR, 'outbox', f), 'utf8'))
      .filter((mail) => mail.includes(friend));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatch(/^Subject: .*Alguien/im);
    expect((mine[0] ?? '').replace(/=\r?\n/g, '')).toContain('/es/get-help-give-help');
  });
});

// Spanish words are longer: the longest game name must fit its tab in the fanned stack at every width,
// and the longest extra-time label ('Tiempo ×10') its pill, on one line.
test.describe('Spanish words fit their boxes', () => {
  // Each check loads its page afresh at each width, in one page (a new page per width cost a browser
  // context and a cold cache each time, for the same look at the same load).
  test('every card tab holds its whole name at 540, 768, 1024 and 1280 px', async ({ page }) => {
    for (const width of [540, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/es/');
      const tabs = await page.locator('.cp-card__tab').evaluateAll((all) =>
        all
          .filter((tab) => tab.getClientRects().length > 0)
          .map((tab) => {
            const box = tab.getBoundingClientRect();
            const range = document.createRange();
            range.selectNodeContents(tab);
            const text = range.getBoundingClientRect();
            // What the card lets show of the tab: its own box, cut by the card's rounded clip.
            const card = tab.closest('.cp-card')?.getBoundingClientRect() ?? box;
            return {
              name: tab.textContent,
              inside:
                text.top >= box.top - 1 &&
                text.bottom <= box.bottom + 1 &&
                text.left >= box.left - 1 &&
                text.right <= box.right + 1 &&
                text.top >= card.top - 1 &&
                text.bottom <= card.bottom + 1,
            };
          }),
      );
      expect(tabs.length, `${String(width)} px`).toBeGreaterThanOrEqual(4);
      expect(
        tabs.map((t) => t.name),
        `${String(width)} px`,
      ).toContain('#5 ¿Jugador o jugador con problemas?');
      for (const tab of tabs) expect(tab.inside, `${String(width)} px: ${tab.name}`).toBe(true);
    }
  });

  for (const path of ['/es/games/quiz-game', '/es/games/scroll-game']) {
    test(`the extra-time pills keep their labels on one line on ${path} at 320, 390 and 1280 px`, async ({
      page,
    }) => {
      for (const width of [320, 390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const labels = await page.locator('.timing-choice__option').evaluateAll((all) =>
          all.map((label) => {
            // The label's words only (not its radio): each line of them is one client rect of a text node.
            const rects: DOMRect[] = [];
            const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
              if ((node.textContent ?? '').trim() === '') continue;
              const range = document.createRange();
              range.selectNodeContents(node);
              rects.push(...range.getClientRects());
            }
            const tops = new Set(rects.map((r) => Math.round(r.top)));
            const box = label.getBoundingClientRect();
            const right = Math.max(...rects.map((r) => r.right));
            return { name: label.textContent, lines: tops.size, inside: right <= box.right + 1 };
          }),
        );
        expect(
          labels.map((l) => l.name),
          `${String(width)} px`,
        ).toContain('Tiempo ×10');
        for (const label of labels) {
          expect(label.lines, `${String(width)} px: ${label.name}`).toBe(1);
          expect(label.inside, `${String(width)} px: ${label.name}`).toBe(true);
        }
      }
    });
  }
});
