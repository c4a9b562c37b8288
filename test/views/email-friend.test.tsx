import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HttpResult } from '../../views/runtime';
import { EmailFriend, connectEmailFriend } from '../../views/email-friend';
import { emailFriendForm } from '@play-smart/engine';
import { FORM_WORDS } from '../../site/content/en/forms';
import { EMAIL_FRIEND_WORDS } from '../../site/content/en/email-friend';
import { renderWithRuntime } from '../support/render';

const user = userEvent.setup({ delay: null });

function setup(respond: () => HttpResult | Promise<HttpResult>) {
  return renderWithRuntime(
    <EmailFriend words={EMAIL_FRIEND_WORDS} formWords={FORM_WORDS} botCheckSiteKey={null} />,
    { respond },
  );
}

const sent: HttpResult = { ok: true, status: 200, body: { message: 'ok' } };

describe('<EmailFriend>', () => {
  it('has one email field, SEND, the preview link in a new tab and the note', () => {
    setup(() => sent);
    expect(screen.getByLabelText('Your friend’s email address')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'SEND' })).toBeInTheDocument();
    const preview = screen.getByRole('link', { name: 'Preview Email (opens in a new tab)' });
    expect(preview).toHaveAttribute('href', '/get-help-give-help/email-preview');
    expect(preview).toHaveAttribute('target', '_blank');
    expect(screen.getByText('No email addresses are stored.')).toBeInTheDocument();
  });

  it('errors go to an error summary that takes focus and links to the field; nothing is sent', async () => {
    const { runtime } = setup(() => sent);
    const field = screen.getByLabelText('Your friend’s email address');
    await user.type(field, 'pal@example');
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    const alert = screen.getByRole('alert');
    // Headed one level below the form's own h3.
    expect(within(alert).getByRole('heading', { level: 4 })).toHaveTextContent(
      'Oops! There are some errors.',
    );
    await waitFor(() => {
      expect(alert).toHaveFocus();
    });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Valid email is required.');
    const link = within(alert).getByRole('link', { name: 'Valid email is required.' });
    expect(link).toHaveAttribute('href', `#${field.id}`);
    await user.click(link);
    expect(field).toHaveFocus();
    expect(runtime.requests).toEqual([]);
  });

  it('SEND is aria-disabled while sending; success confirms and empties the field', async () => {
    let release: (r: HttpResult) => void = () => undefined;
    const answer = new Promise<HttpResult>((resolve) => {
      release = resolve;
    });
    const { runtime } = setup(() => answer);
    await user.type(screen.getByLabelText('Your friend’s email address'), 'pal@example.com');
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    expect(screen.getByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-disabled', 'true');
    expect(runtime.requests).toEqual([
      { method: 'POST', url: '/api/emailfriend', body: { email: 'pal@example.com' } },
    ]);
    await act(async () => {
      release(sent);
      await answer;
    });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent("Congrats! You've given your friend some hope.");
    await waitFor(() => {
      expect(status).toHaveFocus();
    });
    expect(screen.getByLabelText('Your friend’s email address')).toHaveValue('');
    expect(runtime.tracked).toEqual([]);
  });

  it('a mail relay that fails gets a clear sentence in the focused alert; the address stays', async () => {
    setup(() => ({ ok: false, status: 503, body: { message: 'We could not send the email right now.' } }));
    await user.type(screen.getByLabelText('Your friend’s email address'), 'pal@example.com');
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FORM_WORDS.failures.busy);
    expect(alert).toHaveTextContent('try again in a minute');
    await waitFor(() => {
      expect(alert).toHaveFocus();
    });
    expect(screen.getByLabelText('Your friend’s email address')).toHaveValue('pal@example.com');
  });
});

describe('an answer that marks no field', () => {
  it.each([
    [400, { message: 'The request could not be understood.' }],
    [422, { message: 'This Idempotency-Key was already used for a different submission.' }],
  ])('%i says the form as a whole was not accepted, not "the fields marked below"', async (status, body) => {
    setup(() => ({ ok: false, status, body }));
    await user.type(screen.getByLabelText('Your friend’s email address'), 'pal@example.com');
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FORM_WORDS.rejectedWhole);
    expect(alert).not.toHaveTextContent(FORM_WORDS.failures.rejected);
    expect(alert).not.toHaveTextContent(FORM_WORDS.errorBanner);
  });

  it('a 422 that marks a field keeps the banner and "the fields marked below"', async () => {
    setup(() => ({
      ok: false,
      status: 422,
      body: { message: 'Oops! There are some errors.', errors: { email: ['Valid email is required.'] } },
    }));
    await user.type(screen.getByLabelText('Your friend’s email address'), 'pal@example.com');
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FORM_WORDS.failures.rejected);
    expect(alert).toHaveTextContent(FORM_WORDS.errorBanner);
  });
});

describe('connectEmailFriend', () => {
  it('links the summary to the field’s error and sends one event per handler', () => {
    const events: unknown[] = [];
    const idle = emailFriendForm.init({}, 0, 1).state;
    const errors = emailFriendForm.step(idle, { type: 'submit', at: 1 }).state;
    const api = connectEmailFriend(errors, (e) => events.push(e), EMAIL_FRIEND_WORDS, FORM_WORDS);
    expect(api.status.alert?.errors).toEqual([
      { targetId: 'friend-email', href: '#friend-email', text: 'Email is required.' },
    ]);
    expect(api.email.control['aria-describedby']).toBe('friend-email-error');
    api.email.onChange('a@b.co');
    api.status.onSubmit();
    expect(events).toEqual([{ type: 'fieldChanged', name: 'email', value: 'a@b.co' }, { type: 'submit' }]);
  });
});
