import { useEffect, useRef, useState } from 'react';
import {
  FORMS_TYPES,
  parseTShirtRegisteredFlag,
  registrationForm,
  REGISTRATION_DEFAULTS,
  TSHIRT_REGISTERED_STORAGE_KEY,
} from '@play-smart/engine';
import { Form } from '../forms/Form';
import { FormField } from '../forms/FormField';
import { useFormAnswer } from '../forms/form-answer';
import { ERROR_SUMMARY_FOCUS } from '../forms/form-status.connect';
import { FormAlert, FormSubmit, SuccessMark } from '../forms/FormStatus';
import type { FormWords } from '../forms/forms.words';
import { useFormRuntime } from '../forms/use-form-runtime';
import { ExternalLink } from '../layout';
import { Link, useLocation } from '../router';
import { RuntimeProvider, useEngine, useEngineState, useHydrated, useRuntime } from '../runtime';
import { rememberTShirtRegistration } from '../tshirt';
import { connectRegistration, type RegistrationApi } from './registration.connect';
import type { RegistrationWords } from './registration.words';
import '../forms/forms.css';
import './registration.css';

/** The registration field that carries the page's `source` query parameter (not shown). */
const SOURCE_FIELD = 'source';

/** Props of {@link Registration}. */
export interface RegistrationProps {
  readonly words: RegistrationWords;
  readonly formWords: FormWords;
  /** The reCAPTCHA site key from the page settings; null when the bot check is off. */
  readonly botCheckSiteKey: string | null;
  /** The game (or page) that sent the visitor, from the `source` query parameter; null when none. */
  readonly source: string | null;
}

/** Sets the 'registered' flag once the sign-up went through, so the T-shirt offers disappear. */
function useRememberRegistration(): void {
  const { bus, storage } = useRuntime();
  useEffect(() => {
    const onSubmitted = ({ formType }: { formType: string }): void => {
      if (formType === FORMS_TYPES.registration) rememberTShirtRegistration(storage);
    };
    bus.on('form:submitted', onSubmitted);
    return () => {
      bus.off('form:submitted', onSubmitted);
    };
  }, [bus, storage]);
}

/** The games and the help: the way on from the thank-you and from the closed sign-up. */
function WaysOn({ words }: { words: RegistrationWords }) {
  return (
    <div className="registration-done__actions">
      {/* A place on the home page: the browser's own fragment link scrolls to it (as the header's). */}
      <a className="button button--primary" href={words.gamesPath}>
        {words.unavailable.games}
      </a>
      <Link className="button button--secondary" to={words.helpPath}>
        {words.unavailable.help}
      </Link>
    </div>
  );
}

/**
 * What takes the form's place once a sign-up went through, so no blank form invites a second (refused)
 * one: the thank-you as the heading the engine focuses, what happens next, the way on, and a fresh form
 * for someone else in the household.
 */
function RegistrationDone({
  done,
  words,
  onAnother,
  anotherHref,
}: {
  done: RegistrationApi['done'];
  words: RegistrationWords;
  onAnother: () => void;
  /** On the server's answer to a sign-up sent without JavaScript: a link to a fresh form, not a button. */
  anotherHref: string | null;
}) {
  return (
    <section className="registration-done card" aria-labelledby="registration-done-title">
      <SuccessMark className="registration-done__icon" />
      <div className="registration-done__words">
        <h2 id="registration-done-title" className="registration-done__title" {...done.focus}>
          {done.title}
        </h2>
        <p>{done.next}</p>
        <WaysOn words={words} />
        <p className="registration-done__another">
          {anotherHref === null ? (
            <button className="button button--secondary" type="button" onClick={onAnother}>
              {done.another.label}
            </button>
          ) : (
            <a className="button button--secondary" href={anotherHref}>
              {done.another.label}
            </a>
          )}
        </p>
      </div>
    </section>
  );
}

