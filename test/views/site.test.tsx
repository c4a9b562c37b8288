import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes, preloadRoute } from '../../site/routing/routes';
import { readPageSettings } from '../../site/settings/page-settings';
import { APP_PATHS, isAppPath, UNLISTED_PATHS } from '../../site/routing/route-paths';
import { renderWithRuntime } from '../support/render';

function page(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'page-settings';
    script.textContent = json;
    doc.body.append(script);
  }
  return doc;
}

/** Renders the site at a path the way the browser does: the page's code is loaded first. */
async function renderRoute(route: string) {
  await preloadRoute(route);
  return renderWithRuntime(<AppRoutes />, { route });
}

describe('page settings', () => {
  it.each([
    [null, true],
    ['{}', true],
    ['{"tShirtsAvailable":false}', false],
    ['{"tShirtsAvailable":true}', true],
    ['{"tShirtsAvailable":"no"}', true],
    ['not json', true],
  ])('%s gives tShirtsAvailable %s', (json, expected) => {
    expect(readPageSettings(page(json)).tShirtsAvailable).toBe(expected);
  });
});

describe('routes', () => {
  it('knows its app paths, with or without a trailing slash', () => {
    expect(isAppPath('/games/gambler-quiz')).toBe(true);
    expect(isAppPath('/games/gambler-quiz/')).toBe(true);
    expect(isAppPath('/')).toBe(true);
    expect(isAppPath('/games/nope')).toBe(false);
  });

  it('shows a real 404 page listing every page a visitor would look for by name for an unknown path', async () => {
    await renderRoute('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We can’t find that page' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('navigation', { name: 'Pages on this site' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      APP_PATHS.filter((p) => !UNLISTED_PATHS.includes(p)),
    );
    expect(within(list).queryByRole('link', { name: /email/i })).toBeNull();
    expect(within(list).getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
    expect(within(list).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(within(list).getByRole('link', { name: 'Free Shirt!' })).toHaveAttribute(
      'href',
      '/games/register',
    );
  });

  it('renders the gambler quiz at its route', async () => {
    await renderRoute('/games/gambler-quiz');
    expect(await screen.findByRole('button', { name: 'Take the Quiz' })).toBeInTheDocument();
  });

  it('renders the help page with the Ohio helpline', async () => {
    await renderRoute('/get-help-give-help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Get help, give help' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /1-800-589-9966/ }).length).toBeGreaterThan(0);
  });
});

describe('the email preview page', () => {
  it('shows the same subject and words the server mails', async () => {
    const { emailFriendTemplate } = await import('../../site/content/email-friend');
    const { EMAIL_FRIEND_MESSAGE } = await import('../../site/content/en/email-message');
    const message = emailFriendTemplate(window.location.origin, EMAIL_FRIEND_MESSAGE, 'en');
    await renderRoute('/get-help-give-help/email-preview');
    expect(await screen.findByText(message.subject)).toBeInTheDocument();
    const email = within(screen.getByRole('article'));
    for (const p of message.paragraphs) {
      const shown = p.kind === 'text' ? p.text : p.label.replace(window.location.origin, '');
      expect(email.getByText(shown, { exact: false })).toBeInTheDocument();
    }
    expect(email.getByRole('link', { name: '1-800-589-9966' })).toHaveAttribute('href', 'tel:+18005899966');
  });

  it('links the site by the address the page was served with (PUBLIC_ORIGIN), else by its path', async () => {
    const origin = 'https://playsmart.example.org';
    const alternate = document.createElement('link');
    alternate.rel = 'alternate';
    alternate.hreflang = 'x-default';
    alternate.setAttribute('href', `${origin}/get-help-give-help/email-preview`);
    document.head.append(alternate);
    try {
      await renderRoute('/get-help-give-help/email-preview');
      const links = within(await screen.findByRole('article')).getAllByRole('link');
      // Its words as a browser shows them (the origin is an element of its own, hence textContent).
      const link = links.find((a) => a.textContent === `${origin}/get-help-give-help`);
      expect(link).toHaveAttribute('href', `${origin}/get-help-give-help`);
    } finally {
      alternate.remove();
    }
  });

  it('shows the path where the page names no public origin', async () => {
    await renderRoute('/get-help-give-help/email-preview');
    const link = within(await screen.findByRole('article')).getByRole('link', {
      name: '/get-help-give-help',
    });
    expect(link).toHaveAttribute('href', '/get-help-give-help');
  });
});
