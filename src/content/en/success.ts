import { business } from '../business';
import type { Words } from '../words';

/**
 * The page a payment provider returns to (English). It cannot verify a payment, so its words stay
 * neutral: they thank and explain what happens next, and point to the e-mail receipt as the record.
 */
export const words = {
  meta: {
    title: `Payment Successful | ${business.name}`,
    description: 'Thank you for registering. Here is what happens next.',
  },
  title: 'Payment Successful!',
  note: 'Thank you! A confirmation e-mail will follow shortly at the address you used at checkout. Keep it: it is your receipt.',
  orderIdLabel: 'Order ID',
  orderIdHint: 'Quote this if you contact us about your order.',
  whatsNextTitle: "What's Next",
  whatsNext: [
    'Check your e-mail for training information: dates, location and what to bring.',
    'Our team will contact you within 24 hours to welcome you and answer questions.',
    'Prepare for training: athletic shoes, a water bottle and a ready-to-work attitude.',
  ],
  contactPrompt: 'Questions about your order?',
  homeAction: 'Return to Home',
  /** The way on to the site's own athlete registration (src/components/RegistrationLink). */
  registration: {
    prompt: 'Before the first session, tell us about your athlete:',
    action: 'Athlete Registration',
  },
} as const;

declare module '../words' {
  interface WordsByName {
    success: Words<typeof words>;
  }
}
