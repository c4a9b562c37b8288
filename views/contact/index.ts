export type { ContactWords, ContactFieldName } from './contact.words';
export type { ContactApi } from './contact.connect';
export { connectContact, CONTACT_FLOW_LISTENERS, CONTACT_CONFIRMATION_LISTENERS } from './contact.connect';
export type { ContactProps } from './Contact';
export { Contact } from './Contact';
