/**
 * A kind's component is told the form's language, for what it formats itself: here a month
 * picker names the months in it.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  compileForm,
  createFormKit,
  defineKind,
  FormWizard,
  type FieldBase,
  type FieldProps,
} from '../index.ts';

const monthPicker = defineKind({
  component: function MonthPicker({ field, id, language, value }: FieldProps<FieldBase, string>) {
    const monthName = (month: number) =>
      new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2026, month, 1)),
      );
    return (
      <>
        <label htmlFor={id}>{field.label}</label>
        <select
          id={id}
          defaultValue={value.initial}
          onChange={(event) => value.change(event.target.value)}
        >
          {Array.from({ length: 12 }, (_, month) => (
            <option key={month} value={String(month + 1)}>
              {monthName(month)}
            </option>
          ))}
        </select>
      </>
    );
  },
  empty: '',
  schema: () => z.string(),
  format: (month: string) => month,
  jsonSchema: () => ({ type: 'string' }),
  sample: () => '1',
});

const kit = createFormKit({ kinds: { month: monthPicker } });
const form = kit.defineForm({
  id: 'start',
  title: { en: 'Start', fr: 'Début' },
  steps: [
    {
      id: 'when',
      title: { en: 'When', fr: 'Quand' },
      fields: [{ name: 'month', kind: 'month', label: { en: 'Month', fr: 'Mois' } }],
    },
  ],
});

describe("a kind's component", () => {
  it.each([
    ['en', 'Month', 'January'],
    ['fr', 'Mois', 'janvier'],
  ])('is told the form’s language (%s)', (language, label, january) => {
    render(<FormWizard form={compileForm(kit, form, { language })} onSubmit={() => undefined} />);
    const month = screen.getByRole('combobox', { name: label });
    expect(month).toHaveDisplayValue(january);
  });
});
