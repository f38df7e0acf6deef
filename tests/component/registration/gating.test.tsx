/**
 * The registration's gating in English, generated from form-schema/ (describeGating.tsx).
 */
import { words } from '../../../src/content/en/registration';
import { registrationIn } from '../../support/registration';
import { describeGating } from './describeGating';

describeGating({ language: 'English', registration: registrationIn('en'), messages: words.wizard });
