import type { BuiltInKindWords } from '../kinds.ts';
import { countsIn } from './countsIn.ts';
import { endSentence } from './endSentence.ts';
import { inSentence } from './inSentence.ts';
import type { WizardMessages } from './wizardMessages.ts';
export type { BuiltInKindWords } from '../kinds.ts';
export type { WizardMessages } from './wizardMessages.ts';

// Tagalog's formats are Filipino's in `Intl` (`tl` is its alias there).
const locale = 'fil-US';
const { count, percent, byCount } = countsIn(locale);

/*
 * Tagalog addressing the person as "kayo" (ninyo, inyo), with the English words Filipinos write
 * (form, browser, tab, device, page, field, i-save). "Mga" marks more than one answer; a count
 * before a noun takes the linker its spoken number takes ("5 sagot", "4 na sagot").
 */

/** "the answer(s)", by how many there are. */
const theAnswers = (many: boolean) => (many ? 'ang mga sagot na ito' : 'ang sagot na ito');

/**
 * The wizard's words in Tagalog, for `FormWizard`'s `messages`; the built-in kinds' words are
 * {@link tagalogKindWords}, for the form's catalog (`kinds`).
 */
export const tagalogWizardWords: WizardMessages = {
  yes: 'Oo',
  no: 'Hindi',
  notProvided: 'Walang sagot',
  locale,
  progressLabel: 'Progreso ng form',
  stepOfCount: (step, total) => `Hakbang ${count(step)} sa ${count(total)}`,
  percentComplete: (value) => `${percent(value)} tapos na`,
  stepsLabel: 'Mga hakbang ng form',
  stepCompleted: ', tapos na',
  requiredNote: 'Kailangang sagutan ang mga field na may markang *.',
  needsJavaScript:
    'Kailangan ng form na ito ang JavaScript. I-on ito sa inyong browser para makapagpatuloy.',
  previous: 'Bumalik',
  next: 'Susunod',
  submit: 'Isumite',
  missingFields: (labels, isLastStep) =>
    `${isLastStep ? 'Para maisumite' : 'Para makapagpatuloy'}, sagutan ang: ${labels.join(', ')}`,
  wrongFields: (labels, isLastStep) =>
    `${isLastStep ? 'Para maisumite' : 'Para makapagpatuloy'}, itama ang: ${labels.join(', ')}`,
  alreadySubmitted: 'Naisumite na ang inyong mga sagot.',
  success: 'Salamat. Naisumite na ang inyong mga sagot.',
  reviewHeading: 'Suriin ang inyong mga sagot',
  change: 'Baguhin',
  changeStep: (stepTitle) => `Baguhin: ${stepTitle}`,
  changeAnswer: (label) => `Baguhin: ${label}`,
  saveAndReturn: 'I-save at bumalik sa pagsusuri',
  answersToCheck: (answers) =>
    `May ${byCount(answers, { one: '{n} sagot', other: '{n} na sagot' })} na baka kailangang tingnan`,
  leaveTitle: 'Aalis sa form na ito?',
  leaveText:
    'Hindi pa naisusumite ang inyong mga sagot. Kung aalis kayo ngayon, mawawala ang mga ito.',
  leaveConfirm: 'Umalis at mawala ang mga sagot',
  leaveStay: 'Manatili sa page na ito',

  errorSummaryTitle: 'May problema',
  requiredError: (label, kind) => {
    if (kind === 'consent') return 'Lagyan ng tsek ang kahong ito para makapagpatuloy';
    if (kind === 'checkboxes') return `${label}: pumili ng kahit isa`;
    if (kind === 'select' || kind === 'radio') return `${label}: pumili ng isa`;
    return `${label}: kailangan itong sagutan`;
  },
  submitting: 'Isinusumite…',
  submitFailed:
    'Hindi naisumite ang inyong mga sagot. Nandito pa rin ang lahat ng ito: pakisubukan ulit.',

  restoredNotice: 'Maligayang pagbabalik. Nandito pa rin ang mga sagot ninyo kanina sa tab na ito.',
  restoredExcept: (labels) =>
    `Maligayang pagbabalik. Nandito pa rin ang mga sagot ninyo kanina sa tab na ito, maliban sa ${labels.length > 1 ? 'mga sagot' : 'sagot'} na hindi naitabi: ${labels.join(', ')}. Pakisagutan ulit.`,
  setAsideNote: (answers) =>
    `Nagbago ang form na ito mula nang itabi ang inyong mga sagot. Inalis ang ${answers.length > 1 ? 'mga sagot' : 'sagot'} na hindi na tugma rito: ${answers.join('; ')}. Suriin ang hakbang na ito bago magpatuloy.`,
  startOver: 'Magsimula ulit',
  startOverQuestion: 'Burahin ang lahat ng sagot at magsimula ulit sa blangkong form?',
  startOverConfirm: 'Burahin ang aking mga sagot',
  startOverCancel: 'Panatilihin ang aking mga sagot',
  startNew: 'Magsimula ng bagong form',
  editAnswersNote:
    'Maaari ninyong baguhin ang anumang sagot at isumite ulit. Kapag isinumite ulit, ipapadala muli ang inyong mga sagot bilang bagong submission.',
  notKept:
    'Hindi pinapayagan ng browser na ito na maitabi ang inyong mga sagot (naka-block o puno ang storage nito), kaya mawawala ang mga ito kung magre-reload o aalis kayo sa page na ito. Kung kaya, tapusin ito nang tuloy-tuloy.',
  partlyKept: (labels) =>
    `Masyadong mahaba ${theAnswers(labels.length > 1)} para maitabi sa browser tab na ito at mawawala kung magre-reload kayo: ${labels.join(', ')}. Nakatabi ang iba ninyong mga sagot.`,
  leaveTextKept:
    'Hindi pa naisusumite ang inyong mga sagot. Nakatabi ang mga ito sa browser tab na ito hanggang isara ninyo ito.',
  leaveConfirmKept: 'Umalis sa page na ito',
  notProvidedList: (labels) => endSentence(`Walang sagot: ${labels.join(', ')}`),
  showWholeAnswer: (length) =>
    `Ipakita ang lahat ng ${byCount(length, { one: '{n} character', other: '{n} na character' })}`,
  submittedHeading: 'Ang inyong mga sagot',
  submittedOn: (dateTime) => `Isinumite noong ${dateTime}.`,
  keptHereHeading: 'Ang inyong mga sagot sa device na ito',
  keptHereText:
    'May kopya ng lahat ng inyong sagot, kasama ang mga detalye tungkol sa kalusugan, na nakatabi sa browser tab na ito para nandito pa rin ito kung magre-reload kayo ng page. Mananatili ito hanggang isara ninyo ang tab o alisin ito. Sa device na may kahati o pampubliko, i-print o i-save ang kailangan ninyo, saka ito alisin.',
  removeAnswers: 'Alisin ang aking mga sagot sa device na ito',
  answersRemoved:
    'Naalis na ang inyong mga sagot sa device na ito. Wala nang nakatabi sa mga ito sa browser tab na ito.',
  checkTheseTitle: 'Suriin ang mga sagot na ito?',
  checkTheseText: (answers) =>
    `Mukhang hindi pangkaraniwan ${theAnswers(answers > 1)}. Baguhin kung mali, o isumite nang ganito.`,
  submitAnyway: 'Isumite pa rin',
  backToReview: 'Bumalik sa pagsusuri ng mga sagot',
  editAnswers: 'I-edit ang mga sagot',
  print: 'I-print o i-save bilang PDF',
  stepLine: (step, total, title) => `Hakbang ${count(step)} sa ${count(total)} · ${title}`,

  checking: 'Sinusuri…',
  checkingFields: (labels) => `Sinusuri: ${labels.join(', ')}…`,
  checkUnavailable: (label) => `Hindi namin masuri ngayon ang ${label}`,
  uncheckedMayGoOn:
    'Maaari ninyong subukan ulit, o magpatuloy: mamarkahan namin itong hindi nasuri.',
  tryAgain: 'Subukan ulit',
  tryAgainLabel: (label) => `Subukang suriin ulit ang ${label}`,
  notChecked: 'Hindi nasuri: hindi namin masuri ang sagot na ito',
};

