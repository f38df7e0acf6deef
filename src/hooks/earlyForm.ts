/**
 * A prerendered form that takes typing before its scripts: on a slow phone link the registration's
 * HTML shows step 1 seconds before the app that runs it arrives, and a parent taps a field and
 * types at once. The browser entry opens the form as soon as it runs (`openEarlyForm`); once the
 * app has hydrated the page, the page hands what was typed to the app (`handOverEarlyForm`, through
 * `useEarlyFormHandOver`). Until then `earlyFormState` on `<html>` says which it is, for the page's
 * notes at the form: `open` (fields take typing; Next waits for the app) or `returning` (answers
 * kept from before a reload are in this tab's storage: the fields stay closed, and say the answers
 * are coming back, rather than show empty and take typing the restore would then overwrite).
 * What is typed before the app is also kept in this tab's sessionStorage until the hand-over, so a
 * reload before the app (the entry's own, after a script failed to load) brings it back.
 * src/app/README.md "Typing before the app".
 */

/** On the element around the form: the sessionStorage key its kept answers are under. */
export const earlyFormAttribute = 'data-early-form';
/** On `<html>` until the hand-over: `open`, `returning`, or `failed` once the app cannot load. */
export const earlyFormState = 'data-early-form-state';

type Entry = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What the entry opened: the form, its fieldset, the fields typed in, its listeners to remove. */
let early:
  | {
      form: HTMLFormElement;
      fieldset: HTMLFieldSetElement;
      key: string;
      touched: Set<Entry>;
      stop: () => void;
    }
  | undefined;

const isEntry = (target: EventTarget | null): target is Entry =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement;

function hasKeptAnswers(key: string): boolean {
  try {
    return sessionStorage.getItem(key) !== null;
  } catch {
    // Storage refused: nothing was kept, so nothing can come back.
    return false;
  }
}

/** Where the typing before the app waits in this tab, beside the wizard's own kept answers. */
const typingKey = (key: string) => `${key}:before-the-app`;

/** Each field typed in before the app, by name: its value, or whether it is ticked. */
type Typing = Record<string, string | boolean>;

const isCheckable = (element: Entry): element is HTMLInputElement =>
  element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');

function readTyping(key: string): Typing {
  try {
    return JSON.parse(sessionStorage.getItem(typingKey(key)) ?? '{}') as Typing;
  } catch {
    return {};
  }
}

function keepTyping(key: string, form: HTMLFormElement, touched: Iterable<Entry>) {
  const typing: Typing = {};
  for (const { name } of touched) {
    const field = form.elements.namedItem(name);
    // A radio group is one answer, its chosen value.
    if (field instanceof RadioNodeList) typing[name] = field.value;
    else if (field instanceof HTMLInputElement && field.type === 'checkbox')
      typing[name] = field.checked;
    else if (isEntry(field)) typing[name] = field.value;
  }
  try {
    sessionStorage.setItem(typingKey(key), JSON.stringify(typing));
  } catch {
    // Storage refused: the typing stays on the page, as without this.
  }
}

/** Puts what was typed before a reload back in the fields, each then counted as typed. */
function restoreTyping(key: string, form: HTMLFormElement, touched: Set<Entry>) {
  for (const [name, value] of Object.entries(readTyping(key))) {
    const field = form.elements.namedItem(name);
    if (field instanceof RadioNodeList) {
      field.value = String(value);
      const chosen = [...field].find((radio) => (radio as HTMLInputElement).checked);
      if (chosen) touched.add(chosen as HTMLInputElement);
    } else if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      field.checked = value === true;
      touched.add(field);
    } else if (isEntry(field)) {
      field.value = String(value);
      touched.add(field);
    }
  }
}

function forgetTyping(key: string) {
  try {
    sessionStorage.removeItem(typingKey(key));
  } catch {
    // Nothing was kept.
  }
}

/**
 * Run by the browser entry on a prerendered page, before the app loads: opens the page's early
 * form, if it has one, for typing (its fieldset is disabled in the HTML, so that a browser without
 * JavaScript never submits it), and holds its submit until the app takes over, so answers never
 * go into a URL.
 */
