/** The wizard's words in English (the wizard's default), to extend or to translate from. */
export { englishWizardWords } from '../react/messages';
export type { WizardMessages } from '../react/messages';
