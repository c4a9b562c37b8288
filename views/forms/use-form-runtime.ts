import { useState } from 'react';
import { useRuntime } from '../runtime/react';
import type { Runtime } from '../runtime/runtime';
import { recaptchaClient, withBotCheck, type BotCheckClient } from './botcheck';

/** A form's runtime: the page's, with the bot check answering the form flow's token requests. */
export interface FormRuntime {
  /** Provide it around the component that runs the form flow. */
  readonly runtime: Runtime;
  /** Whether the form asks for a token before sending (a site key is configured). */
  readonly botCheck: boolean;
  /** Call on the visitor's first interaction with the form: reCAPTCHA loads then, not with the page. */
  readonly onInteract: () => void;
}

const NO_BOT_CHECK: BotCheckClient = {
  load: () => undefined,
  token: () => Promise.resolve(null),
};

/**
 * Sets up a form's bot check once: with a site key, reCAPTCHA v3 loads on the first interaction and
 * answers the flow's `botcheck:` requests; without one (the server's check is off too), nothing loads
 * and the flow asks for no token.
 *
 * @param siteKey - the public site key from the page settings, or null
 * @param responseLabel - the accessible name of reCAPTCHA's hidden response field
 */
export function useFormRuntime(siteKey: string | null, responseLabel: string): FormRuntime {
  const page = useRuntime();
  const [form] = useState<FormRuntime>(() => {
    const client =
      siteKey === null
        ? NO_BOT_CHECK
        : recaptchaClient(siteKey, {
            doc: document,
            clock: page.clock,
            global: window as unknown as Parameters<typeof recaptchaClient>[1]['global'],
            responseLabel,
          });
    return {
      runtime: { ...page, http: withBotCheck(page.http, client) },
      botCheck: siteKey !== null,
      onInteract: () => {
        client.load();
      },
    };
  });
  return form;
}
