import type { MouseEvent } from 'react';
import type { FormErrorLinkView, FormStatusView } from './form-status.connect';

/**
 * A summary link moves focus to its field, not just the view: the browser's own fragment jump only
 * scrolls. The field's whole block (label, hint, control, error) is brought into view with it.
 */
function focusField(event: MouseEvent<HTMLAnchorElement>, link: FormErrorLinkView): void {
  const control = event.currentTarget.ownerDocument.getElementById(link.targetId);
  if (control === null) return;
  event.preventDefault();
  const block = control.closest('.form-field') ?? control;
  block.scrollIntoView({ block: 'nearest' });
  control.focus({ preventScroll: true });
}

/**
 * The alert above a form, which is its error summary (the GOV.UK pattern): an alert role, focused by the
 * engine on errors, headed by the banner, saying why when the server refused, and listing each field's
 * error as a link to that field. Nothing is rendered while there is nothing to say.
 *
 * @param headingLevel - the banner's heading level: one below the heading the form sits under
 */
export function FormAlert({
  alert,
  headingLevel = 2,
}: {
  alert: FormStatusView['alert'];
  headingLevel?: 2 | 3 | 4;
}) {
  if (alert === null) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="form-alert" role="alert" {...alert.focus}>
      <svg className="form-alert__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 3 2.5 20h19z" fill="currentColor" />
        <path d="M12 9.5v5M12 17.3v.2" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <div>
        {alert.banner !== null && <Heading className="form-alert__banner">{alert.banner}</Heading>}
        {alert.sentence !== null && <p>{alert.sentence}</p>}
        {alert.errors.length > 0 && (
          <ul className="form-alert__list">
            {alert.errors.map((link) => (
              <li key={link.targetId}>
                <a
                  href={link.href}
                  onClick={(event) => {
                    focusField(event, link);
                  }}
                >
                  {link.text}
                </a>
              </li>
            ))}
          </ul>
        )}
        {alert.retry !== null && (
          <button className="button button--secondary" {...alert.retry.props}>
            {alert.retry.label}
          </button>
        )}
      </div>
    </div>
  );
}

/** The success mark (a white tick on a disc in the text's colour), beside words that say it. */
export function SuccessMark({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path
        d="m7.5 12.5 3 3 6-7"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The success message, focused by the engine once the form has been sent. */
export function FormSuccess({
  success,
  children,
}: {
  success: FormStatusView['success'];
  children?: React.ReactNode;
}) {
  if (success === null) return null;
  return (
    <div className="form-success" role="status" {...success.focus}>
      <SuccessMark className="form-success__icon" />
      <div>
        <p className="form-success__message">{success.text}</p>
        {children}
      </div>
    </div>
  );
}

/** The submit button: aria-disabled while sending (focus stays on it), 'Sending…' as its label then. */
export function FormSubmit({ submit, className }: { submit: FormStatusView['submit']; className?: string }) {
  return (
    <button
      type="submit"
      className={`button button--primary ${className ?? ''}`.trim()}
      aria-disabled={submit['aria-disabled']}
    >
      {submit.label}
    </button>
  );
}
