import type { ReactNode } from 'react';
import type { FormStatusView } from './form-status.connect';

/**
 * A form as every form on the site is: the browser's own validation off (the engine's runs first), the
 * submit sent to the engine, and the first interaction reported (reCAPTCHA loads then).
 */
export function Form({
  status,
  onInteract,
  className,
  labelledBy,
  children,
}: {
  status: FormStatusView;
  onInteract: () => void;
  className: string;
  labelledBy: string;
  children: ReactNode;
}) {
  return (
    <form
      className={className}
      aria-labelledby={labelledBy}
      noValidate
      onFocus={onInteract}
      onSubmit={(event) => {
        event.preventDefault();
        status.onSubmit();
      }}
    >
      {children}
    </form>
  );
}
