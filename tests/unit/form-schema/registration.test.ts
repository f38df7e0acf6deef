import { describe, expect, expectTypeOf, it } from 'vitest';
import { registrationForm, type RegistrationValues } from '../../../form-schema/registration';
import { usStates } from '../../../form-schema/usStates';
import type { FieldSpec } from 'stepform';
import { registrationIn } from '../../support/registration';

/** SPEC §3: the field keys of each step, in order. */
const specFields = {
  personal: [
    'firstName',
    'lastName',
    'dateOfBirth',
    'gender',
    'email',
    'phone',
    'address',
    'city',
    'state',
    'zipCode',
  ],
  emergency: [
    'emergencyContactName',
    'emergencyContactRelationship',
    'emergencyContactPhone',
    'emergencyContactEmail',
  ],
  athletic: [
    'primarySport',
    // Not in SPEC §3: shown only when the primary sport is Other, optional (src/form-engine/README.md "Conditions").
    'otherSport',
    'secondarySports',
    'position',
    'yearsPlaying',
    'currentTeam',
    'coachName',
    'coachPhone',
    'athleticGoals',
  ],
  health: [
    'medicalConditions',
    'medications',
    'allergies',
    'injuries',
    'physicianName',
    'physicianPhone',
  ],
  training: ['previousTraining', 'strengthTrainingExperience', 'specificFocus'],
  agreements: ['liabilityWaiver', 'mediaRelease', 'communicationConsent'],
} as const;

/** SPEC §5: the fields that must be filled for Next. */
const specRequired = [
  ...specFields.personal,
  'emergencyContactName',
  'emergencyContactRelationship',
  'emergencyContactPhone',
  'primarySport',
  'yearsPlaying',
  'athleticGoals',
  'liabilityWaiver',
  'communicationConsent',
];

/** SPEC §3: the option values of each choice field. */
const specOptions = {
  gender: ['male', 'female', 'other', 'prefer-not-to-say'],
  emergencyContactRelationship: ['parent', 'guardian', 'spouse', 'sibling', 'friend', 'other'],
  primarySport: [
    'football',
    'basketball',
    'baseball',
    'softball',
    'soccer',
    'track-field',
    'tennis',
    'volleyball',
    'swimming',
    'wrestling',
    'lacrosse',
    'golf',
    'other',
  ],
  secondarySports: [
    'Football',
    'Basketball',
    'Baseball',
    'Soccer',
    'Track & Field',
    'Tennis',
    'Volleyball',
    'Swimming',
    'Wrestling',
    'Lacrosse',
    'Golf',
    'Other',
  ],
  // Issue 9 §3: State is a choice of the 50 states and DC (SPEC §3 leaves its input open).
  state: usStates.map((state) => state.value),
  yearsPlaying: ['less-than-1', '1-2', '3-5', '6-10', 'more-than-10'],
  strengthTrainingExperience: ['beginner', 'intermediate', 'advanced', 'expert'],
  specificFocus: [
    'Speed Development',
    'Strength Training',
    'Agility & Quickness',
    'Injury Prevention',
    'Sport-Specific Skills',
    'Conditioning',
    'Flexibility & Mobility',
    'Mental Performance',
    'Recovery Techniques',
  ],
} as const satisfies Record<string, readonly string[]>;

const allFields: FieldSpec[] = registrationForm.steps.flatMap((step) => [...step.fields]);
const fieldNamed = (name: string) => allFields.find((field) => field.name === name)!;

