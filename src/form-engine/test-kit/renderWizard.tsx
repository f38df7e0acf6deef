import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  FormWizard,
  type AnswerPersistence,
  type CompiledForm,
  type ShownStep,
  type WizardMessages,
} from '../index.ts';
import { routerNavigation } from '../router.ts';
import { createRouterProbe } from './routerProbe.tsx';

export const successMessage = 'Saved!';

/** The test wizard's own words for its last button and its success alert. */
export const testWizardMessages = { submit: 'Send', success: successMessage };

/** As the site's pages do: the step in the URL, links away held by the leave dialog. */
const navigation = routerNavigation();

/**
 * Renders a wizard for `form` at `/form` (with `?step=n` when `step` is given) inside a memory
 * router, as a page would, plus a link to an `/elsewhere` route to leave to.
 */
export function renderWizard(
  form: CompiledForm,
  options: {
    step?: number;
    defaultValues?: Record<string, unknown>;
    onSubmit?: (values: unknown) => void | Promise<unknown>;
    /** Told the step shown, as a page is (to set its title). */
    onStepShown?: (step: ShownStep) => void;
    /** Where the wizard keeps unsubmitted answers (see `FormWizard`'s `persistence`). */
    persistence?: AnswerPersistence;
    /** Wraps the page in a React Profiler with this callback. */
    onRender?: ProfilerOnRenderCallback;
    /** The wizard's words, e.g. another language's; {@link testWizardMessages} by default. */
    messages?: Partial<WizardMessages>;
  } = {},
) {
  const onSubmit = options.onSubmit ?? (() => {});
  const router = createRouterProbe();
  const page = (
    <>
      <MemoryRouter initialEntries={[options.step ? `/form?step=${options.step}` : '/form']}>
        <Routes>
          <Route
            path="/form"
            element={
              <>
                <FormWizard
                  form={form}
                  onSubmit={onSubmit}
                  messages={options.messages ?? testWizardMessages}
                  navigation={navigation}
                  onStepShown={options.onStepShown}
                  persistence={options.persistence}
                  defaultValues={options.defaultValues}
                />
                <Link to="/elsewhere">Elsewhere</Link>
              </>
            }
          />
          <Route path="/elsewhere" element={<p>You left the form.</p>} />
        </Routes>
        {router.element}
      </MemoryRouter>
    </>
  );
  const view = render(
    options.onRender ? (
      <Profiler id="wizard" onRender={options.onRender}>
        {page}
      </Profiler>
    ) : (
      page
    ),
  );
  return { ...view, router, user: userEvent.setup() };
}
