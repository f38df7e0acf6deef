/**
 * The benchmark's wizard page: the real FormWizard, providers and router as the site uses them,
 * on a generated first step of `?fields=n` required text fields (`&kind=textarea` for long-text
 * ones), or of a group of `?rows=n` filled rows (src/form-engine/test-kit/wideForm.ts). .tools/bench.ts builds it with production settings, reads
 * how long the step took to mount and types into its first field.
 */
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '../../src/app/AppProviders';
import { compileForm, FormWizard, type CompiledForm } from 'stepform';
import { routerNavigation } from 'stepform/router';
import { testKit } from '../../src/form-engine/test-kit/testKit.ts';
import {
  wideForm,
  wideGroupForm,
  wideGroupValues,
} from '../../src/form-engine/test-kit/wideForm.ts';

const query = new URLSearchParams(window.location.search);
const count = Number(query.get('fields') ?? '10');
// `?rows=n`: a group of n filled rows instead of n fields.
const rows = query.has('rows') ? Number(query.get('rows')) : undefined;
// Either form: the page renders one, typed as any compiled form.
const form: CompiledForm = compileForm(
  testKit,
  rows === undefined
    ? wideForm(count, query.get('kind') === 'textarea' ? 'textarea' : 'text')
    : wideGroupForm(rows),
);
const defaultValues = rows === undefined ? undefined : wideGroupValues(rows);
const navigation = routerNavigation();
const messages = { submit: 'Send', success: 'Done' };

/**
 * Rendered after the wizard, so its effect runs once the wizard's first commit is done; the next
 * frame's task is when the browser has laid the step out and painted it.
 */
// eslint-disable-next-line react-refresh/only-export-components -- a page entry, built once by the bench, never hot-reloaded
function MountProbe({ startedAt }: { startedAt: number }) {
  useEffect(() => {
    requestAnimationFrame(() =>
      setTimeout(() => Object.assign(window, { __mountMs: performance.now() - startedAt })),
    );
  }, [startedAt]);
  return null;
}

const startedAt = performance.now();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <FormWizard
          form={form}
          onSubmit={() => {}}
          messages={messages}
          navigation={navigation}
          defaultValues={defaultValues}
        />
        <MountProbe startedAt={startedAt} />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
