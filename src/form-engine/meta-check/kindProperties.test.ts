/**
 * A field is held to its kind's spec, the engine's kinds and a form's own alike: in type-checking
 * (`kit.defineForm`, its `@ts-expect-error` lines fail `npm run typecheck` if the mistake stops
 * being one) and in the meta-check, which reads each kind's `properties`.
 */
import { describe, expect, it } from 'vitest';
import { createFormKit } from 'stepform';
import { validateFormSpec } from 'stepform/checks';
import { allKinds } from 'stepform/kinds';
import { starRating } from '../test-kit/starRating.tsx';

const kit = createFormKit({ kinds: { ...allKinds, starRating } });

/** A one-step form around `field`, as a schema file would declare it. */
const formWith = <const Field>(field: Field) => ({
  id: 'rated',
  title: 'Rated',
  steps: [{ id: 'only', title: 'Only', fields: [field] }],
});

/** The problems the meta-check finds in a form, none when it passes. */
function problemsOf(raw: unknown): readonly string[] {
  try {
    validateFormSpec(kit, raw);
    return [];
  } catch (error) {
    return (error as { problems: readonly string[] }).problems;
  }
}

describe("a kind's own settings", () => {
  it('are typed and accepted as the kind declares them', () => {
    const form = kit.defineForm(
      formWith({ name: 'stars', kind: 'starRating', label: 'Stars', props: { max: 10 } }),
    );
    expect(problemsOf(form)).toEqual([]);
  });

  it('of the wrong type fail type-checking and the meta-check', () => {
    const spec = formWith({
      name: 'stars',
      kind: 'starRating',
      label: 'Stars',
      props: { max: '5' },
    });
    // @ts-expect-error: `max` is a number
    const form = kit.defineForm(spec);
    expect(problemsOf(form)).toEqual([
      'rated › step "only" › field "stars": "max" must be a whole number of stars',
    ]);
  });

  it('that the kind does not declare are reported as for a built-in kind', () => {
    expect(
      problemsOf(formWith({ name: 'stars', kind: 'starRating', label: 'Stars', rows: 3 })),
    ).toEqual(['rated › step "only" › field "stars": unknown property "rows" for this kind']);
    expect(
      problemsOf(formWith({ name: 'stars', kind: 'starRating', label: 'Stars', options: ['A'] })),
    ).toEqual(['rated › step "only" › field "stars": unknown property "options" for this kind']);
  });
});

describe("the engine's kinds' own properties", () => {
  it('are read from each kind: rows of a textarea, not of a text', () => {
    expect(
      problemsOf(formWith({ name: 'notes', kind: 'textarea', label: 'Notes', rows: 3 })),
    ).toEqual([]);
    expect(problemsOf(formWith({ name: 'notes', kind: 'text', label: 'Notes', rows: 3 }))).toEqual([
      'rated › step "only" › field "notes": unknown property "rows" for this kind',
    ]);
    expect(
      problemsOf(formWith({ name: 'notes', kind: 'textarea', label: 'Notes', rows: 0 })),
    ).toEqual(['rated › step "only" › field "notes": "rows" must be positive']);
  });
});
