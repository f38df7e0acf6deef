import { answerPersistence } from './answerPersistence.ts';
import type { AnswerPersistence } from './fromAnswerPersistence.ts';
import { longAnswerEntry, mainEntry, parseEntry, positionEntry } from './keptEntries.ts';
import { longAnswerFrom } from './longAnswerFrom.ts';

/**
 * Keeps the answers in this tab's `sessionStorage` under `key`: they survive a reload and a tab
 * the browser discarded and restored (so does a submission's confirmation), and are gone when
 * the tab closes or the person starts again; a new tab starts empty.
 * Nothing goes to localStorage, cookies, IndexedDB or the network. A browser that refuses
 * storage (site data blocked, a full quota) keeps nothing, and `save` says so.
 * Beside `key` it uses `key:position` (the step and the visited steps, rewritten on every step
 * change) and `key:answer:<field>` for each very long answer.
 *
 * @example
 * <FormWizard persistence={sessionStoragePersistence('registration-answers')} … />
 */
export function sessionStoragePersistence(key: string): AnswerPersistence {
  const storage = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
  const positionKey = `${key}:position`;
  const answerKey = (name: string) => `${key}:answer:${name}`;
  // What this page last wrote to each entry: an entry is written only when its text changed.
  const written = new Map<string, string>();
  const longTexts = new Map<string, { value: string; text: string }>();
  /** Every entry of this persistence in `store`, whoever wrote it (this page or an earlier one). */
  const entriesIn = (store: Storage) =>
    Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
      (name): name is string =>
        name === key || name === positionKey || !!name?.startsWith(answerKey('')),
    );
  return answerPersistence({
    load() {
      // Each entry is parsed alone (see keptEntries.ts): a broken one costs only what it holds.
      const read = (entry: string) => {
        try {
          return storage()?.getItem(entry);
        } catch {
          return undefined;
        }
      };
      const kept = parseEntry(mainEntry, read(key));
      if (!kept) return undefined;
      const { apart = [], left = [], ...rest } = kept;
      const values: Record<string, unknown> = { ...rest.values };
      const lost = [...left];
      for (const name of apart) {
        const text = parseEntry(longAnswerEntry, read(answerKey(name)));
        if (text === undefined) lost.push(name);
        else values[name] = text;
      }
      return {
        ...rest,
        values,
        ...parseEntry(positionEntry, read(positionKey)),
        ...(lost.length > 0 && { left: lost }),
      };
    },
    save(saved) {
      try {
        const store = storage();
        if (!store) return false;
        const { step, visited, values, ...rest } = saved;
        const inline: Record<string, unknown> = {};
        const entries = new Map<string, string>();
        for (const [name, value] of Object.entries(values)) {
          if (typeof value !== 'string' || value.length < longAnswerFrom) {
            inline[name] = value;
            continue;
          }
          // Turning a megabyte into JSON takes a browser tens of milliseconds: an answer that has
          // not changed since the last save reuses its text.
          const known = longTexts.get(name);
          const text = known?.value === value ? known.text : JSON.stringify(value);
          longTexts.set(name, { value, text });
          entries.set(answerKey(name), text);
        }
        const apart = [...entries.keys()].map((entry) => entry.slice(answerKey('').length));
        // Last, so the entries it names are there before it does.
        entries.set(
          key,
          JSON.stringify({ ...rest, values: inline, ...(apart.length > 0 && { apart }) }),
        );
        entries.set(positionKey, JSON.stringify({ step, visited }));
        // A long answer since shortened or removed: its own entry goes (the first write of a
        // page does not know what an earlier page wrote, so it looks).
        for (const entry of written.size > 0 ? [...written.keys()] : entriesIn(store)) {
          if (entries.has(entry)) continue;
          store.removeItem(entry);
          written.delete(entry);
        }
        for (const [entry, text] of entries) {
          // Reading is cheaper than writing: a reload's first save leaves a long answer be.
          const unchanged = written.has(entry)
            ? written.get(entry) === text
            : store.getItem(entry) === text;
          if (!unchanged) store.setItem(entry, text);
          written.set(entry, text);
        }
        return true;
      } catch {
        // Storage refused (blocked, quota): the answers stay on the page only.
        written.clear();
        return false;
      }
    },
    clear() {
      written.clear();
      try {
        const store = storage();
        if (store) for (const entry of entriesIn(store)) store.removeItem(entry);
      } catch {
        // Nothing could be stored either.
      }
    },
  });
}
