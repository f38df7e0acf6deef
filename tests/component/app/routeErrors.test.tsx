import type { ComponentProps } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../src/app/AppProviders';
import { AppRoutes } from '../../../src/app/AppRoutes';
import { loadRoute } from '../../../src/app/pageModules';
import { routeFor } from '../../../src/routes/routeFor';
import { createRouterProbe } from '../../../src/form-engine/test-kit/routerProbe.tsx';
import type * as Kinds from 'stepform/kinds';

/** Makes the emergency contact's name field crash when it mounts, while `crash.now` is set. */
const crash = vi.hoisted(() => ({ now: false }));
vi.mock('stepform/kinds', async (importOriginal) => {
  const real = await importOriginal<typeof Kinds>();
  const { text } = real.textKinds;
  const Text = text.component;
  return {
    ...real,
    textKinds: {
      ...real.textKinds,
      text: {
        ...text,
        component: (props: ComponentProps<typeof Text>) => {
          if (crash.now && props.field.name === 'emergencyContactName')
            throw new Error('Simulated crash');
          return <Text {...props} />;
        },
      },
    },
  };
});

/** As src/main.tsx does: the page's module is loaded before the first render. */
async function renderSite(path: string) {
  await loadRoute(routeFor(path));
  const router = createRouterProbe();
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        {router.element}
      </MemoryRouter>
    </AppProviders>,
  );
  return { router, user: userEvent.setup() };
}

describe('a page that fails to render', () => {
  // The registration keeps answers in this tab's sessionStorage too (a later visit in the same
  // tab finds them: persistence.spec.ts); these tests are about the in-memory retry alone.
  beforeEach(() => sessionStorage.clear());

  it(
    'shows a friendly page with a retry, and the registration keeps its answers for it',
    { timeout: 30_000 },
    async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { user } = await renderSite('/registration');
      // The first render waits for the lazily loaded page module, which jsdom takes a while over.
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Personal Information' },
        { timeout: 15_000 },
      );
      const answers: Record<string, string> = {
        'First name': 'Ana',
        'Last name': 'Lopez',
        Email: 'ana@example.com',
        Phone: '555 0100',
        'Street address': '1 Main St',
        City: 'Sacramento',
        'ZIP code': '95816',
      };
      for (const [label, value] of Object.entries(answers)) {
        await user.type(screen.getByRole('textbox', { name: label }), value);
      }
      await user.type(screen.getByLabelText(/^Date of birth/), '2012-04-18');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'female');
      await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'CA');

      crash.now = true;
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
      ).toBeVisible();
      expect(screen.getByText(/Your answers are still here/)).toBeVisible();
      expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

      crash.now = false;
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Emergency Contact' }),
      ).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Previous' }));
      await screen.findByRole('heading', { level: 2, name: 'Personal Information' });
      expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ana');
      expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveValue('female');
    },
  );

  it('starts empty on a later plain visit', { timeout: 20_000 }, async () => {
    const { router } = await renderSite('/registration');
    await screen.findByRole(
      'heading',
      { level: 2, name: 'Personal Information' },
      { timeout: 15_000 },
    );
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    await act(() => router.navigate('/'));
  });
});