describe('the registration schema (form-schema/registration.ts)', () => {
  it('compiles: the meta-check finds nothing wrong', () => {
    expect(() => registrationIn()).not.toThrow();
  });

  it('has the six steps of SPEC §3 with exactly their field keys', () => {
    expect(
      Object.fromEntries(
        registrationForm.steps.map((step) => [
          step.id,
          [...step.fields.map((field) => field.name)].sort(),
        ]),
      ),
    ).toEqual(
      Object.fromEntries(Object.entries(specFields).map(([id, names]) => [id, [...names].sort()])),
    );
    expect(registrationForm.steps.map((step) => step.title)).toEqual([
      'Personal Information',
      'Emergency Contact',
      'Athletic Background',
      'Health Information',
      'Training Goals',
      'Agreements',
    ]);
  });

  it('asks "Which sport?" only when the primary sport is Other, and never requires it', () => {
    expect(fieldNamed('otherSport')).toMatchObject({
      kind: 'text',
      visibleWhen: { field: 'primarySport', equals: 'other' },
    });
    expect(fieldNamed('otherSport').required).toBeUndefined();
  });

  it('offers State as the 50 states and DC, California first, then alphabetical', () => {
    const labels = usStates.map((state) => state.label);
    expect(labels).toHaveLength(51);
    expect(labels[0]).toBe('California');
    expect(labels.slice(1)).toEqual([...labels.slice(1)].sort());
    expect(labels).toContain('District of Columbia');
    expect(fieldNamed('state')).toMatchObject({ kind: 'select', autoComplete: 'address-level1' });
    expect(fieldNamed('zipCode')).toMatchObject({ inputMode: 'numeric' });
  });

  it('requires exactly the fields of SPEC §5', () => {
    expect(
      allFields
        .filter((field) => field.required)
        .map((field) => field.name)
        .sort(),
    ).toEqual([...specRequired].sort());
  });

  it('gives every required field its own message for the error summary, e.g. "Enter the athlete\'s first name"', () => {
    for (const field of allFields.filter((candidate) => candidate.required)) {
      expect(field.requiredMessage?.trim(), field.name).toBeTruthy();
    }
    expect(fieldNamed('firstName').requiredMessage).toBe("Enter the athlete's first name");
    expect(fieldNamed('primarySport').requiredMessage).toBe("Select the athlete's primary sport");
  });

  it('offers exactly the option values of SPEC §3, each with a human label', () => {
    const choiceFields = allFields.filter((field) => field.options !== undefined);
    expect(choiceFields.map((field) => field.name).sort()).toEqual(Object.keys(specOptions).sort());
    for (const field of choiceFields) {
      if (!field.options) continue;
      const options = registrationIn().optionsOf(field.name);
      expect(
        options.map((option) => option.value),
        field.name,
      ).toEqual(specOptions[field.name as keyof typeof specOptions]);
      for (const option of options) expect(option.label.trim()).not.toBe('');
    }
    expect(fieldNamed('primarySport')).toMatchObject({ kind: 'select' });
    expect(fieldNamed('secondarySports')).toMatchObject({ kind: 'checkboxes' });
    expect(fieldNamed('specificFocus')).toMatchObject({ kind: 'checkboxes' });
  });

  it('uses the e-mail, telephone and date input types, long text and consents where SPEC §3 says', () => {
    const kinds = Object.fromEntries(allFields.map((field) => [field.name, field.kind]));
    expect(kinds).toMatchObject({
      email: 'email',
      emergencyContactEmail: 'email',
      phone: 'tel',
      emergencyContactPhone: 'tel',
      coachPhone: 'tel',
      physicianPhone: 'tel',
      dateOfBirth: 'date',
      athleticGoals: 'textarea',
      liabilityWaiver: 'consent',
      mediaRelease: 'consent',
      communicationConsent: 'consent',
    });
  });

  it("uses autocomplete tokens, and never the form-filler's own birthday for the athlete", () => {
    expect(fieldNamed('dateOfBirth').autoComplete).not.toMatch(/bday/);
    expect(fieldNamed('email').autoComplete).toBe('email');
    expect(fieldNamed('zipCode').autoComplete).toBe('postal-code');
    expect(fieldNamed('emergencyContactPhone').autoComplete).toMatch(/^section-\w+ tel$/);
  });

  it('infers the value type from the schema', () => {
    expectTypeOf<RegistrationValues['firstName']>().toEqualTypeOf<string>();
    expectTypeOf<RegistrationValues['gender']>().toEqualTypeOf<
      '' | 'male' | 'female' | 'other' | 'prefer-not-to-say'
    >();
    expectTypeOf<RegistrationValues['secondarySports']>().items.toEqualTypeOf<
      (typeof specOptions.secondarySports)[number]
    >();
    expectTypeOf<RegistrationValues['liabilityWaiver']>().toEqualTypeOf<boolean>();
    // A conditional field is left out of the values while hidden.
    expectTypeOf<RegistrationValues['otherSport']>().toEqualTypeOf<string | undefined>();
    // The keys themselves are pinned once, at run time, above ("exactly their field keys"): a
    // type-level copy of the table would make every schema change a type error as well.
  });
});
