/**
 * The athlete registration form: six steps, their fields and options.
 * This file is the one place to add, remove or change a field; the wizard, the step gate,
 * the review and the generated tests all follow it. See form-schema/README.md "Changing the
 * registration form".
 */
import type { CheckSpec, FormValues } from 'stepform';
import { campAges, campFacts } from '../src/content/campFacts';
import { campDates } from '../src/content/campPhrases.en';
import { campSeasonAt } from '../src/content/campSeason';
import { registrationKit } from './registrationKit';
import { usStates } from './usStates';

// Warnings only (SPEC §5 enforces no format limits): shown when the field is left, never blocking.
const emailChecks = [
  {
    rule: 'pattern',
    args: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$',
    level: 'warning',
    message: 'This does not look like an e-mail address, e.g. name@example.com.',
  },
  { rule: 'emailDomain', level: 'warning', message: 'Did you mean {suggestion}?' },
] as const satisfies readonly CheckSpec[];
const phoneChecks = [
  {
    rule: 'usPhone',
    level: 'warning',
    message: 'A US phone number has 10 digits, e.g. (555) 010-0199.',
  },
] as const satisfies readonly CheckSpec[];

/** The camp's ages, for the date of birth's checks. */
const ages = { min: campFacts.minAge, max: campFacts.maxAge } as const;
/** The year the athlete's age is measured in: the camp's while on sale, this one once it has ended. */
const ageYear = () =>
  campSeasonAt(Date.now()) === 'ended'
    ? new Date().getFullYear()
    : Number(campFacts.startDate.slice(0, 4));

