import { Contact, type ContactWords } from '../../views/contact';
import type { FormWords } from '../../views/forms';
import { pageBotCheckSiteKey } from '../settings/bot-check-settings';
import type { ContentModules, PageProps } from '../routing/page-props';
import { pageContent } from '../routing/content-modules';

/** The content modules this page's words come from (`pick` reads them in this order). */
export const content = pageContent(
  ['contact', 'forms'],
  import.meta.glob<Record<string, unknown>>('./*/{contact,forms}.ts', { base: '../content' }),
);

/** The page's words from its content modules (contact, forms). */
export const pick = ([contact, forms]: ContentModules): ContactPageWords => ({
  page: contact?.CONTACT_PAGE as ContactPageWords['page'],
  contact: contact?.CONTACT_WORDS as ContactWords,
  forms: forms?.FORM_WORDS as FormWords,
});

/** The contact page's words: its heading and intro, the form's, and the words every form shares. */
export interface ContactPageWords {
  readonly page: { readonly title: string; readonly intro: readonly string[] };
  readonly contact: ContactWords;
  readonly forms: FormWords;
}

/**
 * /contact: report an accessibility barrier, ask a question, or ask for a sign-up to be deleted. The
 * messages are stored for staff, who read them with the staff CLI.
 */
export default function ContactPage({ words }: PageProps<ContactPageWords>) {
  return (
    <div className="page page--contact">
      <h1 id="contact-title">{words.page.title}</h1>
      {words.page.intro.map((p) => (
        <p key={p} className="lead">
          {p}
        </p>
      ))}
      <Contact
        words={words.contact}
        formWords={words.forms}
        botCheckSiteKey={pageBotCheckSiteKey()}
        labelledBy="contact-title"
      />
    </div>
  );
}
