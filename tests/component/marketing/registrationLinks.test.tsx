import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { business } from '../../../src/content/business';
import { pathsIn } from '../../../src/routes/paths';
import { languages } from '../../../src/routes/routeTable';
import { siteWords } from '../../support/siteWords';
import { renderRoute } from './renderRoute';

/**
 * Where a parent looks for the athlete registration, each page leads to it, in every language:
 * after a payment (/success), under the home page's offers and beside the camp page's own form,
 * whose external links stay as the specification has them.
 */
describe.each(languages)('the way to the registration (%s)', (language) => {
  const paths = pathsIn(language);
  const words = siteWords[language];
  const registrationLink = (action: string) => {
    const link = within(screen.getByRole('main')).getByRole('link', { name: action });
    expect(link).toHaveAttribute('href', paths.registration);
    return link;
  };

  it('after a payment, /success leads on to it', async () => {
    await renderRoute(paths.success);
    const link = registrationLink(words.success.registration.action);
    expect(link.parentElement).toHaveTextContent(words.success.registration.prompt);
  });

  it('the home page leads to it beside its offers and the free consultation', async () => {
    await renderRoute(paths.home);
    const link = registrationLink(words.home.signup.registration.action);
    const signup = link.closest('section')!;
    expect(
      within(signup).getByRole('link', { name: new RegExp(words.home.signup.consultationAction) }),
    ).toHaveAttribute('href', business.consultationUrl);
  });

  it('the camp page leads to it beside Register for Camp, the camp form', async () => {
    await renderRoute(paths.proDevCamp);
    const link = registrationLink(words.camp.callToAction.registration.action);
    const callToAction = link.closest('section')!;
    expect(
      within(callToAction).getByRole('link', { name: new RegExp(words.camp.callToAction.action) }),
    ).toHaveAttribute('href', business.campFormUrl);
  });
});
