import { describe, expect, it } from 'vitest';
import {
  CONTACT_FORM_CONFIG,
  contactForm,
  formConfirmation,
  type FormConfirmationEvent,
  type FormConfirmationState,
  type FormFlowEvent,
  type FormFlowState,
} from '@play-smart/engine';
import { CONTACT_CONFIRMATION_LISTENERS, CONTACT_FLOW_LISTENERS, connectContact } from '../../views/contact';
import { FORM_WORDS } from '../../site/content/en/forms';
import { CONTACT_WORDS } from '../../site/content/en/contact';

const idle = contactForm.init({ ...CONTACT_FORM_CONFIG, botCheck: false }, 0, 1).state;
const hidden = formConfirmation.init({ messages: { contact: CONTACT_WORDS.success } }, 0, 1).state;

function connect(state: FormFlowState, overlay: FormConfirmationState = hidden) {
  const sent: FormFlowEvent[] = [];
  const closed: FormConfirmationEvent[] = [];
  const api = connectContact(
    state,
    (e) => sent.push(e),
    overlay,
    (e) => closed.push(e),
    CONTACT_WORDS,
    FORM_WORDS,
  );
  return { api, sent, closed };
}

describe('connectContact', () => {
  it('draws the topic as three explained choices, then name, email and message, all required', () => {
    const { api } = connect(idle);
    expect(api.fields.map((f) => f.spec.name)).toEqual(['topic', 'name', 'email', 'message']);
    expect(api.fields.some((f) => f.label.includes('(Optional)'))).toBe(false);
    const topic = api.fields[0];
    expect(topic?.spec.options?.map((o) => o.value)).toEqual(['accessibility', 'question', 'delete-my-data']);
    expect(topic?.spec.options?.every((o) => (o.description ?? '').length > 0)).toBe(true);
    expect(api.confirmation.message).toBeNull();
  });

  it("shows the rules' messages and the server's on their fields", () => {
    const errors = contactForm.step(idle, { type: 'submit', at: 1 }).state;
    expect(connect(errors).api.fields.map((f) => f.error?.text)).toEqual([
      'Choose what your message is about.',
      'Name is required.',
      'Email is required.',
      'Message is required.',
    ]);
    const server = contactForm.step(idle, {
      type: 'errorsReceived',
      errors: { name: ['Name contains characters we cannot accept.'] },
      at: 2,
    }).state;
    expect(connect(server).api.fields[1]?.error?.text).toBe('Name contains characters we cannot accept.');
  });

  it('lists every error in the summary, in form order, linking the topic to its first choice', () => {
    const errors = contactForm.step(idle, { type: 'submit', at: 1 }).state;
    expect(connect(errors).api.status.alert?.errors.map((e) => [e.href, e.text])).toEqual([
      ['#contact-topic-accessibility', 'Choose what your message is about.'],
      ['#contact-name', 'Name is required.'],
      ['#contact-email', 'Email is required.'],
      ['#contact-message', 'Message is required.'],
    ]);
    const server = contactForm.step(idle, {
      type: 'errorsReceived',
      errors: { email: ['We could not accept this address.'] },
      at: 2,
    }).state;
    expect(connect(server).api.status.alert?.errors).toEqual([
      { targetId: 'contact-email', href: '#contact-email', text: 'We could not accept this address.' },
    ]);
  });

  it('opens the overlay on a contact submission; Close asks the overlay to close, which clears the form', () => {
    const open = formConfirmation.step(hidden, {
      ...CONTACT_CONFIRMATION_LISTENERS['form:submitted']({ formType: 'contact' }),
      at: 1,
    }).state;
    const { api, closed } = connect(idle, open);
    expect(api.confirmation.message).toBe("Thanks. We've received your message.");
    api.confirmation.onClose();
    expect(closed).toEqual([{ type: 'closed' }]);
    const typed = contactForm.step(idle, { type: 'fieldChanged', name: 'name', value: 'Sam', at: 1 }).state;
    const cleared = contactForm.step(typed, {
      ...CONTACT_FLOW_LISTENERS['form:message:close'](),
      at: 2,
    }).state;
    expect(cleared.fields).toEqual({ topic: '', name: '', email: '', message: '' });
  });
});
