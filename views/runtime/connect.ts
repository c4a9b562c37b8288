/**
 * Small builders every view's `connect` uses, so the props a button or a focus target gets are made one
 * way across the site.
 */

/** Props of a plain (non-submit) button. */
export interface ButtonProps {
  readonly type: 'button';
  readonly onClick: () => void;
  /**
   * Set while the engine would ignore a press (a transition runs). The button stays focusable, so focus
   * never jumps, and says that it does nothing now.
   */
  readonly 'aria-disabled'?: boolean;
}

/** A button's text and the props to spread on it. */
export interface ButtonView {
  readonly label: string;
  readonly props: ButtonProps;
}

/**
 * A button view.
 *
 * @param label - its text
 * @param onClick - what a press does (usually sends one engine event)
 * @param inert - true while the engine ignores presses; omitted when it never does
 */
export function buttonView(label: string, onClick: () => void, inert?: boolean): ButtonView {
  const props: ButtonProps = { type: 'button', onClick };
  return { label, props: inert === undefined ? props : { ...props, 'aria-disabled': inert } };
}

/** Props of an element the engine moves focus to with a `focus` effect naming `target`. */
export interface FocusTargetProps {
  readonly tabIndex: -1;
  readonly 'data-focus': string;
}

/**
 * Marks an element as a focus target (see the runtime's focuser).
 *
 * @param target - the engine's focus target name
 */
export function focusTarget(target: string): FocusTargetProps {
  return { tabIndex: -1, 'data-focus': target };
}
