import type { ChangeEvent } from 'react';
import { REGISTRATION_OPT_IN_CHECKED } from '@play-smart/engine';
import { radioOptionId, type FormFieldView } from './form-field.connect';

function FieldError({ error }: { error: FormFieldView['error'] }) {
  if (error === null) return null;
  return (
    <p className="form-field__error" id={error.id}>
      <svg className="form-field__error-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" fill="currentColor" />
        <path d="M8 4v5M8 11.5v.5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {error.text}
    </p>
  );
}

function Hint({ hint }: { hint: FormFieldView['hint'] }) {
  return hint === null ? null : (
    <p className="form-field__hint" id={hint.id}>
      {hint.text}
    </p>
  );
}

/** A select: the empty choice first, then the options in order. */
function Select({ field, emptyLabel }: { field: FormFieldView; emptyLabel: string }) {
  return (
    <select
      className="form-field__control"
      {...field.control}
      value={field.value}
      onChange={(e: ChangeEvent<HTMLSelectElement>) => {
        field.onChange(e.target.value);
      }}
    >
      <option value="">{emptyLabel}</option>
      {(field.spec.options ?? []).map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/**
 * A radio group: a fieldset whose legend is the field's label, each choice with its note. The first
 * choice carries the focus target, so the engine's focus on the field lands on the group.
 */
function RadioGroup({ field }: { field: FormFieldView }) {
  const invalid = field.error === null ? '' : ' is-invalid';
  const { 'data-focus': focus, id, ...shared } = field.control;
  return (
    <fieldset className={`form-field form-field--radio${invalid}`}>
      <legend>{field.label}</legend>
      {(field.spec.options ?? []).map((option, index) => {
        const optionId = radioOptionId(id, option.value);
        const noteId = `${optionId}-note`;
        const describedBy = [
          option.description === undefined ? undefined : noteId,
          shared['aria-describedby'],
        ]
          .filter((part) => part !== undefined)
          .join(' ');
        return (
          <div className="form-field__radio" key={option.value}>
            <input
              type="radio"
              {...shared}
              id={optionId}
              value={option.value}
              checked={field.value === option.value}
              {...(index === 0 ? { 'data-focus': focus } : {})}
              {...(describedBy === '' ? {} : { 'aria-describedby': describedBy })}
              onChange={() => {
                field.onChange(option.value);
              }}
            />
            <label htmlFor={optionId}>
              <span className="form-field__radio-label">{option.label}</span>
              {option.description !== undefined && (
                <span className="form-field__radio-note" id={noteId}>
                  {option.description}
                </span>
              )}
            </label>
          </div>
        );
      })}
      <FieldError error={field.error} />
    </fieldset>
  );
}

/**
 * One form field: a visible label, an optional hint, the control, and its inline error under it
 * (aria-describedby and aria-invalid from the connect). A checkbox's label may hold a link, so it comes
 * as children.
 */
export function FormField({
  field,
  emptyLabel,
  children,
}: {
  field: FormFieldView;
  emptyLabel: string;
  children?: React.ReactNode;
}) {
  const invalid = field.error === null ? '' : ' is-invalid';
  if (field.spec.kind === 'checkbox') {
    return (
      <div className={`form-field form-field--checkbox${invalid}`}>
        <input
          type="checkbox"
          className="form-field__checkbox"
          {...field.control}
          // What a ticked box sends when the form is submitted without JavaScript: the engine's value.
          value={REGISTRATION_OPT_IN_CHECKED}
          checked={field.checked}
          onChange={(e) => {
            field.onChange(e.target.checked);
          }}
        />
        <label htmlFor={field.id}>{children ?? field.label}</label>
        <FieldError error={field.error} />
      </div>
    );
  }
  if (field.spec.kind === 'radio') return <RadioGroup field={field} />;
  const { spec } = field;
  return (
    <div className={`form-field${invalid}`}>
      <label htmlFor={field.id}>{field.label}</label>
      <Hint hint={field.hint} />
      {spec.kind === 'select' ? (
        <Select field={field} emptyLabel={emptyLabel} />
      ) : spec.kind === 'textarea' ? (
        <textarea
          className="form-field__control form-field__control--textarea"
          {...field.control}
          value={field.value}
          maxLength={spec.maxLength}
          rows={spec.rows}
          onChange={(e) => {
            field.onChange(e.target.value);
          }}
        />
      ) : (
        <input
          className="form-field__control"
          type={spec.kind === 'email' ? 'email' : 'text'}
          {...field.control}
          value={field.value}
          disabled={spec.kind === 'fixed'}
          autoComplete={spec.autoComplete}
          maxLength={spec.maxLength}
          inputMode={spec.inputMode}
          onChange={(e) => {
            field.onChange(e.target.value);
          }}
        />
      )}
      <FieldError error={field.error} />
    </div>
  );
}
