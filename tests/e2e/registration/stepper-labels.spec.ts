/**
 * Every step title in the stepper reads on its own at a phone's, a small laptop's and a desktop's
 * width, in English and Spanish: wrapped where it must be, never run into its neighbour (Spanish
 * once read "Trayectoria deportivaInformación de salud" at 1280 px). Measured on the text itself
 * (its line boxes), since a title that overflows its column overlaps the next one's text, not its
 * button.
 */
import type { Locator } from '@playwright/test';
import { languages } from '../../../src/routes/routeTable';
import { expect, test } from './support/fixtures';

/** Each line of `element`'s text as drawn: left, right, top and bottom. */
const linesOf = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return [...range.getClientRects()]
      .filter((rect) => rect.width > 0)
      .map(({ left, right, top, bottom }) => ({ left, right, top, bottom }));
  });

/** Space a reader needs between two titles on one line, in CSS pixels. */
const minimumGap = 8;

for (const language of languages) {
  test.describe(`stepper labels (${language})`, () => {
    test.use({ language });

    test('at 320, 1024 and 1280 px no step title touches another or leaves the screen', async ({
      page,
      wizard,
    }) => {
      const { steps, messages } = wizard;
      const stepper = page.getByRole('navigation', { name: messages.stepsLabel });
      for (const width of [320, 1024, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await wizard.openRegistration(page);
        // Wide screens list every step by title; a phone says one line, "Step 1 of 6 · …".
        const shown = (await stepper.getByRole('list').isVisible())
          ? steps.map((step) =>
              stepper.getByRole('listitem').getByText(step.title, { exact: true }),
            )
          : [stepper.getByText(messages.stepLine(1, steps.length, steps[0]!.title))];
        const boxes = await Promise.all(shown.map(linesOf));
        for (const [index, lines] of boxes.entries()) {
          const where = `${width} px, ${index === 0 ? 'the first title' : `title ${index + 1}`}`;
          expect(lines.length, where).toBeGreaterThan(0);
          for (const line of lines) {
            expect(line.left, where).toBeGreaterThanOrEqual(0);
            expect(line.right, where).toBeLessThanOrEqual(width);
          }
          const next = boxes[index + 1];
          if (!next) continue;
          // Side by side, a clear gap between the last letter of one and the first of the next.
          const right = Math.max(...lines.map((line) => line.right));
          const left = Math.min(...next.map((line) => line.left));
          expect(left - right, `${where} and the next`).toBeGreaterThanOrEqual(minimumGap);
        }
      }
    });
  });
}
