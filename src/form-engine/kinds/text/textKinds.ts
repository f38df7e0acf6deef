/**
 * The text kinds, each one outlined native input: `text`, `email`, `tel`, `date` (the input's
 * type) and `textarea`. The entry gives them as one namespace, `textKinds`: spread it into
 * `createFormKit({ kinds })`, or take one kind (`textKinds.text`), and a bundle keeps only the
 * kinds it reads.
 */
export { date } from './date.ts';
export { email } from './email.ts';
export { tel } from './tel.ts';
export { text } from './text.ts';
export { textarea } from './textarea.ts';
