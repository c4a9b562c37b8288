// What a form submitted without JavaScript carries, shared by the views (which render the form) and the
// server (which reads it and writes the token into the page). No React here: the server imports it.
import type { FORMS_TYPES } from '@play-smart/engine';

/**
 * The hidden field that carries the form token of a submission made without JavaScript: the server writes
 * it into the page per visitor, outside the app's markup, tied to the form by the `form` attribute (see
 * docs/server.md). With JavaScript the views send the CSRF header instead and never read it.
 */
export const FORM_TOKEN_FIELD = 'form_token';

/**
 * The honeypot: a text field hidden from people (clipped to nothing) and from screen readers and the keyboard
 * (aria-hidden, no tab stop). A person leaves it empty; a script that fills every field does not.
 */
export const FORM_TRAP_FIELD = 'website';

/** The form types the server answers without JavaScript. */
export type NoScriptFormType = (typeof FORMS_TYPES)[keyof typeof FORMS_TYPES];

/**
 * The id of each form's element: the server's token field names it in its `form` attribute.
 *
 * @param formType - the form's type (FORMS_TYPES)
 */
export function formElementId(formType: NoScriptFormType): string {
  return `${formType}-form`;
}
