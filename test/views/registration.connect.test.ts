import { describe, expect, it } from 'vitest';
import {
  REGISTRATION_FIELDS,
  registrationForm,
  type FormFlowEvent,
  type FormFlowState,
} from '@play-smart/engine';
import { connectRegistration } from '../../views/registration';
import { FORM_WORDS } from '../../site/content/en/forms';
import { REGISTRATION_WORDS } from '../../site/content/en/registration';

function connect(state: FormFlowState) {
  const sent: FormFlowEvent[] = [];
  const api = connectRegistration(state, (e) => sent.push(e), REGISTRATION_WORDS, FORM_WORDS);
  return { api, sent };
}

const idle = registrationForm.init({}, 0, 1).state;

describe('connectRegistration', () => {
  it('lists the fields in form order with labels; only address_2 is marked optional', () => {
    const { api } = connect(idle);
    expect(api.fields.map((f) => f.spec.name)).toEqual(REGISTRATION_FIELDS.filter((f) => f !== 'opt_in'));
    expect(api.fields.filter((f) => f.label.endsWith('(Optional)')).map((f) => f.spec.name)).toEqual([
      'address_2',
    ]);
    expect(api.fields.find((f) => f.spec.name === 'state')?.value).toBe('Ohio');
    expect(api.optIn.checked).toBe(false);
    expect(api.status.alert).toBeNull();
    expect(api.status.submit).toEqual({ label: 'Submit', 'aria-disabled': false });
  });

  it('describes a field by its hint and its error, marks it invalid and names its focus target', () => {
    const errors = registrationForm.step(idle, { type: 'submit', at: 1 }).state;
    const dob = connect(errors).api.fields.find((f) => f.spec.name === 'dob');
    expect(dob?.error?.text).toBe('Date of birth is required.');
    expect(dob?.control).toEqual({
      id: 'reg-dob',
      name: 'dob',
      'aria-invalid': true,
      'aria-describedby': 'reg-dob-hint reg-dob-error',
      'data-focus': 'forms:field:dob',
    });
    expect(connect(errors).api.status.alert?.banner).toBe('Oops! There are some errors.');
    expect(connect(errors).api.status.alert?.sentence).toBeNull();
  });

  it('handlers send one engine event each', () => {
    const { api, sent } = connect(idle);
    api.fields[0]?.onChange('Sam');
    api.optIn.onChange(true);
    api.status.onSubmit();
    expect(sent).toEqual([
      { type: 'fieldChanged', name: 'first_name', value: 'Sam' },
      { type: 'fieldChanged', name: 'opt_in', value: true },
      { type: 'submit' },
    ]);
  });
});
