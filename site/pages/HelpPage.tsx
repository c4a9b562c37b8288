import { EmailFriend, type EmailFriendWords } from '../../views/email-friend';
import type { FormWords } from '../../views/forms';
import { ExternalLink, Helpline } from '../../views/layout';
import { pageBotCheckSiteKey } from '../settings/bot-check-settings';
import type { HELP_PAGE_WORDS } from '../content/en/help-page';
import type { Words } from '../routing/locale';
import type { ContentModules, PageProps } from '../routing/page-props';
import {
  NATIONAL_CHAT_URL,
  OHIO_RESPONSIBLE_GAMBLING_URL,
  OHIO_TEXT_LINE,
  SELF_EXCLUSION,
} from '../content/help';
import './help-page.css';
import { pageContent } from '../routing/content-modules';

/** The content modules this page's words come from (`pick` reads them in this order). */
export const content = pageContent(
  ['help-page', 'email-friend', 'forms'],
  import.meta.glob<Record<string, unknown>>('./*/{help-page,email-friend,forms}.ts', { base: '../content' }),
);

/** The page's words from its content modules (help-page, email-friend, forms). */
export const pick = ([page, email, forms]: ContentModules): HelpPageWords => ({
  page: page?.HELP_PAGE_WORDS as HelpPageWords['page'],
  emailFriend: email?.EMAIL_FRIEND_WORDS as EmailFriendWords,
  forms: forms?.FORM_WORDS as FormWords,
});

/** The help page's words: its own, the email-a-friend form's and the words every form shares. */
export interface HelpPageWords {
  readonly page: Words<typeof HELP_PAGE_WORDS>;
  readonly emailFriend: EmailFriendWords;
  readonly forms: FormWords;
}

function ForMe({ words }: { words: HelpPageWords['page'] }) {
  const { me } = words;
  return (
    <section className="help-need" aria-labelledby="for-me">
      <h2 id="for-me">{me.heading}</h2>
      <p>{me.intro}</p>
      <Helpline line={words.lines.ohio} />
      <p>
        {me.textLead} <strong>{me.text(OHIO_TEXT_LINE.keyword, OHIO_TEXT_LINE.number)}</strong>
      </p>
      <p>
        {me.chatLead} <ExternalLink href={OHIO_RESPONSIBLE_GAMBLING_URL}>{me.chat}</ExternalLink>
      </p>
      <h3>{me.expectHeading}</h3>
      <ul>
        {me.expect.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h3>{me.breakHeading}</h3>
      <p>{me.selfExclusion(SELF_EXCLUSION.name, SELF_EXCLUSION.periods)}</p>
      <p>
        {me.selfExclusionEnroll} <ExternalLink href={SELF_EXCLUSION.url}>{me.selfExclusionLink}</ExternalLink>
      </p>
      <p>
        {me.selfExclusionSpanish}{' '}
        <ExternalLink href={SELF_EXCLUSION.infoUrl}>{me.selfExclusionSpanishLink}</ExternalLink>
      </p>
      <h3>{me.nationalHeading}</h3>
      <Helpline line={words.lines.national} />
      <p>
        <ExternalLink href={NATIONAL_CHAT_URL}>{me.nationalChat}</ExternalLink>
      </p>
    </section>
  );
}

function ForSomeone({ words }: { words: HelpPageWords }) {
  const { someone } = words.page;
  return (
    <section className="help-need" aria-labelledby="for-someone">
      <h2 id="for-someone">{someone.heading}</h2>
      <p>{someone.signsIntro}</p>
      <ul>
        {someone.signs.map((sign) => (
          <li key={sign}>{sign}</li>
        ))}
      </ul>
      <h3>{someone.talkHeading}</h3>
      {someone.talk.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <Helpline line={words.page.lines.ohio} />
      <EmailFriend
        words={words.emailFriend}
        formWords={words.forms}
        botCheckSiteKey={pageBotCheckSiteKey()}
      />
    </section>
  );
}

/** /get-help-give-help: help routed by need (for me, for someone I care about); every fact from help.ts. */
export default function HelpPage({ words: all }: PageProps<HelpPageWords>) {
  const words = all.page;
  return (
    <div className="page page--help">
      <h1>{words.title}</h1>
      <p className="lead">{words.lead}</p>
      <nav aria-label={words.routesLabel}>
        <ul className="link-cards help-routes">
          <li>
            <a className="link-card" href="#for-me">
              <span className="link-card__title">{words.forMe.title}</span>
              <span>{words.forMe.text}</span>
            </a>
          </li>
          <li>
            <a className="link-card" href="#for-someone">
              <span className="link-card__title">{words.forSomeone.title}</span>
              <span>{words.forSomeone.text}</span>
            </a>
          </li>
        </ul>
      </nav>
      <ForMe words={words} />
      <ForSomeone words={all} />
    </div>
  );
}