/** Whether this browser has signed up before (the 'registered' flag); unknown, so false, until hydrated. */
function useRegisteredHere(): boolean {
  const { storage } = useRuntime();
  const hydrated = useHydrated();
  return hydrated && parseTShirtRegisteredFlag(storage.get(TSHIRT_REGISTERED_STORAGE_KEY));
}

function RegistrationForm({
  words,
  formWords,
  botCheck,
  source,
  onInteract,
}: Omit<RegistrationProps, 'botCheckSiteKey'> & { botCheck: boolean; onInteract: () => void }) {
  // The source travels as one more field; the server keeps it only when it knows it.
  const fields =
    source === null ? REGISTRATION_DEFAULTS : { ...REGISTRATION_DEFAULTS, [SOURCE_FIELD]: source };
  const driver = useEngine(registrationForm, { ...ERROR_SUMMARY_FOCUS, fields, botCheck });
  const answered = useFormAnswer(driver, FORMS_TYPES.registration);
  const { pathname } = useLocation();
  useRememberRegistration();
  const api = connectRegistration(useEngineState(driver), driver.send, words, formWords);
  const { optIn, status } = api;
  const registered = useRegisteredHere();
  // A visitor who signed up here before sees the thank-you again, until they ask for a form for someone else.
  const [another, setAnother] = useState(false);
  const focusFirstField = useRef(false);
  const firstField = api.fields[0]?.anchorId;
  const showsDone = status.success !== null || (registered && !another);
  useEffect(() => {
    if (showsDone || !focusFirstField.current || firstField === undefined) return;
    focusFirstField.current = false;
    document.getElementById(firstField)?.focus();
  }, [showsDone, firstField]);
  if (showsDone) {
    return (
      <RegistrationDone
        done={api.done}
        words={words}
        anotherHref={answered ? pathname : null}
        onAnother={() => {
          focusFirstField.current = true;
          setAnother(true);
          api.done.another.props.onClick();
        }}
      />
    );
  }
  return (
    <>
      {words.intro.map((p) => (
        <p key={p} className="lead">
          {p}
        </p>
      ))}
      <Form
        status={status}
        onInteract={onInteract}
        formType={FORMS_TYPES.registration}
        className="registration"
        labelledBy="registration-title"
      >
        <FormAlert alert={status.alert} />
        <div className="registration__fields">
          {api.fields.map((field) => (
            <div key={field.id} className={`registration__cell registration__cell--${field.spec.name}`}>
              <FormField field={field} emptyLabel={api.emptyLabel} />
            </div>
          ))}
        </div>
        <FormField field={optIn} emptyLabel={api.emptyLabel}>
          {optIn.words.before}
          <ExternalLink href={optIn.privacyPath}>{optIn.words.link}</ExternalLink>
          {optIn.words.after}
        </FormField>
        <FormSubmit submit={status.submit} className="registration__submit" />
      </Form>
    </>
  );
}

/**
 * The free-shirt sign-up: the intro, every field with a visible label, the engine's validation with the
 * browser's own switched off, inline errors and the error summary; once sent (or when this browser has
 * signed up before), the thank-you in the form's place. With a site key, reCAPTCHA v3 loads on the first interaction and its token travels as g-recaptcha-response.
 */
export function Registration({ words, formWords, botCheckSiteKey, source }: RegistrationProps) {
  const form = useFormRuntime(botCheckSiteKey, words.botCheckLabel);
  return (
    <RuntimeProvider runtime={form.runtime}>
      <RegistrationForm
        words={words}
        formWords={formWords}
        botCheck={form.botCheck}
        source={source}
        onInteract={form.onInteract}
      />
    </RuntimeProvider>
  );
}

/** What the page shows instead of the form when no shirts are left: kind words and where to go. */
export function RegistrationUnavailable({ words }: { words: RegistrationWords }) {
  const { unavailable } = words;
  return (
    <section className="registration-unavailable card" aria-labelledby="registration-unavailable-title">
      <h2 id="registration-unavailable-title">{unavailable.title}</h2>
      <p>{unavailable.text}</p>
      <WaysOn words={words} />
    </section>
  );
}
