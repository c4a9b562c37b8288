import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  MODAL_FRAME_FOCUS_DELAY_MS,
  MODAL_FRAME_FOCUS_WARNING,
  MODAL_FRAME_RETRY_MS,
  MODAL_INITIAL_FOCUS_DELAY_MS,
  MODAL_PLAYER_LOAD_TIMEOUT_MS,
  modalOpenEventName,
} from '@play-smart/engine';
import { MODAL_WORDS } from '../../site/content/en/modals';
import { GeneralModal, ModalTrigger, VideoModal } from '../../views/modals';
import { renderWithRuntime } from '../support/render';

const user = userEvent.setup({ delay: null });

function frame(): HTMLIFrameElement | null {
  return document.querySelector('iframe');
}

/** Emits modal:open:video; without an id, as a page whose item has none (any modal:open payload). */
function openVideo(runtime: ReturnType<typeof renderWithRuntime>['runtime'], vimeoId?: string): void {
  act(() => {
    if (vimeoId === undefined) runtime.bus.emit(modalOpenEventName('video'), { modalType: 'video' });
    else runtime.bus.emit('modal:open:video', { modalType: 'video', vimeoId });
  });
}

function videoSetup() {
  return renderWithRuntime(
    <>
      <button type="button">Watch</button>
      <VideoModal words={MODAL_WORDS} />
    </>,
  );
}

describe('<VideoModal>', () => {
  it('opens on modal:open:video with a 16:9 embed of the id, and renders nothing while closed', async () => {
    const { runtime } = videoSetup();
    expect(screen.queryByRole('dialog')).toBeNull();
    openVideo(runtime, '378622991');
    expect(await screen.findByRole('dialog', { name: 'Game video' })).toBeInTheDocument();
    await waitFor(() => {
      expect(frame()).not.toBeNull();
    });
    expect(frame()?.src).toBe('https://player.vimeo.com/video/378622991?autoplay=1');
    expect(frame()?.closest('.video-frame')).not.toBeNull();
  });

  it('embeds a showcase page for the two showcase ids', async () => {
    const { runtime } = videoSetup();
    openVideo(runtime, '9155047');
    await waitFor(() => {
      expect(frame()?.src).toBe('https://vimeo.com/showcase/9155047/embed');
    });
  });

  it('renders no player for an item without an id', async () => {
    const { runtime } = videoSetup();
    openVideo(runtime);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(frame()).toBeNull();
    act(() => {
      runtime.clock.advance(MODAL_FRAME_FOCUS_DELAY_MS * 2);
    });
    expect(runtime.focused).toEqual([]);
  });

  it('when the player does not load in time, shows a message and a link to Vimeo, which gets focus', async () => {
    const { runtime } = videoSetup();
    openVideo(runtime, '378622991');
    await waitFor(() => {
      expect(frame()).not.toBeNull();
    });
    act(() => {
      runtime.clock.advance(MODAL_PLAYER_LOAD_TIMEOUT_MS);
    });
    expect(await screen.findByText(MODAL_WORDS.videoUnavailable)).toBeVisible();
    const link = screen.getByRole('link', { name: MODAL_WORDS.watchOnVimeo });
    expect(link).toHaveAttribute('href', 'https://vimeo.com/378622991');
    expect(link).toHaveAttribute('target', '_blank');
    expect(frame()).toBeNull();
    expect(runtime.focused).toContain('modal:video-fallback');
    await waitFor(() => {
      expect(link).toHaveFocus();
    });
    // The close button stays first in the dialog's tab order, before the link.
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: MODAL_WORDS.close })).toHaveFocus();
  });

  it('makes the frame keyboard accessible and focuses it after 1 s, not before', async () => {
    const { runtime } = videoSetup();
    openVideo(runtime, '474728118');
    await waitFor(() => {
      expect(frame()).not.toBeNull();
    });
    act(() => {
      runtime.clock.advance(MODAL_FRAME_FOCUS_DELAY_MS - 1);
    });
    expect(frame()).not.toHaveAttribute('role');
    expect(runtime.focused).toEqual([]);
    act(() => {
      runtime.clock.advance(1);
    });
    expect(frame()).toHaveAttribute('role', 'application');
    expect(frame()).toHaveAttribute('tabindex', '0');
    expect(frame()).toHaveAccessibleName('Video player - Press space to play/pause, arrow keys to seek');
    expect(runtime.focused).toEqual(['modal:video-frame']);
    await waitFor(() => {
      expect(frame()).toHaveFocus();
    });
  });

  it('retries once 500 ms after a missed frame, then warns', async () => {
    const { runtime } = videoSetup();
    openVideo(runtime, '474728118');
    await waitFor(() => {
      expect(frame()).not.toBeNull();
    });
    const box = frame()?.parentElement as HTMLElement;
    const el = frame() as HTMLIFrameElement;
    el.remove();
    act(() => {
      runtime.clock.advance(MODAL_FRAME_FOCUS_DELAY_MS);
    });
    expect(runtime.focused).toEqual(['modal:video-frame']);
    act(() => {
      runtime.clock.advance(MODAL_FRAME_RETRY_MS - 1);
    });
    expect(runtime.focused).toHaveLength(1);
    act(() => {
      runtime.clock.advance(1);
    });
    expect(runtime.focused).toEqual(['modal:video-frame', 'modal:video-frame']);
    expect(runtime.logged.map((e) => [e.level, e.message.startsWith(MODAL_FRAME_FOCUS_WARNING)])).toEqual([
      ['warn', true],
    ]);
    // A frame that arrives for the retry is focused and nothing is logged.
    const second = renderWithRuntime(<VideoModal words={MODAL_WORDS} />);
    openVideo(second.runtime, '378622991');
    await waitFor(() => {
      expect(document.querySelectorAll('iframe')).toHaveLength(1);
    });
    const late = document.querySelector('iframe') as HTMLIFrameElement;
    const lateBox = late.parentElement as HTMLElement;
    late.remove();
    act(() => {
      second.runtime.clock.advance(MODAL_FRAME_FOCUS_DELAY_MS);
    });
    lateBox.append(late);
    act(() => {
      second.runtime.clock.advance(MODAL_FRAME_RETRY_MS);
    });
    expect(second.runtime.focused).toEqual(['modal:video-frame', 'modal:video-frame']);
    expect(second.runtime.logged).toEqual([]);
    expect(box.isConnected).toBe(true);
  });

  it('closes on its close button and on modal:close, giving focus back', async () => {
    const { runtime } = videoSetup();
    const watch = screen.getByRole('button', { name: 'Watch' });
    watch.focus();
    openVideo(runtime, '378622991');
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(watch).toHaveFocus();
    expect(document.documentElement).not.toHaveClass('has-modal');
    openVideo(runtime, '378622991');
    await screen.findByRole('dialog');
    expect(document.documentElement).toHaveClass('has-modal');
    act(() => {
      runtime.bus.emit('modal:close', undefined);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(frame()).toBeNull();
  });
});

