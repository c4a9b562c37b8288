import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHARING_POPUP_CLOSE_CHECK_MS, SHARING_POPUP_HEIGHT, SHARING_POPUP_WIDTH } from '@play-smart/engine';
import { COMMON_WORDS } from '../../site/content/en/common';
import { DEFAULT_SHARING } from '../../site/content/sharing';
import { connectShareBar, ShareBar, SharingProvider } from '../../views/share';
import { renderWithRuntime } from '../support/render';

const user = userEvent.setup({ delay: null });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('connectShareBar', () => {
  it('offers facebook and twitter as popups and email as a mailto: link, with campaign parameters', () => {
    const items = connectShareBar('https://x.org/games/quiz-game', DEFAULT_SHARING, COMMON_WORDS.share, {
      text: 'I played',
      subject: 'Look',
    });
    expect(items.map((i) => [i.network, i.kind])).toEqual([
      ['facebook', 'popup'],
      ['twitter', 'popup'],
      ['email', 'link'],
    ]);
    const facebook = items[0];
    if (facebook?.kind !== 'popup') throw new Error('facebook is a popup');
    const { url, features } = facebook.open({ width: 1000, height: 800 });
    expect(new URL(url).searchParams.get('u')).toBe(
      'https://x.org/games/quiz-game?utm_source=facebook&utm_medium=social&utm_campaign=play-smart-share',
    );
    expect(features).toContain(`width=${SHARING_POPUP_WIDTH},height=${SHARING_POPUP_HEIGHT}`);
    const email = items[2];
    if (email?.kind !== 'link') throw new Error('email is a link');
    expect(email.href.startsWith('mailto:?subject=Look&body=I%20played')).toBe(true);
    expect(decodeURIComponent(email.href)).toContain('https://x.org/games/quiz-game?utm_source=email');
  });
});

describe('<ShareBar>', () => {
  it('shares the current page by email and opens a 626x436 popup, then refocuses its button when closed', async () => {
    const popup = { closed: false, opener: {} as unknown, location: { href: '' } };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { runtime } = renderWithRuntime(
      <SharingProvider config={DEFAULT_SHARING}>
        <ShareBar text="My nickname" />
      </SharingProvider>,
    );
    const email = screen.getByRole('link', { name: 'Share by email' });
    expect(decodeURIComponent(email.getAttribute('href') ?? '')).toContain(window.location.origin);

    const facebook = screen.getByRole('button', { name: 'Share on Facebook (opens a window)' });
    await user.click(facebook);
    expect(open).toHaveBeenCalledWith('', 'share-facebook', expect.stringContaining('width=626,height=436'));
    expect(popup.opener).toBeNull();
    expect(popup.location.href).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);

    screen.getByRole('link', { name: 'Share by email' }).focus();
    act(() => {
      runtime.clock.advance(SHARING_POPUP_CLOSE_CHECK_MS);
    });
    expect(facebook).not.toHaveFocus();
    popup.closed = true;
    act(() => {
      runtime.clock.advance(SHARING_POPUP_CLOSE_CHECK_MS);
    });
    expect(facebook).toHaveFocus();
    expect(runtime.clock.pending()).toBe(0);
  });

  it('stops checking the popup when the bar goes away', async () => {
    vi.spyOn(window, 'open').mockReturnValue({
      closed: false,
      opener: null,
      location: { href: '' },
    } as never);
    const { runtime, unmount } = renderWithRuntime(<ShareBar />);
    await user.click(screen.getByRole('button', { name: /Share on X/ }));
    expect(runtime.clock.pending()).toBe(1);
    unmount();
    expect(runtime.clock.pending()).toBe(0);
  });
});
