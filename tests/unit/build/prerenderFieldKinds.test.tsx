/**
 * `npm run build` must fail when the registration's schema uses a kind whose components the page
 * does not give its wizard (`fields`), naming the field, instead of prerendering the page with a
 * gap React would fill in the browser (README "Changing the registration form"). The schema here
 * gains a radio, which the page's `fields` leave out.
 */
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../../form-schema/registration', () => ({
  registrationForm: {
    id: 'registration',
    title: 'Athlete Registration',
    steps: [
      {
        id: 'personal',
        title: 'Personal Information',
        fields: [
          { name: 'firstName', kind: 'text', label: 'First name' },
          { name: 'shirtSize', kind: 'radio', label: 'Shirt size', options: ['S', 'M', 'L'] },
        ],
      },
    ],
  },
}));

describe('prerendering a form with a kind the page has no components for', () => {
  it('throws, naming the field and what to pass', async () => {
    const { render } = await import('../../../src/entry-server');
    await expect(render('/registration')).rejects.toThrow(
      /\/registration threw while rendering: registration › step "personal" › Field "shirtSize" has kind "radio", which has no component .* Pass radioFields in <FormWizard fields>\./,
    );
  });
});
