import { compileForm, createFormKit, FormWizard, type FormValues } from 'stepform';
import { consentKinds, selectKinds, textKinds } from 'stepform/kinds';

// The kit: the kinds this form may use (only their components are bundled) and its own rules.
const kit = createFormKit({
  kinds: { ...textKinds, ...selectKinds, ...consentKinds },
  rules: {
    // A rule reads the answer, every answer, and the check's `args`.
    after: (value, values, other: string) =>
      typeof value === 'string' && value > String(values[other]),
  },
});

export const bookingForm = kit.defineForm({
  id: 'booking',
  title: 'Book a room',
  steps: [
    {
      id: 'stay',
      title: 'Your stay',
      fields: [
        { name: 'arrival', kind: 'date', label: 'Arrival', required: true, width: 6 },
        {
          name: 'departure',
          kind: 'date',
          label: 'Departure',
          required: true,
          width: 6,
          checks: [{ rule: 'after', args: 'arrival', message: 'Departure must be after arrival' }],
        },
        {
          name: 'room',
          kind: 'select',
          label: 'Room',
          required: true,
          options: ['Single', 'Double'],
        },
      ],
    },
    {
      id: 'you',
      title: 'About you',
      fields: [
        { name: 'email', kind: 'email', label: 'E-mail', required: true, autoComplete: 'email' },
        { name: 'terms', kind: 'consent', label: 'I accept the house rules', required: true },
      ],
    },
  ],
});

export type Booking = FormValues<typeof bookingForm>;
// { arrival: string; departure: string; room: '' | 'Single' | 'Double'; email: string; terms: boolean }

const booking = compileForm(kit, bookingForm);

export function BookingPage() {
  return <FormWizard form={booking} onSubmit={(values: Booking) => save(values)} />;
}

// Not in the README: where the example's `save` puts the answers, for the test to read. (The
// README's rule leaves `value` and `values` unannotated, which does not type-check yet; see
// readmeExample.test.tsx.)
export const saved: Booking[] = [];
function save(values: Booking) {
  saved.push(values);
}
