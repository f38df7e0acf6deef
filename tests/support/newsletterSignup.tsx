import {
  checkboxesFields,
  compileForm,
  consentFields,
  defineForm,
  FormWizard,
  textFields,
  type FormValues,
} from 'stepform';

const newsletterForm = defineForm({
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

const newsletter = compileForm(newsletterForm);
const messages = { submit: 'Sign up', success: 'You are signed up.' };
// The components of the kinds this form uses: only these are in its bundle.
const fields = { ...textFields, ...checkboxesFields, ...consentFields };

export function NewsletterSignup({
  onSignUp,
}: {
  onSignUp: (values: NewsletterValues) => Promise<void>;
}) {
  return <FormWizard form={newsletter} fields={fields} onSubmit={onSignUp} messages={messages} />;
}
