import {
  emailFriendTemplate,
  type EmailFriendParagraph,
  type EmailFriendTexts,
} from '../content/email-friend';
import type { EMAIL_PREVIEW_WORDS } from '../content/en/email-message';
import type { Words } from '../routing/locale';
import type { ContentModules, PageProps } from '../routing/page-props';
import { pageContent } from '../routing/content-modules';
import { PUBLIC_ORIGIN_TEXT_ATTRIBUTE, servedPublicOrigin } from '../routing/page-alternates';

/** Any origin: the template needs one; the page puts the served one in its place. */
const BUILD_ORIGIN = 'http://localhost';

/** The content modules this page's words come from (`pick` reads them in this order). */
export const content = pageContent(
  ['email-message'],
  import.meta.glob<Record<string, unknown>>('./*/email-message.ts', { base: '../content' }),
);

/** The page's words from its content module (email-message). */
export const pick = ([email]: ContentModules): EmailPreviewWords => ({
  message: email?.EMAIL_FRIEND_MESSAGE as EmailFriendTexts,
  preview: email?.EMAIL_PREVIEW_WORDS as EmailPreviewWords['preview'],
});

/** The preview's words: the message in the page's language and the page's own. */
export interface EmailPreviewWords {
  readonly message: EmailFriendTexts;
  readonly preview: Words<typeof EMAIL_PREVIEW_WORDS>;
}

function Paragraph({ p, origin }: { p: EmailFriendParagraph; origin: string }) {
  if (p.kind === 'text') return <p>{p.text}</p>;
  if (!p.href.startsWith(BUILD_ORIGIN)) {
    return (
      <p>
        {p.before}
        <a href={p.href}>{p.label}</a>
      </p>
    );
  }
  const path = p.href.slice(BUILD_ORIGIN.length);
  const originText = { [PUBLIC_ORIGIN_TEXT_ATTRIBUTE]: '' };
  return (
    <p>
      {p.before}
      <a href={`${origin}${path}`}>
        <span {...originText}>{origin}</span>
        {path}
      </a>
    </p>
  );
}

/**
 * /get-help-give-help/email-preview: exactly what email-a-friend sends from a page in this language,
 * built from the same template the server mails, so the preview cannot drift from the message.
 */
export default function EmailPreviewPage({ words, locale }: PageProps<EmailPreviewWords>) {
  // The site's address as the server mails it (PUBLIC_ORIGIN), the same in the prerendered page and once
  // hydrated, so nothing moves (it once changed from the path to the address at hydration: CLS 0.019).
  // Without PUBLIC_ORIGIN (development) the link shows the path.
  const origin = servedPublicOrigin(typeof document === 'undefined' ? undefined : document);
  const message = emailFriendTemplate(BUILD_ORIGIN, words.message, locale);
  return (
    <div className="page page--email-preview">
      <h1>{words.preview.title}</h1>
      <p className="lead">{words.preview.lead}</p>
      <article className="email-preview" aria-labelledby="email-subject">
        <p className="email-preview__subject">
          <span className="email-preview__label">{words.preview.subject}</span>{' '}
          <span id="email-subject">{message.subject}</span>
        </p>
        {message.paragraphs.map((p) => (
          <Paragraph key={p.kind === 'text' ? p.text : p.before} p={p} origin={origin} />
        ))}
      </article>
    </div>
  );
}
