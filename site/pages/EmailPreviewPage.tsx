import { useHydrated } from '../../views/runtime';
import { emailFriendTemplate, type EmailFriendParagraph } from '../content/email-friend';

const BUILD_ORIGIN = 'http://localhost';

function Paragraph({ p, shown }: { p: EmailFriendParagraph; shown: (text: string) => string }) {
  if (p.kind === 'text') return <p>{p.text}</p>;
  return (
    <p>
      {p.before}
      <a href={shown(p.href)}>{shown(p.label)}</a>
    </p>
  );
}

/**
 * /get-help-give-help/email-preview: exactly what email-a-friend sends, built from the same template the
 * server mails, so the preview cannot drift from the message.
 */
export default function EmailPreviewPage() {
  // The site's address is known only in the browser: the prerendered page shows the link by its path.
  const hydrated = useHydrated();
  const message = emailFriendTemplate(hydrated ? window.location.origin : BUILD_ORIGIN);
  const shown = (text: string): string => (hydrated ? text : text.replace(BUILD_ORIGIN, ''));
  return (
    <div className="page page--email-preview">
      <h1>The email your friend will get</h1>
      <p className="lead">
        Nothing else is added, and your friend’s address is not stored. No email addresses are stored.
      </p>
      <article className="email-preview" aria-labelledby="email-subject">
        <p className="email-preview__subject">
          <span className="email-preview__label">Subject:</span>{' '}
          <span id="email-subject">{message.subject}</span>
        </p>
        {message.paragraphs.map((p) => (
          <Paragraph key={p.kind === 'text' ? p.text : p.before} p={p} shown={shown} />
        ))}
      </article>
    </div>
  );
}
