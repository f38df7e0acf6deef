import { date } from './date.ts';
import { email } from './email.ts';
import { tel } from './tel.ts';
import { text } from './text.ts';
import { textarea } from './textarea.ts';

/**
 * The text kinds, each one outlined native input: `text`, `email`, `tel`, `date` (the input's
 * type) and `textarea`. Spread into `createFormKit({ kinds })`.
 */
export const textKinds = { text, email, tel, date, textarea };
