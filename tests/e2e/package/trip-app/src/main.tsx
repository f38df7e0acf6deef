import { createRoot } from 'react-dom/client';
import { compileForm, FormWizard } from 'stepform';
import { tripForm, tripKit, type TripValues } from './tripForm';

const form = compileForm(tripKit, tripForm);

/** Typed by the schema and the kit: `rating` is a number (or null), with no cast. */
function onSubmit(values: TripValues) {
  const rating: number | null = values.rating;
  document.title = `Booked: ${values.start} to ${values.end}, ${rating} stars`;
}

createRoot(document.getElementById('root')!).render(
  <FormWizard form={form} onSubmit={onSubmit} messages={{ submit: 'Book', success: 'Booked!' }} />,
);
