import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../src/app/AppProviders';
import type { CompiledForm } from '../../src/form-engine/compileForm';
import { FormWizard } from '../../src/form-engine/FormWizard';
import type { AnyFormValues } from '../../src/form-engine/formValues';

export const successMessage = 'Saved!';

/**
 * Renders a wizard for `form` at `/form` (with `?step=n` when `step` is given) inside a memory
 * router, as a page would, plus an `/elsewhere` route to leave to.
 */
export function renderWizard(
  form: CompiledForm,
  options: {
    step?: number;
    defaultValues?: Partial<AnyFormValues>;
    onSubmit?: (values: unknown) => void;
  } = {},
) {
  const onSubmit = options.onSubmit ?? (() => {});
  const router = createMemoryRouter(
    [
      {
        path: '/form',
        element: (
          <FormWizard
            form={form}
            onSubmit={onSubmit}
            successMessage={successMessage}
            submitLabel="Send"
            documentTitle="Test form"
            defaultValues={options.defaultValues}
          />
        ),
      },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [options.step ? `/form?step=${options.step}` : '/form'] },
  );
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user: userEvent.setup() };
}
