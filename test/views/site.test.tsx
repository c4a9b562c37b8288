import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../site/routes';
import { readPageSettings } from '../../site/page-settings';
import { isAppPath } from '../../site/route-paths';
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

  it('shows a real 404 page with a link home for an unknown path', async () => {
    renderWithRuntime(<AppRoutes />, { route: '/no/such/page' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We can’t find that page' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('renders the gambler quiz at its route', async () => {
    renderWithRuntime(<AppRoutes />, { route: '/games/gambler-quiz' });
    expect(await screen.findByRole('button', { name: 'Take the Quiz' })).toBeInTheDocument();
  });

  it('renders the help page with the Ohio helpline', async () => {
    renderWithRuntime(<AppRoutes />, { route: '/get-help-give-help' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Get help, give help' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /1-800-589-9966/ }).length).toBeGreaterThan(0);
  });
});

describe('the email preview page', () => {
  it('shows the same subject and words the server mails', async () => {
    const { emailFriendTemplate } = await import('../../site/content/email-friend');
    const message = emailFriendTemplate(window.location.origin);
    renderWithRuntime(<AppRoutes />, { route: '/get-help-give-help/email-preview' });
    expect(await screen.findByText(message.subject)).toBeInTheDocument();
    const email = within(screen.getByRole('article'));
    for (const p of message.paragraphs) {
      expect(email.getByText(p.kind === 'text' ? p.text : p.label, { exact: false })).toBeInTheDocument();
    }
    expect(email.getByRole('link', { name: '1-800-589-9966' })).toHaveAttribute('href', 'tel:+18005899966');
  });
});
