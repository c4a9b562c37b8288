import { useState } from 'react';
import {
  CONTACT_FORM_CONFIG,
  contactForm,
  formConfirmation,
  FORMS_FOCUS,
  FORMS_TYPES,
} from '@play-smart/engine';
import { Form } from '../forms/Form';
import { ERROR_SUMMARY_FOCUS } from '../forms/form-status.connect';
import { FormField } from '../forms/FormField';
import { FormAlert, FormSubmit, FormSuccess } from '../forms/FormStatus';
import { useFormAnswer } from '../forms/form-answer';
import type { FormWords } from '../forms/forms.words';
import { useFormRuntime } from '../forms/use-form-runtime';
import { ModalDialog } from '../modals/ModalDialog';
import { RuntimeProvider, useEngine, useEngineState } from '../runtime';
import { focusTarget } from '../runtime/connect';
import { CONTACT_CONFIRMATION_LISTENERS, CONTACT_FLOW_LISTENERS, connectContact } from './contact.connect';
import type { ContactWords } from './contact.words';
import '../forms/forms.css';
import './contact.css';

/** Props of {@link Contact}. */
export interface ContactProps {
  readonly words: ContactWords;
  readonly formWords: FormWords;
  /** The reCAPTCHA site key from the page settings; null when the bot check is off. */
  readonly botCheckSiteKey: string | null;
  /** The id of the heading that names the form. */
  readonly labelledBy: string;
}

function ContactForm({
  words,
  formWords,
  botCheck,
  labelledBy,
  onInteract,
}: Omit<ContactProps, 'botCheckSiteKey'> & { botCheck: boolean; onInteract: () => void }) {
  const [flowConfig] = useState(() => ({ ...CONTACT_FORM_CONFIG, ...ERROR_SUMMARY_FOCUS, botCheck }));
  const [confirmationConfig] = useState(() => ({ messages: { [FORMS_TYPES.contact]: words.success } }));
  const flow = useEngine(contactForm, flowConfig, CONTACT_FLOW_LISTENERS);
  const overlay = useEngine(formConfirmation, confirmationConfig, CONTACT_CONFIRMATION_LISTENERS);
  const answered = useFormAnswer(flow, FORMS_TYPES.contact);
  // The overlay hears of a sent form from the bus, which only a started driver listens to: the server's
  // answer tells it directly.
  useState(() => {
    if (answered && flow.store.getState().status === 'success') {
      overlay.send({ type: 'submitted', formType: FORMS_TYPES.contact });
    }
    return null;
  });
  const api = connectContact(
    useEngineState(flow),
    flow.send,
    useEngineState(overlay),
    overlay.send,
    words,
    formWords,
  );
  const { status, confirmation } = api;
  return (
    <>
      {/* A modal needs JavaScript to open: the answer to a form sent without it says the same in the page. */}
      {answered && confirmation.message !== null && (
        <FormSuccess success={{ text: confirmation.message, focus: focusTarget(FORMS_FOCUS.success) }} />
      )}
      <Form
        status={status}
        onInteract={onInteract}
        formType={FORMS_TYPES.contact}
        className="contact-form"
        labelledBy={labelledBy}
      >
        <FormAlert alert={status.alert} />
        {api.fields.map((field) => (
          <FormField key={field.id} field={field} emptyLabel={formWords.selectEmpty} />
        ))}
        <FormSubmit submit={status.submit} className="contact-form__submit" />
      </Form>
      <ModalDialog
        open={confirmation.message !== null}
        onClose={confirmation.onClose}
        label={confirmation.label}
        closeLabel={confirmation.close}
      >
        <p className="contact-confirmation__message">{confirmation.message}</p>
      </ModalDialog>
    </>
  );
}

/**
 * The contact form: a topic among three, name, email and message, each with a visible label, the
 * engine's validation with inline errors (the server's too, on their fields) and the error summary,
 * focused, linking to each; once sent, the confirmation overlay, whose Close clears the form. With a site key, reCAPTCHA v3
 * loads on the first interaction and its token travels as g-recaptcha-response.
 */
export function Contact({ words, formWords, botCheckSiteKey, labelledBy }: ContactProps) {
  const form = useFormRuntime(botCheckSiteKey, words.botCheckLabel);
  return (
    <RuntimeProvider runtime={form.runtime}>
      <ContactForm
        words={words}
        formWords={formWords}
        botCheck={form.botCheck}
        labelledBy={labelledBy}
        onInteract={form.onInteract}
      />
    </RuntimeProvider>
  );
}