/**
 * The built-in kinds' words in Tagalog, for a catalog in it: `kinds: tagalogKindWords`, or
 * spread beside the words of a kind of your own.
 */
export const tagalogKindWords: BuiltInKindWords = {
  select: { chooseOne: 'Pumili' },
  number: { notANumber: (label) => `${label}: dapat ay numero` },
  consent: { readFullText: (label) => `Basahin nang buo: ${label}` },
  group: {
    tooFewRows: (min, rowLabel) => `${rowLabel}: magdagdag ng kahit ${count(min)}`,
    tooManyRows: (max, rowLabel) => `${rowLabel}: hindi hihigit sa ${count(max)}`,
    addRow: (rowLabel) => `Magdagdag ng isa pang ${inSentence(rowLabel, locale)}`,
    inRow: (rowName, message) => `${rowName}: ${message}`,
    removeRow: (rowName) => `Alisin ang ${rowName}`,
    rowAdded: (rowName) => `Naidagdag ang ${rowName}`,
    rowRemoved: (rowName) => `Naalis ang ${rowName}`,
    undoRemove: 'I-undo',
    atMostRows: (max) =>
      `Nakapagdagdag na kayo ng ${count(max)}, ang pinakamarami sa listahang ito.`,
    atLeastRows: (min) =>
      `Kailangan ng listahang ito ng kahit ${count(min)}, kaya walang maaaring alisin.`,
  },
};
