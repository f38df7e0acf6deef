import { createContext } from 'react';
import type * as endOfFormModule from './endOfFormParts.ts';
import { importAnew } from '../gate/importAnew.ts';

/** The components of the end of the form (`endOfFormParts.ts`). */
export type EndOfFormParts = typeof endOfFormModule;

/** Where the end of the form's code stands; a new object on every change. */
export interface EndOfFormSnapshot {
  /** The components, once they have arrived. */
  readonly parts: EndOfFormParts | undefined;
  readonly loading: boolean;
  /** The last load failed (twice: see `createEndOfForm`). */
  readonly failed: boolean;
  /** The last load was asked for where the end of the form was needed, not ahead of time. */
  readonly needed: boolean;
}

/** The end of the form's code, loaded once for every wizard of the page; see `useEndOfForm`. */
export interface EndOfForm {
  snapshot(): EndOfFormSnapshot;
  subscribe(listener: () => void): () => void;
  /**
   * Loads the code unless it is here or on its way (a failed load is tried again at once); settles
   * when that load has. `needed`: asked for where it is needed (the last step shows), not ahead.
   */
  load(needed?: boolean): Promise<void>;
}

/**
 * The end of the form, loaded by `importer`. A load that fails is tried once more by itself
 * (`importAnew`: a link that dropped for a moment goes unnoticed); only if that fails too does it
 * count as failed, and the next `load` (Try again) starts anew.
 */
export function createEndOfForm(importer: () => Promise<EndOfFormParts>): EndOfForm {
  let snapshot: EndOfFormSnapshot = {
    parts: undefined,
    loading: false,
    failed: false,
    needed: false,
  };
  const listeners = new Set<() => void>();
  let loading: Promise<void> = Promise.resolve();
  const set = (change: Partial<EndOfFormSnapshot>) => {
    snapshot = { ...snapshot, ...change };
    listeners.forEach((listener) => listener());
  };
  return {
    snapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load(needed = false) {
      if (snapshot.parts || snapshot.loading) {
        if (needed && !snapshot.needed) set({ needed });
        return loading;
      }
      set({ loading: true, failed: false, needed });
      loading = importer()
        .catch((error: unknown) => importAnew(error, importer))
        .then(
          (parts) => set({ parts, loading: false }),
          () => set({ loading: false, failed: true }),
        );
      return loading;
    },
  };
}

/** The page's one end of the form, shared by its wizards. */
export const endOfFormOfPage = createEndOfForm(() => import('./endOfFormParts.ts'));

/**
 * The end of the form a wizard uses: the page's own, or in a test, one whose loading it controls.
 */
export const EndOfFormContext = createContext<EndOfForm>(endOfFormOfPage);
