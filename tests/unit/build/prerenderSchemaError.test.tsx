/**
 * `npm run build` must fail on a malformed form schema, with the meta-check's message, and never
 * write the registration's error page in place of the route (src/form-engine/README.md "Where a
 * mistake fails"). The prerender renders through `render` of src/entry-server.tsx; here the
 * registration
 * schema is swapped for one with two fields of the same name.
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
          { name: 'firstName', kind: 'text', label: 'Given name' },
        ],
      },
    ],
  },
}));

describe('prerendering with a malformed schema', () => {
  it('throws the meta-check message instead of rendering the error page', async () => {
    const { render } = await import('../../../src/entry-server');
    await expect(render('/registration')).rejects.toThrow(
      'registration › step "personal" › field "firstName": the name is already used in step "personal"',
    );
  });

  it('still renders the pages that do not use the schema', async () => {
    const { render } = await import('../../../src/entry-server');
    const page = await render('/');
    expect(page.status).toBe(200);
  });
});
