import { createContext, useContext, useState } from 'react';
import { FORMS_REQUEST_KEYS, type FormFlowEvent, type FormFlowState } from '@play-smart/engine';
import type { Driver } from '@play-smart/engine/driver';

/**
 * The server's answer to a form submitted without JavaScript: the page is rendered again on the server
 * with the fields as they were sent and what the server said (the same status and body the API answers
 * with), so the form shows its error summary, its field errors or its thank-you as it would have with
 * JavaScript. Only the server's render sets it; a page never carries it to the browser.
 */
export interface FormAnswer {
  /** The answered form's type (FORMS_TYPES). */
  readonly formType: string;
  /** The submitted values by field name, as typed (a ticked checkbox is '1'). */
  readonly fields: Readonly<Record<string, string>>;
  /** The HTTP status of the answer: 2xx for a success. */
  readonly status: number;
  /** The answer's body: `{ message, errors? }`, as the API sends it. */
  readonly body: unknown;
  /** The answer's Retry-After in seconds (a 503), when it has one: the form says that wait. */
  readonly retryAfterS?: number;
}

/** Provided by the server's render of an answer (site/entry-server.tsx); null everywhere else. */
export const FormAnswerContext = createContext<FormAnswer | null>(null);

const HTTP_OK_BELOW = 300;

/**
 * Steps a form's driver (created idle, never started on the server) through the answer, with the
 * engine's own events: the fields as sent, the submit, the server's reply. Rules run in the engine as in
 * the browser; the server runtime performs no request, so nothing is sent twice.
 */
function replay(driver: Driver<FormFlowState, FormFlowEvent>, answer: FormAnswer): void {
  const known = driver.store.getState().fields;
  for (const [name, value] of Object.entries(answer.fields)) {
    if (Object.hasOwn(known, name)) driver.send({ type: 'fieldChanged', name, value });
  }
  driver.send({ type: 'submit' });
  const ok = answer.status < HTTP_OK_BELOW;
  driver.send({
    type: 'response',
    key: FORMS_REQUEST_KEYS.submit,
    ok,
    status: answer.status,
    body: answer.body,
    ...(answer.retryAfterS === undefined ? {} : { retryAfterS: answer.retryAfterS }),
  });
}

/**
 * Shows the server's answer in a form when the page is the answer to this form's submission without
 * JavaScript; does nothing otherwise (every page the browser renders or hydrates).
 *
 * @param driver - the form flow's driver, as useEngine made it
 * @param formType - the form's type
 * @returns whether the form shows an answer (the page is then static: no code hydrates it)
 */
export function useFormAnswer(driver: Driver<FormFlowState, FormFlowEvent>, formType: string): boolean {
  const answer = useContext(FormAnswerContext);
  const mine = answer !== null && answer.formType === formType;
  useState(() => {
    if (mine) replay(driver, answer);
    return null;
  });
  return mine;
}
