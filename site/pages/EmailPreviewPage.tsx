import { emailFriendTemplate, type EmailFriendParagraph } from '../content/email-friend';

function Paragraph({ p }: { p: EmailFriendParagraph }) {
  if (p.kind === 'text') return <p>{p.text}</p>;
  return (
    <p>
      {p.before}
      <a href={p.href}>{p.label}</a>
    </p>
  );
}

/**
 * /get-help-give-help/email-preview: exactly what email-a-friend sends, built from the same template the
 * server mails, so the preview cannot drift from the message.
 */
export default function EmailPreviewPage() {
  const message = emailFriendTemplate(window.location.origin);
  return (
    <div className="page page--email-preview">
      <title>Email preview | Play Smart</title>
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
          <Paragraph key={p.kind === 'text' ? p.text : p.before} p={p} />
        ))}
      </article>
    </div>
  );
}