export const registrationForm = registrationKit.defineForm({
  id: 'registration',
  title: 'Athlete Registration',
  steps: [
    {
      id: 'personal',
      title: 'Personal Information',
      description:
        "Tell us about the athlete. We use this to set up the athlete's training profile.",
      fields: [
        {
          name: 'firstName',
          kind: 'text',
          label: 'First name',
          required: true,
          requiredMessage: "Enter the athlete's first name",
          autoComplete: 'given-name',
          width: 6,
        },
        {
          name: 'lastName',
          kind: 'text',
          label: 'Last name',
          required: true,
          requiredMessage: "Enter the athlete's last name",
          autoComplete: 'family-name',
          width: 6,
        },
        // The athlete's birthday, not the person filling in the form: no `bday` autofill.
        {
          name: 'dateOfBirth',
          kind: 'date',
          label: 'Date of birth',
          required: true,
          requiredMessage: "Enter the athlete's date of birth",
          autoComplete: 'off',
          width: 6,
          // An athlete of the camp's middle age when the age is measured (its first day while on
          // sale, today once it has ended): the tests' answers raise no warning, so Submit's
          // "Check these answers?" shows only where a test means it to.
          sample: `${ageYear() - Math.round((campFacts.minAge + campFacts.maxAge) / 2)}-04-18`,
          checks: [
            {
              rule: 'notInFuture',
              level: 'warning',
              message: 'This date is in the future. Check the year.',
            },
            {
              rule: 'ageBetween',
              args: { ...ages, on: campFacts.startDate, season: 'on-sale' },
              level: 'warning',
              message: `The camp is for athletes aged ${campAges} when it starts (${campDates}). Check the date.`,
            },
            // Once the season has ended, next season's first day is not known (the page says its
            // dates are coming): the age on the day of registering is the one honest measure.
            {
              rule: 'ageBetween',
              args: { ...ages, on: 'today', season: 'ended' },
              level: 'warning',
              message: `The camp is for athletes aged ${campAges}, and with this date of birth the athlete is another age today. Check the date.`,
            },
          ],
        },
        {
          name: 'gender',
          kind: 'select',
          label: 'Gender',
          required: true,
          requiredMessage: "Select the athlete's gender",
          width: 6,
          options: [
            { value: 'male', label: 'Male' },
            { value: 'female', label: 'Female' },
            { value: 'other', label: 'Other' },
            { value: 'prefer-not-to-say', label: 'Prefer not to say' },
          ],
        },
        {
          name: 'email',
          kind: 'email',
          label: 'E-mail',
          required: true,
          requiredMessage: 'Enter an e-mail address',
          autoComplete: 'email',
          width: 6,
          helperText: 'A parent or guardian’s e-mail is fine.',
          checks: emailChecks,
        },
        {
          name: 'phone',
          kind: 'tel',
          label: 'Phone',
          required: true,
          requiredMessage: 'Enter a phone number',
          autoComplete: 'tel',
          width: 6,
          checks: phoneChecks,
        },
        {
          name: 'address',
          kind: 'text',
          label: 'Street address',
          required: true,
          requiredMessage: 'Enter the street address',
          autoComplete: 'address-line1',
        },
        {
          name: 'city',
          kind: 'text',
          label: 'City',
          required: true,
          requiredMessage: 'Enter the city',
          autoComplete: 'address-level2',
          width: 6,
        },
        {
          name: 'state',
          kind: 'select',
          label: 'State',
          required: true,
          requiredMessage: 'Select the state',
          autoComplete: 'address-level1',
          width: 3,
          options: usStates,
        },
        {
          name: 'zipCode',
          kind: 'text',
          label: 'ZIP code',
          required: true,
          requiredMessage: 'Enter the ZIP code',
          autoComplete: 'postal-code',
          inputMode: 'numeric',
          width: 3,
          sample: '95814',
          checks: [
            {
              rule: 'pattern',
              args: '^\\d{5}(-\\d{4})?$',
              level: 'warning',
              message: 'A ZIP code has 5 digits (or ZIP+4).',
            },
          ],
        },
      ],
    },
    {
      id: 'emergency',
      title: 'Emergency Contact',
      description: 'Who should we call if something happens during training?',
      fields: [
        {
          name: 'emergencyContactName',
          kind: 'text',
          label: 'Contact name',
          required: true,
          requiredMessage: "Enter the emergency contact's name",
          autoComplete: 'section-emergency name',
          width: 6,
        },
        {
          name: 'emergencyContactRelationship',
          kind: 'select',
          label: 'Relationship to athlete',
          required: true,
          requiredMessage: 'Select how the emergency contact is related to the athlete',
          width: 6,
          options: [
            { value: 'parent', label: 'Parent' },
            { value: 'guardian', label: 'Guardian' },
            { value: 'spouse', label: 'Spouse' },
            { value: 'sibling', label: 'Sibling' },
            { value: 'friend', label: 'Friend' },
            { value: 'other', label: 'Other' },
          ],
        },
        {
          name: 'emergencyContactPhone',
          kind: 'tel',
          label: 'Contact phone',
          required: true,
          requiredMessage: "Enter the emergency contact's phone number",
          autoComplete: 'section-emergency tel',
          width: 6,
          checks: phoneChecks,
        },
        {
          name: 'emergencyContactEmail',
          kind: 'email',
          label: 'Contact e-mail',
          autoComplete: 'section-emergency email',
          width: 6,
          checks: emailChecks,
        },
      ],
    },
    {
      id: 'athletic',
      title: 'Athletic Background',
      description: 'Where the athlete is now, so coaches can plan where to take them.',
      fields: [
        {
          name: 'primarySport',
          kind: 'select',
          label: 'Primary sport',
          required: true,
          requiredMessage: "Select the athlete's primary sport",
          width: 6,
          options: [
            { value: 'football', label: 'Football' },
            { value: 'basketball', label: 'Basketball' },
            { value: 'baseball', label: 'Baseball' },
            { value: 'softball', label: 'Softball' },
            { value: 'soccer', label: 'Soccer' },
            { value: 'track-field', label: 'Track & Field' },
            { value: 'tennis', label: 'Tennis' },
            { value: 'volleyball', label: 'Volleyball' },
            { value: 'swimming', label: 'Swimming' },
            { value: 'wrestling', label: 'Wrestling' },
            { value: 'lacrosse', label: 'Lacrosse' },
            { value: 'golf', label: 'Golf' },
            { value: 'other', label: 'Other' },
          ],
        },
        // Only when Other is chosen, and optional: SPEC §5's gating stays as it is.
        {
          name: 'otherSport',
          kind: 'text',
          label: 'Which sport?',
          width: 6,
          visibleWhen: { field: 'primarySport', equals: 'other' },
        },
        {
          name: 'yearsPlaying',
          kind: 'select',
          label: 'Years playing',
          required: true,
          requiredMessage: 'Select how many years the athlete has played',
          width: 6,
          options: [
            { value: 'less-than-1', label: 'Less than 1 year' },
            { value: '1-2', label: '1–2 years' },
            { value: '3-5', label: '3–5 years' },
            { value: '6-10', label: '6–10 years' },
            { value: 'more-than-10', label: 'More than 10 years' },
          ],
        },
        {
          name: 'secondarySports',
          kind: 'checkboxes',
          label: 'Other sports played',
          // The values are stored as the sports' names, exactly as the specification lists them.
          options: [
            { value: 'Football', label: 'Football' },
            { value: 'Basketball', label: 'Basketball' },
            { value: 'Baseball', label: 'Baseball' },
            { value: 'Soccer', label: 'Soccer' },
            { value: 'Track & Field', label: 'Track & Field' },
            { value: 'Tennis', label: 'Tennis' },
            { value: 'Volleyball', label: 'Volleyball' },
            { value: 'Swimming', label: 'Swimming' },
            { value: 'Wrestling', label: 'Wrestling' },
            { value: 'Lacrosse', label: 'Lacrosse' },
            { value: 'Golf', label: 'Golf' },
            { value: 'Other', label: 'Other' },
          ],
        },
        {
          name: 'position',
          kind: 'text',
          label: 'Position',
          placeholder: 'e.g. point guard, midfielder',
          width: 6,
        },
        { name: 'currentTeam', kind: 'text', label: 'Current team', width: 6 },
        { name: 'coachName', kind: 'text', label: 'Coach name', autoComplete: 'off', width: 6 },
        {
          name: 'coachPhone',
          kind: 'tel',
          label: 'Coach phone',
          autoComplete: 'off',
          width: 6,
          checks: phoneChecks,
        },
        {
          name: 'athleticGoals',
          kind: 'textarea',
          label: 'Athletic goals',
          required: true,
          requiredMessage: "Enter the athlete's goals",
          rows: 4,
          helperText: 'What does the athlete want to achieve this season and beyond?',
        },
      ],
    },
    {
      id: 'health',
      title: 'Health Information',
      description: 'Everything here is optional, and helps coaches keep training safe.',
      fields: [
        {
          name: 'medicalConditions',
          kind: 'textarea',
          label: 'Medical conditions',
          rows: 2,
          placeholder: 'e.g. asthma, diabetes',
        },
        { name: 'medications', kind: 'textarea', label: 'Medications', rows: 2 },
        { name: 'allergies', kind: 'textarea', label: 'Allergies', rows: 2 },
        { name: 'injuries', kind: 'textarea', label: 'Current or past injuries', rows: 2 },
        {
          name: 'physicianName',
          kind: 'text',
          label: 'Physician name',
          autoComplete: 'off',
          width: 6,
        },
        {
          name: 'physicianPhone',
          kind: 'tel',
          label: 'Physician phone',
          autoComplete: 'off',
          width: 6,
          checks: phoneChecks,
        },
      ],
    },
    {
      id: 'training',
      title: 'Training Goals',
      description: 'Optional, and it helps us build the right plan from the first session.',
      fields: [
        {
          name: 'previousTraining',
          kind: 'textarea',
          label: 'Previous training experience',
          rows: 3,
        },
        {
          name: 'strengthTrainingExperience',
          kind: 'select',
          label: 'Strength training experience',
          options: [
            { value: 'beginner', label: 'Beginner (0–6 months)' },
            { value: 'intermediate', label: 'Intermediate (6 months–2 years)' },
            { value: 'advanced', label: 'Advanced (2+ years)' },
            { value: 'expert', label: 'Expert (5+ years)' },
          ],
        },
        {
          name: 'specificFocus',
          kind: 'checkboxes',
          label: 'Areas to focus on',
          options: [
            { value: 'Speed Development', label: 'Speed Development' },
            { value: 'Strength Training', label: 'Strength Training' },
            { value: 'Agility & Quickness', label: 'Agility & Quickness' },
            { value: 'Injury Prevention', label: 'Injury Prevention' },
            { value: 'Sport-Specific Skills', label: 'Sport-Specific Skills' },
            { value: 'Conditioning', label: 'Conditioning' },
            { value: 'Flexibility & Mobility', label: 'Flexibility & Mobility' },
            { value: 'Mental Performance', label: 'Mental Performance' },
            { value: 'Recovery Techniques', label: 'Recovery Techniques' },
          ],
        },
      ],
    },
    {
      id: 'agreements',
      title: 'Agreements',
      description: 'A parent or legal guardian should read and accept these.',
      fields: [
        {
          name: 'liabilityWaiver',
          kind: 'consent',
          label: 'Liability waiver',
          helperText:
            'Athletic training carries a risk of injury. By accepting, you confirm the athlete is fit to train, you allow the athlete to take part, and you allow our coaches to give first aid and call emergency services if needed.',
          fullText: [
            'I am the parent or legal guardian of the athlete named in this registration.',
            'I understand that strength, speed and sport training involve physical exertion and carry a risk of injury, including sprains, strains, fractures and, rarely, serious injury.',
            'I confirm that, to my knowledge, the athlete is in good health and fit to train, and that I have told the coaches about any medical conditions, allergies or injuries in this registration. I will tell the coaches if this changes.',
            'I allow the athlete to take part in training sessions, and I allow the coaches to give first aid and to call emergency services if they believe it is needed. I accept responsibility for the costs of any emergency care.',
            'I agree that the athlete will follow the coaches’ instructions and the facility’s safety rules, and that the coaches may stop the athlete from training if it is unsafe to continue.',
          ].join('\n\n'),
          required: true,
          requiredMessage: 'Tick the box to accept the liability waiver',
        },
        {
          name: 'mediaRelease',
          kind: 'consent',
          label: 'Media release',
          helperText:
            'Photos and video of the athlete in training may appear on our website and social media.',
        },
        {
          name: 'communicationConsent',
          kind: 'consent',
          label: 'Communication consent',
          helperText: 'We may contact you by e-mail, phone and text about training and scheduling.',
          required: true,
          requiredMessage: 'Tick the box to agree that we may contact you',
        },
      ],
    },
  ],
});

/** The values of a completed registration, inferred from the schema above. */
export type RegistrationValues = FormValues<typeof registrationForm>;
