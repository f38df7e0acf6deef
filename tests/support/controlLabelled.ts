import { screen } from '@testing-library/react';
import { escapeRegExp } from './escapeRegExp';

/** A form control found by its label as shown (a required field's ends with an asterisk). */
export const controlLabelled = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`));
