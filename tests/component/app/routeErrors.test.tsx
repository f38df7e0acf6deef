import type { ComponentProps } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../src/app/AppProviders';
import { AppRoutes } from '../../../src/app/AppRoutes';
import { loadRoute } from '../../../src/app/pageModules';
import { routeFor } from '../../../src/routes/routeFor';
import { controlLabelled } from '../../support/controlLabelled';
import { fillStep } from '../../support/fillStep';
import { registrationIn } from '../../support/registration';
import { createRouterProbe } from '../../../src/form-engine/test-kit/routerProbe.tsx';
import type { FieldSpec, StepSpec } from 'stepform';
import type * as Kinds from 'stepform/kinds';
import { sampleStepValues } from 'stepform/testing';

/** Makes the text field named `crash.field` crash when it mounts, while `crash.now` is set. */
const crash = vi.hoisted(() => ({ now: false, field: '' }));
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
          if (crash.now && props.field.name === crash.field) throw new Error('Simulated crash');
          return <Text {...props} />;
        },
      },
    },
  };
});

const registration = registrationIn();
const [first, second] = registration.spec.steps as [StepSpec, StepSpec];
/** A field with one control that holds a value (text or a select: not boxes, not a consent). */
const hasOneControl = (field: FieldSpec) =>
  !['checkboxes', 'radio', 'consent'].includes(field.kind);

/**
 * The page's main landmark: buttons and links are looked for there, not in the header and footer
 * too (Testing Library's role queries read the computed style of every candidate, slow in jsdom).
 */
const main = () => within(screen.getByRole('main'));

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
  // No pointer-events check before each click: it reads jsdom's computed style of the control
  // and every ancestor (slow on an MUI page), and none of these controls is ever unclickable.
  return { router, user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }) };
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
      await screen.findByRole('heading', { level: 2, name: first.title }, { timeout: 15_000 });
      // The first step's sample answers, and a crash in the second step's first text field.
      const answers = sampleStepValues(registration, 0);
      await fillStep(user, registration, 0, answers);
      crash.field = second.fields.find((field) => field.kind === 'text')!.name;

      crash.now = true;
      await user.click(main().getByRole('button', { name: 'Next' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
      ).toBeVisible();
      expect(screen.getByText(/Your answers are still here/)).toBeVisible();
      expect(main().getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

      crash.now = false;
      await user.click(main().getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('heading', { level: 2, name: second.title })).toBeVisible();
      await user.click(main().getByRole('button', { name: 'Previous' }));
      await screen.findByRole('heading', { level: 2, name: first.title });
      for (const field of first.fields.filter(
        (candidate) => candidate.name in answers && hasOneControl(candidate),
      )) {
        expect(controlLabelled(field.label), field.name).toHaveValue(answers[field.name] as string);
      }
    },
  );

  it('starts empty on a later plain visit', { timeout: 20_000 }, async () => {
    const { router } = await renderSite('/registration');
    await screen.findByRole(
      'heading',
      { level: 2, name: 'Personal Information' },
      { timeout: 15_000 },
    );
    for (const field of first.fields.filter(hasOneControl)) {
      expect(controlLabelled(field.label), field.name).toHaveValue(
        registration.kindOf(field).empty as string,
      );
    }
    await act(() => router.navigate('/'));
  });
});
