/**
 * The email-a-friend message: the one fixed text the server mails and the preview page shows
 * (/get-help-give-help/email-preview). Pure and free of Node imports so the browser bundle and the server
 * both import it and render the same words.
 */
import { HELP_PATH, OHIO_HELPLINE } from './help';

/** The page of the site the message links to. */
export const EMAIL_FRIEND_LINK_PATH = HELP_PATH;

/** One paragraph of the message: plain text, with at most one link (the helpline or the site). */
export type EmailFriendParagraph =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'link'; readonly before: string; readonly label: string; readonly href: string };

/** The message in every form a sender or a preview needs. */
export interface EmailFriendMessage {
  readonly subject: string;
  /** The body as paragraphs, for a preview rendered without raw HTML. */
  readonly paragraphs: readonly EmailFriendParagraph[];
  /** The plain-text part. */
  readonly text: string;
  /** The HTML part (every value escaped). */
  readonly html: string;
}

const SUBJECT = 'Someone who cares about you sent you this';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The link target: the help page on the site's own origin; anything but http(s) is refused. */
function helpPageUrl(siteUrl: string): string {
  const url = new URL(siteUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new RangeError(`The site URL must be http(s), got "${siteUrl}"`);
  }
  return new URL(EMAIL_FRIEND_LINK_PATH, url.origin).href;
}

function paragraphsFor(helpUrl: string): EmailFriendParagraph[] {
  return [
    { kind: 'text', text: 'Hi,' },
    {
      kind: 'text',
      text:
        'A friend sent you this note because they care about you. It is not a judgement, and nobody ' +
        'is keeping score. It is just a reminder that you are not on your own.',
    },
    {
      kind: 'text',
      text:
        'Gambling is meant to be fun. If it has stopped feeling that way, for you or for someone close ' +
        'to you, talking to someone can help. It is free and confidential.',
    },
    {
      kind: 'link',
      before: "Ohio's Problem Gambling Helpline is open 24/7: ",
      label: OHIO_HELPLINE.display,
      href: `tel:${OHIO_HELPLINE.tel}`,
    },
    { kind: 'link', before: 'Tips, tools and ways to get help: ', label: helpUrl, href: helpUrl },
    { kind: 'text', text: 'Take care of yourself.' },
    {
      kind: 'text',
      text:
        'This message was sent from the Play Smart website by someone who knows your address. ' +
        'Your address was not stored, and it has not been added to any list.',
    },
  ];
}

function paragraphText(p: EmailFriendParagraph): string {
  return p.kind === 'text' ? p.text : `${p.before}${p.label}`;
}

function paragraphHtml(p: EmailFriendParagraph): string {
  if (p.kind === 'text') return `<p>${escapeHtml(p.text)}</p>`;
  return `<p>${escapeHtml(p.before)}<a href="${escapeHtml(p.href)}">${escapeHtml(p.label)}</a></p>`;
}

/**
 * Builds the email-a-friend message for a site. Pure: the same site URL always gives the same message.
 *
 * @param siteUrl - the site's public address, e.g. `https://example.org` (only its origin is used)
 * @returns subject, paragraphs, plain text and HTML
 * @example
 * ```ts
 * emailFriendTemplate('https://example.org').text.includes('1-800-589-9966'); // true
 * ```
 */
export function emailFriendTemplate(siteUrl: string): EmailFriendMessage {
  const paragraphs = paragraphsFor(helpPageUrl(siteUrl));
  return {
    subject: SUBJECT,
    paragraphs,
    text: paragraphs.map(paragraphText).join('\n\n') + '\n',
    html:
      '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">' +
      paragraphs.map(paragraphHtml).join('') +
      '</body></html>',
  };
}
