import { Contact } from '../../views/contact';
import { pageBotCheckSiteKey } from '../bot-check-settings';
import { CONTACT_PAGE, CONTACT_WORDS } from '../content/en/contact';
import { FORM_WORDS } from '../content/en/forms';

/**
 * /contact: report an accessibility barrier, ask a question, or ask for a sign-up to be deleted. The
 * messages are stored for staff, who read them with the staff CLI.
 */
export default function ContactPage() {
  return (
    <div className="page page--contact">
      <h1 id="contact-title">{CONTACT_PAGE.title}</h1>
      {CONTACT_PAGE.intro.map((p) => (
        <p key={p} className="lead">
          {p}
        </p>
      ))}
      <Contact
        words={CONTACT_WORDS}
        formWords={FORM_WORDS}
        botCheckSiteKey={pageBotCheckSiteKey()}
        labelledBy="contact-title"
      />
    </div>
  );
}
