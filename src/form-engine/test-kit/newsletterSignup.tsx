/**
 * A whole two-step form in one file, with a kit of only its kinds and words of its own. Like the
 * README's booking example beside it, it imports the engine by its package name, as a user's file
 * does, where the rest of the test kit uses relative paths.
 */
import { compileForm, createFormKit, FormWizard, type FormValues } from 'stepform';
import { checkboxesKinds, consentKinds, textKinds } from 'stepform/kinds';

// The kinds this form uses: only their components are in its bundle.
const kit = createFormKit({ kinds: { ...textKinds, ...checkboxesKinds, ...consentKinds } });

const newsletterForm = kit.defineForm({
  id: 'newsletter',
  title: 'Newsletter',
  steps: [
    {
      id: 'you',
      title: 'About you',
      fields: [
        { name: 'email', kind: 'email', label: 'E-mail', required: true, autoComplete: 'email' },
        { name: 'firstName', kind: 'text', label: 'First name', autoComplete: 'given-name' },
      ],
    },
    {
      id: 'topics',
      title: 'Topics',
      fields: [
        {
          name: 'topics',
          kind: 'checkboxes',
          label: 'Send me news about',
          required: true,
          options: [
            { value: 'camps', label: 'Camps' },
            { value: 'clinics', label: 'Clinics' },
          ],
        },
        { name: 'consent', kind: 'consent', label: 'I agree to receive e-mails', required: true },
      ],
    },
  ],
});

export type NewsletterValues = FormValues<typeof newsletterForm>;

const newsletter = compileForm(kit, newsletterForm);
const messages = { submit: 'Sign up', success: 'You are signed up.' };

export function NewsletterSignup({
  onSignUp,
}: {
  onSignUp: (values: NewsletterValues) => Promise<void>;
}) {
  return <FormWizard form={newsletter} onSubmit={onSignUp} messages={messages} />;
}
