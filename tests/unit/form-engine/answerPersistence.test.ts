import { afterEach, describe, expect, it } from 'vitest';
import { defineForm, readSavedAnswers, sessionStoragePersistence } from 'stepform';

const spec = defineForm({
  id: 'kept',
  title: 'Kept',
  steps: [
    { id: 'a', title: 'A', fields: [{ name: 'name', kind: 'text', label: 'Name' }] },
    {
      id: 'b',
      title: 'B',
      fields: [
        {
          name: 'days',
          kind: 'checkboxes',
          label: 'Days',
          options: [{ value: 'mon', label: 'Monday' }],
        },
        { name: 'ok', kind: 'consent', label: 'OK' },
      ],
    },
  ],
});

afterEach(() => sessionStorage.clear());

describe('sessionStoragePersistence', () => {
  it('keeps answers in sessionStorage under its key only, and forgets them on clear', () => {
    const persistence = sessionStoragePersistence('kept-answers');
    const saved = { values: { name: 'Ana', days: ['mon'], ok: true }, step: 1, visited: [0, 1] };
    persistence.save(saved);
    expect(Object.keys(sessionStorage)).toEqual(['kept-answers']);
    expect(localStorage.length).toBe(0);
    expect(persistence.load()).toEqual(saved);
    persistence.clear();
    expect(sessionStorage.length).toBe(0);
    expect(persistence.load()).toBeUndefined();
  });

  it('reads broken data as nothing', () => {
    sessionStorage.setItem('kept-answers', '{not json');
    expect(sessionStoragePersistence('kept-answers').load()).toBeUndefined();
  });
});

describe('readSavedAnswers', () => {
  it('keeps only values that fit the schema, and a step within the form', () => {
    expect(
      readSavedAnswers(spec, {
        values: { name: 'Ana', days: 'mon', ok: 'yes', stranger: 'x' },
        step: 9,
        visited: [0, 5, 'x'],
      }),
    ).toEqual({ values: { name: 'Ana' }, step: 0, visited: [0] });
  });

  it('is undefined when nothing usable was kept', () => {
    expect(readSavedAnswers(spec, undefined)).toBeUndefined();
    expect(readSavedAnswers(spec, { values: { stranger: 'x' }, step: 1 })).toBeUndefined();
    expect(readSavedAnswers(spec, 'text')).toBeUndefined();
  });
});
