/**
 * What a general (non-video) modal shows: a heading and its paragraphs, as plain data so it can travel
 * on the bus (a modal of a given type with given content).
 *
 * @public
 */
export interface ModalContent {
  readonly title: string;
  readonly paragraphs: readonly string[];
}

/**
 * The root event map for the page-wide event bus (the views create a mitt bus typed by it). The engine
 * owns the names and payloads; it never touches the bus itself: a module asks for an emit with an
 * {@link EmitEffect}, and the driver translates bus events back into module events.
 *
 * @public
 */
// A type alias, not an interface: only aliases satisfy the event bus's Record<string, unknown> constraint.
export type RootEvents = {
  /** Open the video modal on a video. */
  'modal:open:video': { readonly vimeoId: string; readonly modalType: 'video' };
  /**
   * Open the general modal of a type: the event is named after the type, `modal:open:{modalType}`;
   * the video modal's own `modal:open:video` is one of these, with its
   * `vimeoId`.
   */
  [modalOpen: `modal:open:${string}`]: {
    readonly modalType: string;
    readonly content?: ModalContent;
    readonly vimeoId?: string;
  };
  /** Close whichever modal is open. */
  'modal:close': undefined;
  /** The form-confirmation overlay was closed; contact forms clear their fields. */
  'form:message:close': undefined;
  /** A form was submitted successfully. */
  'form:submitted': { readonly formType: string };
  /** Server-side field errors for one form, addressed by its form type (`form:errors:{formType}`). */
  [formErrors: `form:errors:${string}`]: { readonly errors: Readonly<Record<string, string>> };
};

/**
 * A root event's name.
 *
 * @public
 */
export type RootEventName = Extract<keyof RootEvents, string>;
