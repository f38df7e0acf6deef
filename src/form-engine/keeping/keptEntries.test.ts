/**
 * Storage read as untrusted input, entry by entry (issue 40; README "The wizard", `persistence`):
 * `sessionStoragePersistence` parses each of its entries alone (a broken one costs only what it
 * holds, and a broken long answer is named), and `readSavedAnswers` keeps of them what today's
 * form takes: options it still offers (the others set aside, for a note on their step), and a
 * submission only when the wizard could have made it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileForm, sessionStoragePersistence } from '../index.ts';
import { testKit } from '../test-kit/testKit.ts';
import { keepAnswers } from './keepAnswers.ts';
import { readSavedAnswers } from './readSavedAnswers.ts';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const key = 'kept';
const long = 'a'.repeat(20_000);
/** What the wizard writes: the main entry, the position, and a very long answer apart. */
function writtenByTheWizard() {
  sessionStoragePersistence(key).save({
    values: { name: 'Ana', story: long },
    step: 1,
    visited: [0, 1],
    startedAt: '2026-01-01T10:00:00.000Z',
  });
}
const load = () => sessionStoragePersistence(key).load();

describe('the main entry', () => {
  it('is read as the wizard wrote it', () => {
    writtenByTheWizard();
    expect(load()).toEqual({
      values: { name: 'Ana', story: long },
      step: 1,
      visited: [0, 1],
      startedAt: '2026-01-01T10:00:00.000Z',
    });
  });

  it.each([
    ['a key it never holds', { values: { name: 'Ana' }, admin: true }],
    ['values that are a list', { values: ['Ana'] }],
    ['a submission time that is not a time', { values: { name: 'Ana' }, submittedAt: 'soon' }],
    ['names apart that are not names', { values: { name: 'Ana' }, apart: [1] }],
  ])('holding %s is nothing restored', (_, entry) => {
    sessionStorage.setItem(key, JSON.stringify(entry));
    expect(load()).toBeUndefined();
  });
});

describe('the position entry', () => {
  it.each([
    ['broken JSON', '{"step":'],
    ['a step that is text', '{"step":"2","visited":[]}'],
    ['a negative step', '{"step":-1,"visited":[0]}'],
    ['answers of its own', '{"step":1,"visited":[0],"values":{"name":"Eve"}}'],
  ])('holding %s is ignored alone: the answers come back', (_, text) => {
    writtenByTheWizard();
    sessionStorage.setItem(`${key}:position`, text);
    expect(load()).toEqual({
      values: { name: 'Ana', story: long },
      startedAt: '2026-01-01T10:00:00.000Z',
    });
  });
});

describe("a long answer's entry", () => {
  it.each([
    ['broken JSON', '"aaa'],
    ['a number', '12'],
    ['nothing', null],
  ])('holding %s is ignored alone and named as not kept', (_, text) => {
    writtenByTheWizard();
    if (text === null) sessionStorage.removeItem(`${key}:answer:story`);
    else sessionStorage.setItem(`${key}:answer:story`, text);
    expect(load()).toMatchObject({ values: { name: 'Ana' }, step: 1, left: ['story'] });
    expect(load()).not.toHaveProperty('values.story');
  });
});

describe('answers storage cannot hold', () => {
  it('are named in what is kept, so a reload says which', () => {
    const persistence = sessionStoragePersistence(key);
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, name, text) {
      if (text.length > 10_000) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, name, text);
    });
    const kept = keepAnswers(persistence, {
      values: { name: 'Ana', story: long },
      step: 0,
      visited: [0],
    });
    expect(kept).toEqual({ status: 'partly', left: ['story'] });
    expect(load()).toMatchObject({ values: { name: 'Ana' }, left: ['story'] });
  });
});

const form = compileForm(
  testKit,
  testKit.defineForm({
    id: 'today',
    title: "Today's form",
    steps: [
      {
        id: 'you',
        title: 'You',
        fields: [
          { name: 'name', kind: 'text', label: 'Name', required: true },
          { name: 'size', kind: 'radio', label: 'Size', options: ['S', 'M'] },
        ],
      },
      {
        id: 'sports',
        title: 'Sports',
        fields: [
          { name: 'sports', kind: 'checkboxes', label: 'Sports', options: ['Golf', 'Tennis'] },
          { name: 'level', kind: 'select', label: 'Level', options: ['New', 'Expert'] },
          {
            name: 'teams',
            kind: 'group',
            label: 'Teams',
            rowLabel: 'Team',
            fields: [
              { name: 'team', kind: 'text', label: 'Team name' },
              { name: 'role', kind: 'radio', label: 'Role', options: ['Player', 'Coach'] },
            ],
          },
        ],
      },
    ],
  }),
);

describe("kept answers against today's form", () => {
  it('keep the options it still offers and set the others aside, by field', () => {
    const restored = readSavedAnswers(form, {
      values: {
        name: 'Ana',
        size: 'XL',
        sports: ['Golf', 'Cricket'],
        level: 'Expert',
        teams: [{ team: 'Hawks', role: 'Captain', badge: 'x' }],
      },
    });
    expect(restored?.values).toEqual({
      name: 'Ana',
      size: '',
      sports: ['Golf'],
      level: 'Expert',
      teams: [{ team: 'Hawks', role: '' }],
    });
    expect(restored?.setAside).toEqual([
      { name: 'size', values: ['XL'] },
      { name: 'sports', values: ['Cricket'] },
      { name: 'teams', values: ['Captain'] },
    ]);
  });

  it('set aside an answer of another kind, and drop a field the form no longer has', () => {
    const restored = readSavedAnswers(form, {
      values: { name: 'Ana', sports: 'Golf', level: '', shoeSize: 42 },
    });
    expect(restored?.values).toEqual({ name: 'Ana', level: '' });
    expect(restored?.setAside).toEqual([{ name: 'sports', values: [] }]);
  });

  it('name the answers that could not be kept, even when no other came back', () => {
    expect(readSavedAnswers(form, { values: {}, left: ['sports', 'gone'] })).toMatchObject({
      values: {},
      left: ['sports'],
    });
  });
});

describe('a kept submission', () => {
  const now = new Date('2026-01-01T12:00:00.000Z');
  const complete = { name: 'Ana', size: 'S', sports: [], level: '', teams: [] };
  const submittedAt = '2026-01-01T11:00:00.000Z';
  const startedAt = '2026-01-01T10:00:00.000Z';
  const read = (kept: object) =>
    readSavedAnswers(form, { values: complete, startedAt, submittedAt, ...kept }, now);

  it('shows as submitted when the wizard could have made it', () => {
    expect(read({})?.submittedAt).toBe(submittedAt);
  });

  it.each([
    ['in the future', { submittedAt: '2099-01-01T00:00:00.000Z' }],
    ['before the answers were started', { startedAt: '2026-01-01T11:30:00.000Z' }],
    ['without a start (an older page wrote it)', { startedAt: undefined }],
    ['with answers it could not have sent', { values: { ...complete, name: '' } }],
    ['with an option set aside', { values: { ...complete, size: 'XL' } }],
  ])('made %s is a draft, never a confirmation', (_, kept) => {
    const restored = read(kept);
    expect(restored).toBeDefined();
    expect(restored).not.toHaveProperty('submittedAt');
  });
});
