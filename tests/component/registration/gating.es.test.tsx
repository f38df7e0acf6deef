/**
 * The registration's gating in Spanish, generated from form-schema/ (describeGating.tsx).
 */
import { words } from '../../../src/content/es/registration';
import { registrationIn } from '../../support/registration';
import { describeGating } from './describeGating';

describeGating({ language: 'Spanish', registration: registrationIn('es'), messages: words.wizard });
