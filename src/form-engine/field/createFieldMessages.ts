import type { CheckFailure } from '../rules/rules.ts';

/**
 * The message each field shows under itself, by field name. A field's message component
 * subscribes to its own name only, so setting one field's message re-renders that message alone.
 */
export interface FieldMessages {
  get(name: string): CheckFailure | undefined;
  /** Sets (or clears, with `undefined`) a field's message; its listeners hear only a change. */
  set(name: string, message: CheckFailure | undefined): void;
  subscribe(name: string, listener: () => void): () => void;
}

const sameMessage = (a: CheckFailure | undefined, b: CheckFailure | undefined) =>
  a?.message === b?.message && a?.level === b?.level && a?.suggestion === b?.suggestion;

/** Creates the message store of one wizard. */
export function createFieldMessages(): FieldMessages {
  const messages = new Map<string, CheckFailure>();
  const listeners = new Map<string, Set<() => void>>();
  return {
    get: (name) => messages.get(name),
    set(name, message) {
      if (sameMessage(messages.get(name), message)) return;
      if (message) messages.set(name, message);
      else messages.delete(name);
      listeners.get(name)?.forEach((listener) => listener());
    },
    subscribe(name, listener) {
      const set = listeners.get(name) ?? new Set();
      listeners.set(name, set);
      set.add(listener);
      return () => set.delete(listener);
    },
  };
}
