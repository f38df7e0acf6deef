/**
 * Typing writes nothing to an input's attributes: React 19 rewrites an input's `name` and `type`
 * on every change event, and each write makes the browser rebuild the form's index of its
 * controls on the next event, walking the whole form (see `keepNameAndType`).
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { compileForm } from '../index.ts';
import { sampleForm } from '../test-kit/sampleForm.ts';
import { testKit } from '../test-kit/testKit.ts';
import { renderWizard } from '../test-kit/renderWizard.tsx';
import { keepNameAndType } from './keepNameAndType.ts';

describe("an input's name and type while the person types", () => {
  it('are never written again, so the form keeps its index of controls', async () => {
    const { user } = renderWizard(compileForm(testKit, sampleForm));
    const input = await screen.findByRole('textbox', { name: /Full name/ });
    const written: string[] = [];
    const observer = new MutationObserver((records) =>
      written.push(...records.map((record) => record.attributeName ?? '')),
    );
    observer.observe(input, { attributes: true, attributeFilter: ['name', 'type'] });
    await user.type(input, 'Ada');
    // Records not yet delivered to the callback are taken as they are.
    written.push(...observer.takeRecords().map((record) => record.attributeName ?? ''));
    observer.disconnect();
    expect(input).toHaveValue('Ada');
    expect(input).toHaveAttribute('name', 'fullName');
    expect(written).toEqual([]);
  });

  it('still change when they really change, and a radio is left as React keeps it', () => {
    const input = document.createElement('input');
    input.name = 'first';
    keepNameAndType(input);
    input.name = '';
    expect(input.name).toBe('first');
    input.name = 'second';
    input.type = 'email';
    expect([input.name, input.type]).toEqual(['second', 'email']);
    const radio = Object.assign(document.createElement('input'), { type: 'radio', name: 'size' });
    keepNameAndType(radio);
    radio.name = '';
    expect(radio.name).toBe('');
  });
});
