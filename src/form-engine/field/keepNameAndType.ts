const kept = new WeakSet<HTMLInputElement>();

/**
 * Makes the writes of an input's `name` and `type` that change nothing cost nothing. React 19
 * writes both on every change event (its `updateInput` clears `name`, sets `type`, then sets
 * `name` back), and each write, even of the same value, makes the browser drop the index of the
 * `<form>`'s controls by name. React's next event (the key's `keyup`) reads its props off every
 * ancestor element, the `<form>` among them, and a property read on a form looks in that index
 * first, so the browser rebuilds it by walking the whole form: 0.35 ms per key in a group of 50
 * rows, more with every row or field (`npm run bench`). A radio or checkbox is left alone: React
 * clears its `name` so that setting `checked` does not untick the others of its group.
 */
export function keepNameAndType(element: Element | null): void {
  if (!(element instanceof HTMLInputElement) || kept.has(element)) return;
  if (element.type === 'radio' || element.type === 'checkbox') return;
  kept.add(element);
  const prototype = HTMLInputElement.prototype;
  const name = Object.getOwnPropertyDescriptor(prototype, 'name')!;
  const type = Object.getOwnPropertyDescriptor(prototype, 'type')!;
  Object.defineProperties(element, {
    name: {
      configurable: true,
      get: name.get,
      set(this: HTMLInputElement, value: string) {
        // The cleared name is put back at once, in the same call: nothing reads it in between.
        if (value !== '' && value !== name.get!.call(this)) name.set!.call(this, value);
      },
    },
    type: {
      configurable: true,
      get: type.get,
      set(this: HTMLInputElement, value: string) {
        if (value !== type.get!.call(this)) type.set!.call(this, value);
      },
    },
  });
}
