import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { requiredOnlyAnswers } from './support/wizard';

const answers = requiredOnlyAnswers();

/** The transitions and animations running in the page now that will end (a spinner never does). */
const runningAnimations = (page: Page) =>
  page.evaluate(
    () =>
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .filter((animation) => animation.playState === 'running').length,
  );

test.describe('with reduced motion asked for', () => {
  test.use({ reducedMotion: 'reduce' });

  test('Next turns available at once, without a colour transition', async ({ page, wizard }) => {
    const { fillStep, nextButton, openRegistration } = wizard;
    await openRegistration(page);
    await fillStep(page, 0, answers);
    await expect(nextButton(page)).not.toHaveAttribute('aria-disabled');
    expect(await runningAnimations(page)).toBe(0);
    await expect(nextButton(page)).toHaveCSS('transition-duration', '0s');
  });
});

test.describe('without a motion preference', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('Next fades between grey and its colour', async ({ page, wizard }) => {
    const { nextButton, openRegistration } = wizard;
    await openRegistration(page);
    await expect(nextButton(page)).not.toHaveCSS('transition-duration', '0s');
  });
});
