import { useCallback, useSyncExternalStore } from 'react';
import type { CheckFailure } from '../rules/rules.ts';
import type { FieldMessages } from './createFieldMessages.ts';

/** The message a field shows now; re-renders only when it changes. */
export function useFieldMessage(messages: FieldMessages, name: string): CheckFailure | undefined {
  const subscribe = useCallback(
    (listener: () => void) => messages.subscribe(name, listener),
    [messages, name],
  );
  const read = useCallback(() => messages.get(name), [messages, name]);
  return useSyncExternalStore(subscribe, read, read);
}
