import type { ReactNode } from 'react';
import { useLocation } from '../router';
import type { FormStatusView } from './form-status.connect';
import { formElementId, FORM_TRAP_FIELD, type NoScriptFormType } from './no-script';

/**
 * A form as every form on the site is: the browser's own validation off (the engine's runs first), the
 * submit sent to the engine, and the first interaction reported (reCAPTCHA loads then).
 *
 * Without JavaScript (or before the page's code runs) it is still a working form: it POSTs to the page it
 * is on, and the server answers with that page showing the result (docs/server.md). Its id names it for
 * the token field the server writes outside the app's markup; the honeypot inside it is hidden from
 * people, screen readers and the keyboard. Both render the same on the server and in the browser.
 */
export function Form({
  status,
  onInteract,
  formType,
  className,
  labelledBy,
  children,
}: {
  status: FormStatusView;
  onInteract: () => void;
  /** The form's type (FORMS_TYPES): its element id, which the server's token field points at. */
  formType: NoScriptFormType;
  className: string;
  labelledBy: string;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <form
      id={formElementId(formType)}
      className={className}
      aria-labelledby={labelledBy}
      method="post"
      action={pathname}
      noValidate
      onFocus={onInteract}
      onSubmit={(event) => {
        event.preventDefault();
        status.onSubmit();
      }}
    >
      {/* Clipped to nothing where it stands (not moved off screen: nothing may reach past the screen's
          edge), and hidden from screen readers and the keyboard. */}
      <div className="visually-hidden" aria-hidden="true">
        <input type="text" name={FORM_TRAP_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {children}
    </form>
  );
}
