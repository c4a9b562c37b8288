import { EmailFriend } from '../../views/email-friend';
import { ExternalLink, Helpline } from '../../views/layout';
import { pageBotCheckSiteKey } from '../bot-check-settings';
import { EMAIL_FRIEND_WORDS } from '../content/en/email-friend';
import { FORM_WORDS } from '../content/en/forms';
import {
  NATIONAL_CHAT_URL,
  NATIONAL_HELPLINE,
  OHIO_HELPLINE,
  OHIO_LIVE_CHAT_URL,
  OHIO_TEXT_LINE,
} from '../content/help';

/** /get-help-give-help: where to get help now, and how to help someone else. */
export default function HelpPage() {
  return (
    <div className="page page--help">
      <h1>Get help, give help</h1>
      <p className="lead">
        If gambling is costing you more than you want it to, or you are worried about someone, you can talk to
        someone today. It is free and confidential, and you do not have to give your name.
      </p>

      <section aria-labelledby="get-help">
        <h2 id="get-help">Get help</h2>
        <Helpline line={OHIO_HELPLINE} />
        <p>
          Prefer to text? Text <strong>{OHIO_TEXT_LINE.keyword}</strong> to{' '}
          <strong>{OHIO_TEXT_LINE.number}</strong>.
        </p>
        <p>
          Prefer to type?{' '}
          <ExternalLink href={OHIO_LIVE_CHAT_URL}>
            Chat with someone through Ohio’s responsible gambling page
          </ExternalLink>
          .
        </p>
        <Helpline line={NATIONAL_HELPLINE} />
        <p>
          <ExternalLink href={NATIONAL_CHAT_URL}>National chat</ExternalLink>
        </p>
      </section>

      <section aria-labelledby="give-help">
        <h2 id="give-help">Give help</h2>
        <p>Some signs that gambling may be causing harm for someone you know:</p>
        <ul>
          <li>betting more than they can afford, or more often than before;</li>
          <li>going back to win back what they lost;</li>
          <li>borrowing money, or selling things, to keep playing;</li>
          <li>stress, sleeplessness or secrecy about money and time.</li>
        </ul>
        <p>
          Pick a calm moment. Talk about what you have seen rather than what they are, listen more than you
          talk, and let them know help is free. The helplines above support family and friends too: you can
          call for yourself about someone else.
        </p>
        <EmailFriend
          words={EMAIL_FRIEND_WORDS}
          formWords={FORM_WORDS}
          botCheckSiteKey={pageBotCheckSiteKey()}
        />
      </section>
    </div>
  );
}
