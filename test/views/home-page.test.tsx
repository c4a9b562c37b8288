import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CARD_PICKER_PRELOAD_IMAGES } from '@play-smart/engine';
import { renderPage } from '../../site/entry-server';
import { AppRoutes, preloadRoute } from '../../site/routing/routes';
import { renderWithRuntime } from '../support/render';

describe('the home page', () => {
  it('is prerendered whole: its deferred sections are in the HTML, their pictures lazy and not preloaded', async () => {
    const { html } = await renderPage('/');
    for (const text of [
      'Pick a game',
      'Myths and facts',
      'Get The Fact',
      'Help with gambling problems',
      'Share',
    ]) {
      expect(html).toContain(text);
    }
    // Below the first screen: the browser asks for them as they near it, not before the page's load event.
    for (const src of CARD_PICKER_PRELOAD_IMAGES) {
      expect(html).toMatch(new RegExp(`<img [^>]*src="${src}"[^>]*loading="lazy"`));
      expect(html).not.toMatch(new RegExp(`<link rel="preload"[^>]*href="${src}"`));
    }
    expect(html).not.toMatch(/<img (?![^>]*loading="lazy")[^>]*src="\/images\/costulator\//);
    // The hero's still is the band's background, inlined in the style sheet: the video has no poster to
    // fetch, and the page preloads none.
    expect(html).toMatch(/<video [^>]*class="bg-video__media"/);
    expect(html).not.toMatch(/<video [^>]*poster=/);
    expect(html).not.toMatch(/<link rel="preload" href="\/video\//);
    // The T-shirt offer reads this browser's storage: never in the prerendered page.
    expect(html).not.toContain('Get your free T-shirt');
  });

  it('renders its sections in order after a client-side visit, the deferred ones once their code is in', async () => {
    await preloadRoute('/');
    // Awaited: the deferred sections suspend until their code is in.
    await act(async () => {
      renderWithRuntime(<AppRoutes />, { route: '/' });
      await Promise.resolve();
    });
    await waitFor(() => {
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Pick a game',
        'The Costulator',
        'Myths and facts',
        'Help with gambling problems',
      ]);
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Play smart. Know the odds.');
    expect(await screen.findByRole('link', { name: 'Get your free T-shirt' })).toHaveAttribute(
      'href',
      '/games/register?source=home',
    );
  });
});
