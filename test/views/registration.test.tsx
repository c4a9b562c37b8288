import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORMS_BOTCHECK_LABEL_APPLY_MS, FORMS_BOTCHECK_LABEL_RETRY_MS } from '@play-smart/engine';
import type { HttpRequest, HttpResult } from '../../views/runtime';
import { Registration } from '../../views/registration';
import { RECAPTCHA_SCRIPT_URL } from '../../views/forms';
import { FORM_WORDS } from '../../site/content/en/forms';
import { REGISTRATION_WORDS } from '../../site/content/en/registration';
import { renderWithRuntime } from '../support/render';

const user = userEvent.setup({ delay: null });

/** An answer the test releases when it wants, so the processing stage can be looked at. */
function deferred() {
  let release: (result: HttpResult) => void = () => undefined;
  const promise = new Promise<HttpResult>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

function setup(
  respond: (req: HttpRequest) => HttpResult | Promise<HttpResult>,
  props: { siteKey?: string | null; source?: string | null } = {},
  storage: Record<string, string> = {},
) {
  return renderWithRuntime(
    <Registration
      words={REGISTRATION_WORDS}
      formWords={FORM_WORDS}
      botCheckSiteKey={props.siteKey ?? null}
      source={props.source === undefined ? 'gambler-quiz' : props.source}
    />,
    { respond, storage },
  );
}

const created: HttpResult = {
  ok: true,
  status: 201,
  body: { message: "Thanks. We've received your submission." },
};

async function fillValid() {
  await user.type(screen.getByLabelText('First name'), 'Sam');
  await user.type(screen.getByLabelText('Last name'), 'Rivera');
  await user.type(screen.getByLabelText('Date of birth'), '07/04/1990');
  await user.type(screen.getByLabelText('Address 1'), '1 Main St');
  await user.type(screen.getByLabelText('City'), 'Columbus');
  await user.type(screen.getByLabelText('ZIP code'), '43215');
  await user.type(screen.getByLabelText('Email'), 'sam@example.com');
  await user.selectOptions(screen.getByLabelText('Shirt size'), 'Large');
  await user.click(screen.getByRole('checkbox'));
}

function submit() {
  return user.click(screen.getByRole('button', { name: /Submit|Sending/ }));
}

describe('<Registration>', () => {
  it('shows every registration field with a visible label, Ohio fixed, the optional marker and the sizes', () => {
    setup(() => created);
    const state = screen.getByLabelText('State');
    expect(state).toBeDisabled();
    expect(state).toHaveValue('Ohio');
    expect(screen.getByLabelText('Address 2 (Optional)')).not.toBeRequired();
    expect(screen.getByLabelText('ZIP code')).toHaveAttribute('maxlength', '5');
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      'MM/DD/YYYY, for example 07/04/1990',
    );
    const sizes = within(screen.getByLabelText('Shirt size')).getAllByRole('option');
    expect(sizes.map((o) => o.textContent)).toEqual([
      'Select One',
      'Small',
      'Medium',
      'Large',
      'X-Large',
      '2XL',
      '3XL',
      '4XL',
    ]);
    const privacy = screen.getByRole('link', { name: 'privacy policy (opens in a new tab)' });
    expect(privacy).toHaveAttribute('href', '/privacy-policy');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(
      screen.getByRole('checkbox', { name: /I have read and agree to the privacy policy/ }),
    ).not.toBeChecked();
    // The browser's own validation is off: the engine's runs.
    expect(screen.getByRole('button', { name: 'Submit' }).closest('form')).toHaveAttribute('novalidate');
  });

  it('an empty submit shows the error summary, focused, and inline errors, and sends nothing', async () => {
    const { runtime } = setup(() => created);
    await submit();
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Oops! There are some errors.',
    );
    await waitFor(() => {
      expect(summary).toHaveFocus();
    });
    // Every field's error, in the form's order, each a link to its field.
    const links = within(summary).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['First name is required.', '#reg-first_name'],
      ['Last name is required.', '#reg-last_name'],
      ['Date of birth is required.', '#reg-dob'],
      ['Address 1 is required.', '#reg-address_1'],
      ['City is required.', '#reg-city'],
      ['ZIP code is required.', '#reg-postal_code'],
      ['Email is required.', '#reg-email'],
      ['Shirt size is required.', '#reg-shirt_size'],
      ['You must agree to the privacy policy.', '#reg-opt_in'],
    ]);
    await user.click(within(summary).getByRole('link', { name: 'Email is required.' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: 'You must agree to the privacy policy.' }));
    expect(screen.getByRole('checkbox')).toHaveFocus();
    const dob = screen.getByLabelText('Date of birth');
    expect(dob).toHaveAttribute('aria-invalid', 'true');
    expect(dob).toHaveAccessibleDescription('MM/DD/YYYY, for example 07/04/1990 Date of birth is required.');
    expect(screen.getByText('You must agree to the privacy policy.', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('You must agree to the privacy policy.');
    expect(runtime.requests).toEqual([]);
    // Fixing a field clears its own error only, beside it and in the summary.
    await user.type(screen.getByLabelText('Date of birth'), '02/30/2000');
    expect(dob).not.toHaveAttribute('aria-invalid');
    expect(within(summary).queryByRole('link', { name: 'Date of birth is required.' })).toBeNull();
    expect(within(summary).getAllByRole('link')).toHaveLength(8);
    await submit();
    expect(dob).toHaveAccessibleDescription(/Date of birth must have a valid date\./);
  });

  it('sends the fields as JSON with dob as YYYY-MM-DD and the source, then thanks, resets and sets the flag', async () => {
    const answer = deferred();
    const { runtime } = setup(() => answer.promise);
    await fillValid();
    await submit();
    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await submit();
    expect(runtime.requests).toHaveLength(1);
    expect(runtime.requests[0]).toEqual({
      method: 'POST',
      url: '/api/register',
      body: {
        first_name: 'Sam',
        last_name: 'Rivera',
        dob: '1990-07-04',
        address_1: '1 Main St',
        address_2: '',
        city: 'Columbus',
        state: 'Ohio',
        postal_code: '43215',
        email: 'sam@example.com',
        opt_in: '1',
        shirt_size: 'lg',
        source: 'gambler-quiz',
      },
    });
    expect(runtime.storage.get('registered')).toBeNull();
    await act(async () => {
      answer.release(created);
      await answer.promise;
    });
    // The thank-you takes the form's place: no blank form invites a second sign-up.
    const thanks = screen.getByRole('heading', { name: "Thanks. We've received your submission." });
    await waitFor(() => {
      expect(thanks).toHaveFocus();
    });
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryByLabelText('First name')).toBeNull();
    expect(screen.queryByText(REGISTRATION_WORDS.intro[0] ?? '')).toBeNull();
    expect(screen.getByText(REGISTRATION_WORDS.successNext)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play the games' })).toHaveAttribute('href', '/#games');
    expect(screen.getByRole('link', { name: 'Get help, give help' })).toHaveAttribute(
      'href',
      '/get-help-give-help',
    );
    expect(runtime.storage.get('registered')).toBe('true');
    expect(runtime.tracked).toEqual([]);
    // A form for someone else: the one the flow reset to its defaults, its first field focused.
    await user.click(screen.getByRole('button', { name: 'Request a shirt for someone else' }));
    await waitFor(() => {
      expect(screen.getByLabelText('First name')).toHaveFocus();
    });
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('State')).toHaveValue('Ohio');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.queryByRole('heading', { name: "Thanks. We've received your submission." })).toBeNull();
  });

  it('a browser that signed up before sees the thank-you, and can still ask for someone else', async () => {
    const { runtime } = setup(() => created, {}, { registered: 'true' });
    expect(
      screen.getByRole('heading', { name: "Thanks. We've received your submission." }),
    ).not.toHaveFocus();
    expect(screen.queryByLabelText('First name')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Request a shirt for someone else' }));
    await fillValid();
    await submit();
    expect(
      await screen.findByRole('heading', { name: "Thanks. We've received your submission." }),
    ).toBeInTheDocument();
    expect(runtime.requests).toHaveLength(1);
  });

  it('without a source, sends none', async () => {
    const { runtime } = setup(() => created, { source: null });
    await fillValid();
    await submit();
    expect(runtime.requests[0]?.body).not.toHaveProperty('source');
  });

  it('shows the server’s 422 field errors on their fields and keeps every answer', async () => {
    setup(() => ({
      ok: false,
      status: 422,
      body: {
        message: 'Oops! There are some errors.',
        errors: { email: ['A shirt has already been requested with this email address.'] },
      },
    }));
    await fillValid();
    await submit();
    const email = await screen.findByLabelText('Email');
    const summary = screen.getByRole('alert');
    await waitFor(() => {
      expect(summary).toHaveFocus();
    });
    expect(email).toHaveAccessibleDescription('A shirt has already been requested with this email address.');
    expect(summary).toHaveTextContent('Oops! There are some errors.');
    // The server's error is in the summary too, linking to its field.
    await user.click(
      within(summary).getByRole('link', {
        name: 'A shirt has already been requested with this email address.',
      }),
    );
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('First name')).toHaveValue('Sam');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('409: says the shirts are gone, beside the size and in the alert', async () => {
    setup(() => ({
      ok: false,
      status: 409,
      body: { message: 'x', errors: { shirt_size: ['Sorry, all the free shirts have been given away.'] } },
    }));
    await fillValid();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(FORM_WORDS.failures.conflict);
    expect(screen.getByLabelText('Shirt size')).toHaveAccessibleDescription(
      'Sorry, all the free shirts have been given away.',
    );
  });

  it.each([
    [429, 'rate-limited'],
    [503, 'busy'],
    [500, 'unavailable'],
    [403, 'refused'],
  ] as const)('%i: a clear sentence in the focused alert, answers kept', async (status, failure) => {
    setup(() => ({ ok: false, status, body: { message: 'Nope.' } }));
    await fillValid();
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FORM_WORDS.failures[failure]);
    expect(alert).not.toHaveTextContent('Oops!');
    await waitFor(() => {
      expect(alert).toHaveFocus();
    });
    expect(screen.getByLabelText('City')).toHaveValue('Columbus');
    // Sending again is possible at once.
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-disabled', 'false');
  });

  it.each([
    [60, 'Wait a minute, then send it again.'],
    [600, 'Wait 10 minutes, then send it again.'],
    [3600, 'Wait an hour, then send it again.'],
    [86_000, 'Wait 24 hours, then send it again.'],
  ])('429 with Retry-After %i: says how long to wait, in words', async (retryAfterS, words) => {
    setup(() => ({ ok: false, status: 429, body: { message: 'Nope.' }, retryAfterS }));
    await fillValid();
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(words);
    expect(alert).toHaveTextContent(FORM_WORDS.rateLimitedFor(retryAfterS));
  });

  it.each([
    [30, 'please try again in 30 seconds.'],
    [1, 'please try again in 1 second.'],
    [120, 'please try again in 2 minutes.'],
  ])('503 with Retry-After %i: says the wait the server gave, not "a minute"', async (retryAfterS, words) => {
    setup(() => ({ ok: false, status: 503, body: { message: 'Busy.' }, retryAfterS }));
    await fillValid();
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(words);
    expect(alert).toHaveTextContent(FORM_WORDS.busyFor(retryAfterS));
  });

  it("403 from the bot check: says a person could not be confirmed, not that the page's check expired", async () => {
    setup(() => ({
      ok: false,
      status: 403,
      body: { message: 'We could not confirm this was sent by a person.', reason: 'bot-check' },
    }));
    await fillValid();
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FORM_WORDS.failures['not-human']);
    expect(alert).not.toHaveTextContent(/expired|security check/i);
  });

  it('no answer at all: stays processing, says so, and Try again sends the kept answers', async () => {
    let calls = 0;
    const { runtime } = setup(() => {
      calls += 1;
      return calls === 1 ? { ok: false, status: null, body: null } : created;
    });
    await fillValid();
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FORM_WORDS.failures['no-response']);
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: "Thanks. We've received your submission." }),
    ).toBeInTheDocument();
    expect(runtime.requests).toHaveLength(2);
    expect(runtime.requests[1]?.body).toEqual(runtime.requests[0]?.body);
  });

  describe('with a reCAPTCHA site key', () => {
    function stubRecaptcha(token: string | null) {
      const executed: { key: string; action: string }[] = [];
      (window as unknown as { grecaptcha?: unknown }).grecaptcha = {
        ready: (cb: () => void) => {
          cb();
        },
        execute: (key: string, options: { action: string }) => {
          executed.push({ key, action: options.action });
          return token === null ? Promise.reject(new Error('no')) : Promise.resolve(token);
        },
      };
      return executed;
    }

    // happy-dom refuses to fetch scripts (it fires 'error'): keep the element out of the document and
    // fire its events by hand, as the browser would once Google's script arrived.
    let appended: HTMLScriptElement[] = [];
    afterEach(() => {
      vi.restoreAllMocks();
    });
    function captureScripts() {
      appended = [];
      vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
        appended.push(...(nodes as HTMLScriptElement[]));
      });
    }
    function script(): HTMLScriptElement | null {
      return appended.find((s) => s.src.startsWith(RECAPTCHA_SCRIPT_URL)) ?? null;
    }

    it('loads the script on the first interaction, not before, and sends the token as g-recaptcha-response', async () => {
      captureScripts();
      const executed = stubRecaptcha('tok-1');
      const { runtime } = setup(() => created, { siteKey: 'site-key-1' });
      expect(script()).toBeNull();
      await fillValid();
      const loaded = script();
      expect(loaded?.src).toBe(`${RECAPTCHA_SCRIPT_URL}?render=site-key-1`);
      expect(appended).toHaveLength(1);
      loaded?.dispatchEvent(new Event('load'));
      await submit();
      await screen.findByRole('heading', { name: "Thanks. We've received your submission." });
      expect(executed).toEqual([{ key: 'site-key-1', action: 'contactform' }]);
      expect(runtime.requests[0]?.body).toMatchObject({ 'g-recaptcha-response': 'tok-1', dob: '1990-07-04' });
    });

    it('labels reCAPTCHA’s response field once it appears (every 500 ms, then after 300 ms)', async () => {
      captureScripts();
      stubRecaptcha('tok');
      const { runtime } = setup(() => created, { siteKey: 'k' });
      await user.click(screen.getByLabelText('First name'));
      act(() => {
        runtime.clock.advance(FORMS_BOTCHECK_LABEL_RETRY_MS * 2);
      });
      const area = document.createElement('textarea');
      area.className = 'g-recaptcha-response';
      document.body.append(area);
      act(() => {
        runtime.clock.advance(FORMS_BOTCHECK_LABEL_RETRY_MS);
      });
      expect(area).not.toHaveAttribute('aria-label');
      act(() => {
        runtime.clock.advance(FORMS_BOTCHECK_LABEL_APPLY_MS);
      });
      expect(area).toHaveAttribute('aria-label', REGISTRATION_WORDS.botCheckLabel);
      expect(area.tabIndex).toBe(-1);
      area.remove();
    });

    it('a token that cannot be had gives a clear sentence and keeps the answers; nothing is sent', async () => {
      captureScripts();
      stubRecaptcha(null);
      const { runtime } = setup(() => created, { siteKey: 'k' });
      await fillValid();
      script()?.dispatchEvent(new Event('load'));
      await submit();
      expect(await screen.findByRole('alert')).toHaveTextContent(FORM_WORDS.failures['bot-check']);
      expect(runtime.requests).toEqual([]);
      expect(screen.getByLabelText('Last name')).toHaveValue('Rivera');
    });
  });
});