describe('<GeneralModal> and <ModalTrigger>', () => {
  function setup() {
    return renderWithRuntime(
      <>
        <ModalTrigger
          modalType="myth-fact"
          content={{ title: 'A myth', paragraphs: ['The fact.'] }}
          words={MODAL_WORDS}
        />
        <GeneralModal modalType="myth-fact" words={MODAL_WORDS} />
        <GeneralModal modalType="other" words={MODAL_WORDS} />
      </>,
    );
  }

  it("labels the trigger 'View In Modal' when the page gives no label", () => {
    setup();
    expect(screen.getByRole('button', { name: 'View In Modal' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('opens the modal of its type only, and moves focus to its close button after 300 ms', async () => {
    const { runtime } = setup();
    const opened: string[] = [];
    runtime.bus.on('modal:open:myth-fact', (p) => opened.push(p.modalType));
    await user.click(screen.getByRole('button', { name: 'View In Modal' }));
    expect(opened).toEqual(['myth-fact']);
    const dialog = await screen.findByRole('dialog', { name: 'A myth' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(dialog).toHaveTextContent('The fact.');
    const close = screen.getByRole('button', { name: 'Close' });
    act(() => {
      runtime.clock.advance(MODAL_INITIAL_FOCUS_DELAY_MS - 1);
    });
    expect(close).not.toHaveFocus();
    act(() => {
      runtime.clock.advance(1);
    });
    expect(close).toHaveFocus();
  });

  it('keeps Tab inside, closes on Escape and gives focus back to the trigger', async () => {
    const { runtime } = setup();
    const trigger = screen.getByRole('button', { name: 'View In Modal' });
    await user.click(trigger);
    await screen.findByRole('dialog');
    act(() => {
      runtime.clock.advance(MODAL_INITIAL_FOCUS_DELAY_MS);
    });
    const close = screen.getByRole('button', { name: 'Close' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    const dialog = screen.getByRole('dialog');
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('closes on a click outside its content (on the backdrop), not on a click inside', async () => {
    setup();
    await user.click(screen.getByRole('button', { name: 'View In Modal' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(screen.getByText('The fact.'));
    expect(screen.getByRole('dialog')).toBe(dialog);
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