export function openEarlyForm(root: ParentNode) {
  const holder = root.querySelector<HTMLElement>(`[${earlyFormAttribute}]`);
  const form = holder?.querySelector('form');
  const fieldset = form?.querySelector('fieldset:disabled');
  if (!holder || !form || !(fieldset instanceof HTMLFieldSetElement)) return;
  const html = document.documentElement;
  const key = holder.getAttribute(earlyFormAttribute)!;
  if (hasKeptAnswers(key)) {
    // The wizard's kept answers are the later word.
    forgetTyping(key);
    html.setAttribute(earlyFormState, 'returning');
    return;
  }
  const touched = new Set<Entry>();
  restoreTyping(key, form, touched);
  const record = (event: Event) => {
    if (!isEntry(event.target)) return;
    touched.add(event.target);
    keepTyping(key, form, touched);
  };
  const hold = (event: Event) => event.preventDefault();
  form.addEventListener('input', record, true);
  form.addEventListener('change', record, true);
  form.addEventListener('submit', hold, true);
  early = {
    form,
    fieldset,
    key,
    touched,
    stop: () => {
      form.removeEventListener('input', record, true);
      form.removeEventListener('change', record, true);
      form.removeEventListener('submit', hold, true);
    },
  };
  fieldset.disabled = false;
  html.setAttribute(earlyFormState, 'open');
}

/**
 * Run by the browser entry when the app cannot load: the form closes again, since nothing would
 * take its answers, and says that what was typed comes back when the page loads anew (it waits in
 * this tab's storage).
 */
export function closeEarlyForm() {
  if (!early) return;
  early.stop();
  early.fieldset.disabled = true;
  early = undefined;
  document.documentElement.setAttribute(earlyFormState, 'failed');
}

/** The element's own value setter, which React's tracking of the value does not see. */
function setUnseen(element: Entry, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')!.set!.call(
    element,
    value,
  );
}

/**
 * Tells the app what `element` holds, as if typed now. Hydration adopted the typed value as the
 * one React last saw, so an event alone would change nothing: React is first shown the field
 * empty (through the tracked setter), then the value returns unseen, and the event reports it.
 */
function report(element: Entry, from: Entry) {
  if (isCheckable(element)) {
    const wanted = (from as HTMLInputElement).checked;
    if (element.type === 'radio' && !wanted) return;
    element.checked = !wanted;
    // React reads a box's change from its click, which also flips it back to `wanted`.
    element.click();
    return;
  }
  const value = from.value;
  element.value = '';
  setUnseen(element, value);
  element.dispatchEvent(
    new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

/** The caret and selection of `element`, where its type has them. */
function selectionOf(element: Entry) {
  try {
    if (element instanceof HTMLSelectElement || element.selectionStart === null) return undefined;
    return [
      element.selectionStart,
      element.selectionEnd!,
      element.selectionDirection ?? 'none',
    ] as const;
  } catch {
    return undefined;
  }
}

/**
 * Once the app has hydrated the page: what was typed before it reaches the app's form, field by
 * field (found by name, should the app have drawn the form anew), and the focus and caret stay
 * where they were. Ends the early state; later calls do nothing.
 */
export function handOverEarlyForm() {
  document.documentElement.removeAttribute(earlyFormState);
  if (!early) return;
  const { form, key, touched, stop } = early;
  early = undefined;
  stop();
  // From here on the wizard keeps the answers, if it keeps any.
  forgetTyping(key);
  const focused = document.activeElement;
  const caret = isEntry(focused) ? selectionOf(focused) : undefined;
  for (const typed of touched) {
    const current = typed.isConnected
      ? typed
      : (form.ownerDocument.getElementsByName(typed.name)[0] as Entry | undefined);
    if (!current || !isEntry(current)) continue;
    report(current, typed);
    if (typed !== focused) continue;
    if (current !== document.activeElement) current.focus();
    if (caret && !(current instanceof HTMLSelectElement)) current.setSelectionRange(...caret);
  }
}
