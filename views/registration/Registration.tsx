import { useEffect } from 'react';
import { registrationForm, REGISTRATION_DEFAULTS, FORMS_TYPES } from '@play-smart/engine';
import { Form } from '../forms/Form';
import { FormField } from '../forms/FormField';
import { FormAlert, FormSubmit, FormSuccess } from '../forms/FormStatus';
import type { FormWords } from '../forms/forms.words';
import { useFormRuntime } from '../forms/use-form-runtime';
import { ExternalLink } from '../layout';
import { Link } from '../router';
import { RuntimeProvider, useEngine, useEngineState, useRuntime } from '../runtime';
import { rememberTShirtRegistration } from '../tshirt';
import { connectRegistration } from './registration.connect';
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
  const driver = useEngine(registrationForm, { fields, botCheck });
  useRememberRegistration();
  const api = connectRegistration(useEngineState(driver), driver.send, words, formWords);
  const { optIn, status } = api;
  return (
    <Form status={status} onInteract={onInteract} className="registration" labelledBy="registration-title">
      <FormSuccess success={status.success}>
        <p>{api.successNext}</p>
      </FormSuccess>
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
  );
}

/**
 * The free-shirt sign-up: every field with a visible label, the engine's
 * validation with the browser's own switched off, inline errors, the alert, and the thank-you. With a
 * site key, reCAPTCHA v3 loads on the first interaction and its token travels as g-recaptcha-response.
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
      <div className="registration-unavailable__actions">
        {/* A place on the home page: the browser's own fragment link scrolls to it (as the header's). */}
        <a className="button button--primary" href={words.gamesPath}>
          {unavailable.games}
        </a>
        <Link className="button button--secondary" to={words.helpPath}>
          {unavailable.help}
        </Link>
      </div>
    </section>
  );
}
