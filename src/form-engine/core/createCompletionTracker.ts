import type { CompiledForm } from './compileForm';
import type { AnyFormValues } from './formValues';

/**
 * Knows, live, which required fields of each step are still missing, and whether the user has
 * entered anything at all. It re-checks only the field that changed, with that field's compiled
 * schema, so a keystroke costs the same whether its step has 10 fields or 1000; subscribers hear
 * about it only when a field changes between missing and filled.
 */
export interface CompletionTracker {
  /** Re-checks one field after its value changed. */
  update(name: string, value: unknown): void;
  /**
   * The names of the required fields of a step still missing, in schema order. The same array
   * is returned until one of them changes, so it can be a `useSyncExternalStore` snapshot.
   */
  missingOn(stepIndex: number): readonly string[];
  /** The index of the first step with a required field missing, or the last step's index. */
  firstIncompleteStep(): number;
  /** Whether any field holds an answer (its value differs from empty). */
  hasAnswers(): boolean;
  /** Calls `listener` after every change of the above; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

function isBlank(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return value !== true;
}

/** Creates the tracker of a compiled form, starting from `values`. */
export function createCompletionTracker(
  form: CompiledForm,
  values: Partial<AnyFormValues>,
): CompletionTracker {
  const valid = new Map<string, boolean>();
  const answered = new Set<string>();
  const missing: (readonly string[])[] = [];
  const listeners = new Set<() => void>();

  const missingNamesOf = (stepIndex: number) =>
    form.steps[stepIndex]!.requiredFields.map((field) => field.name).filter(
      (name) => !valid.get(name),
    );

  for (const step of form.steps) {
    for (const field of step.spec.fields) {
      const value = values[field.name];
      valid.set(field.name, step.fieldSchemas[field.name]!.safeParse(value).success);
      if (!isBlank(value)) answered.add(field.name);
    }
    missing[step.index] = missingNamesOf(step.index);
  }

  const notify = () => listeners.forEach((listener) => listener());

  return {
    update(name, value) {
      const entry = form.fields.get(name);
      if (!entry) return;
      let changed = false;
      const blank = isBlank(value);
      if (blank === answered.has(name)) {
        if (blank) answered.delete(name);
        else answered.add(name);
        changed = true;
      }
      if (entry.field.required) {
        const isValid = form.steps[entry.stepIndex]!.fieldSchemas[name]!.safeParse(value).success;
        if (isValid !== valid.get(name)) {
          valid.set(name, isValid);
          missing[entry.stepIndex] = missingNamesOf(entry.stepIndex);
          changed = true;
        }
      }
      if (changed) notify();
    },
    missingOn: (stepIndex) => missing[stepIndex] ?? [],
    firstIncompleteStep() {
      const index = missing.findIndex((names) => names.length > 0);
      return index === -1 ? form.steps.length - 1 : index;
    },
    hasAnswers: () => answered.size > 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
