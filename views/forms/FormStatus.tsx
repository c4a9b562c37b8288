import type { FormStatusView } from './form-status.connect';

/**
 * The alert above a form: an alert role (announced when it appears) that the engine focuses when no
 * field is to blame. Nothing is rendered while there is nothing to say.
 */
export function FormAlert({ alert }: { alert: FormStatusView['alert'] }) {
  if (alert === null) return null;
  return (
    <div className="form-alert" role="alert" {...alert.focus}>
      <svg className="form-alert__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 3 2.5 20h19z" fill="currentColor" />
        <path d="M12 9.5v5M12 17.3v.2" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <div>
        {alert.banner !== null && <p className="form-alert__banner">{alert.banner}</p>}
        {alert.sentence !== null && <p>{alert.sentence}</p>}
        {alert.retry !== null && (
          <button className="button button--secondary" {...alert.retry.props}>
            {alert.retry.label}
          </button>
        )}
      </div>
    </div>
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
      <svg className="form-success__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
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
