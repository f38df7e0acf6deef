/**
 * The benchmark's wizard page: the real FormWizard, providers and router as the site uses them,
 * on a generated first step of `?fields=n` required text fields (tests/support/inlineForms.ts).
 * .tools/bench.mjs builds it with production settings and types into its first field.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../src/app/AppProviders';
import { compileForm, FormWizard, routerNavigation } from '../../src/form-engine';
import { wideForm } from '../../tests/support/inlineForms';

const count = Number(new URLSearchParams(window.location.search).get('fields') ?? '10');
const form = compileForm(wideForm(count));
const navigation = routerNavigation();
const messages = { submit: 'Send', success: 'Done' };

const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <FormWizard
        form={form}
        onSubmit={() => {}}
        messages={messages}
        navigation={navigation}
      />
    ),
  },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
