/**
 * The meta-check in production: a production build leaves out the kinds' property schemas, so
 * the meta-check refuses to run there instead of calling every kind's own property unknown, and
 * compiling and exporting a form skip it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The engine's modules as a process with this NODE_ENV loads them. */
async function engineIn(nodeEnv: string) {
  vi.stubEnv('NODE_ENV', nodeEnv);
  vi.resetModules();
  const [{ validateFormSpec }, { compileForm }, { toJSONSchema }, { testKit }, { sampleForm }] =
    await Promise.all([
      import('./validateFormSpec.ts'),
      import('../compiler/compileForm.ts'),
      import('../json-schema/toJSONSchema.ts'),
      import('../test-kit/testKit.ts'),
      import('../test-kit/sampleForm.ts'),
    ]);
  return { validateFormSpec, compileForm, toJSONSchema, testKit, sampleForm };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the meta-check in production', () => {
  it('refuses to run, saying why, where the kinds have no property schemas', async () => {
    const { validateFormSpec, testKit, sampleForm } = await engineIn('production');
    expect(testKit.kinds.textarea.properties).toBeUndefined();
    expect(() => validateFormSpec(testKit, sampleForm)).toThrow(/runs only outside production/);
  });

  it('is skipped by compileForm and toJSONSchema, which still work', async () => {
    const { compileForm, toJSONSchema, testKit, sampleForm } = await engineIn('production');
    expect(compileForm(testKit, sampleForm).steps.length).toBe(sampleForm.steps.length);
    expect(toJSONSchema(testKit, sampleForm)).toMatchObject({ type: 'object' });
  });

  it('runs in development, where every kind has its property schemas', async () => {
    const { validateFormSpec, testKit, sampleForm } = await engineIn('development');
    expect(testKit.kinds.textarea.properties).toBeTypeOf('function');
    expect(() => validateFormSpec(testKit, sampleForm)).not.toThrow();
  });
});
