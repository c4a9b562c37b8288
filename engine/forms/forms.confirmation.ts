import { resolveConfig } from '../core/config';
import { unchanged, type EngineModule, type ModuleEvent, type Step } from '../core/module';
import type { Millis } from '../core/time';
import { FORM_CONFIRMATION_DEFAULTS } from './forms.configs';
import type { FormConfirmationConfig, FormConfirmationEvent, FormConfirmationState } from './forms.types';

type ConfirmationStep = Step<FormConfirmationState>;

/** The overlay starts hidden and has no timers or randomness, so it needs neither the time nor a seed. */
function init(config: Partial<FormConfirmationConfig>): ConfirmationStep {
  return {
    state: { config: resolveConfig(FORM_CONFIRMATION_DEFAULTS, config, {}), openFor: null },
    effects: [],
  };
}

function submitted(state: FormConfirmationState, formType: string): ConfirmationStep {
  const configured = Object.prototype.hasOwnProperty.call(state.config.messages, formType);
  if (!configured || state.openFor === formType) return unchanged(state);
  return { state: { ...state, openFor: formType }, effects: [] };
}

function closed(state: FormConfirmationState): ConfirmationStep {
  if (state.openFor === null) return unchanged(state);
  return {
    state: { ...state, openFor: null },
    effects: [{ type: 'emit', event: 'form:message:close', payload: undefined }],
  };
}

function step(state: FormConfirmationState, event: ModuleEvent<FormConfirmationEvent>): ConfirmationStep {
  switch (event.type) {
    case 'tick':
      return unchanged(state);
    case 'submitted':
      return submitted(state, event.formType);
    case 'closed':
      return closed(state);
  }
}

function nextDeadline(): Millis | null {
  return null;
}

/**
 * The form-confirmation overlay: hidden until a `submitted` event (the root
 * event `form:submitted`) arrives for a form type with a configured message; Close hides it and emits
 * `form:message:close`, on which the contact form clears its fields.
 *
 * @example
 * ```ts
 * import { formConfirmation, selectFormConfirmationMessage } from '@play-smart/engine/forms';
 * let { state } = formConfirmation.init({ messages: { contact: 'Thanks!' } }, 0, 1);
 * ({ state } = formConfirmation.step(state, { type: 'submitted', formType: 'contact', at: 1 }));
 * selectFormConfirmationMessage(state); // 'Thanks!'
 * formConfirmation.step(state, { type: 'closed', at: 2 }).effects; // [{ type: 'emit', event: 'form:message:close', payload: undefined }]
 * ```
 *
 * @public
 */
export const formConfirmation: EngineModule<
  FormConfirmationState,
  FormConfirmationEvent,
  Partial<FormConfirmationConfig>
> = { name: 'form-confirmation', init, step, nextDeadline };
