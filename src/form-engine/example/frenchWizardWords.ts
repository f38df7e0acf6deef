import type { WizardMessages } from 'stepform';

/**
 * The wizard's words in French, written by the form's team as any team adds a language the
 * engine does not ship (`stepform/locales/en` and `/es`): every word of `WizardMessages`, so a
 * word the engine adds later is a type error here until it is translated.
 */
export const frenchWizardWords: WizardMessages = {
  yes: 'Oui',
  no: 'Non',
  notProvided: 'Non renseigné',
  locale: 'fr-FR',
  progressLabel: 'Avancement du formulaire',
  stepOfCount: (step, count) => `Étape ${step} sur ${count}`,
  percentComplete: (percent) => `${percent} % terminé`,
  stepsLabel: 'Étapes du formulaire',
  stepCompleted: ', terminée',
  requiredNote: 'Les champs marqués * sont obligatoires.',
  needsJavaScript:
    'Ce formulaire a besoin de JavaScript. Activez-le dans votre navigateur pour continuer.',
  previous: 'Précédent',
  next: 'Suivant',
  submit: 'Envoyer',
  missingFields: (labels, isLastStep) =>
    `${isLastStep ? 'Pour envoyer' : 'Pour continuer'}, remplissez : ${labels.join(', ')}.`,
  wrongFields: (labels, isLastStep) =>
    `${isLastStep ? 'Pour envoyer' : 'Pour continuer'}, corrigez : ${labels.join(', ')}.`,
  alreadySubmitted: 'Vos réponses ont été envoyées.',
  success: 'Merci. Vos réponses ont été envoyées.',
  reviewHeading: 'Vérifiez vos réponses',
  change: 'Modifier',
  changeStep: (stepTitle) => `Modifier ${stepTitle}`,
  changeAnswer: (label) => `Modifier ${label}`,
  saveAndReturn: 'Enregistrer et revenir à la vérification',
  answersToCheck: (count) =>
    count === 1 ? '1 réponse est peut-être à revoir' : `${count} réponses sont peut-être à revoir`,
  leaveTitle: 'Quitter ce formulaire ?',
  leaveText:
    "Vos réponses n'ont pas été envoyées. Si vous partez maintenant, elles seront perdues.",
  leaveConfirm: 'Partir et perdre mes réponses',
  leaveStay: 'Rester sur cette page',

  errorSummaryTitle: 'Il y a un problème',
  requiredError: (label, kind) => {
    if (kind === 'consent') return 'Cochez cette case pour continuer';
    if (kind === 'checkboxes') return `${label} : choisissez au moins une option`;
    if (kind === 'select' || kind === 'radio') return `${label} : choisissez une option`;
    return `${label} : ce champ est obligatoire`;
  },
  submitting: 'Envoi…',
  submitFailed: "Vos réponses n'ont pas pu être envoyées. Elles sont toutes encore là : réessayez.",

  restoredNotice: 'Bon retour. Vos réponses de tout à l’heure dans cet onglet sont toujours là.',
  restoredExcept: (labels) =>
    `Bon retour. Vos réponses de tout à l’heure dans cet onglet sont là, sauf ${labels.length > 1 ? 'celles-ci, qui n’ont pas pu être gardées' : 'celle-ci, qui n’a pas pu être gardée'} : ${labels.join(', ')}. Merci de ${labels.length > 1 ? 'les' : 'la'} donner à nouveau.`,
  setAsideNote: (answers) =>
    `Ce formulaire a changé depuis que vos réponses ont été gardées. ${answers.length > 1 ? 'Ces réponses ne lui correspondent plus et ont été retirées' : 'Cette réponse ne lui correspond plus et a été retirée'} : ${answers.join(' ; ')}. Vérifiez cette étape avant de continuer.`,
  startOver: 'Recommencer',
  startOverQuestion: 'Effacer toutes les réponses et recommencer avec un formulaire vide ?',
  startOverConfirm: 'Effacer mes réponses',
  startOverCancel: 'Garder mes réponses',
  startNew: 'Commencer un nouveau formulaire',
  editAnswersNote:
    'Vous pouvez modifier une réponse et envoyer de nouveau. Un nouvel envoi transmet encore vos réponses, comme une nouvelle demande.',
  notKept:
    "Ce navigateur ne nous laisse pas garder vos réponses (son stockage est bloqué ou plein) : elles seront perdues si vous rechargez ou quittez la page. Terminez d'une traite si possible.",
  partlyKept: (labels) =>
    `${labels.length > 1 ? 'Ces réponses sont trop longues' : 'Cette réponse est trop longue'} pour être gardées dans cet onglet et seraient perdues au rechargement : ${labels.join(', ')}. Vos autres réponses sont gardées.`,
  leaveTextKept:
    "Vos réponses n'ont pas été envoyées. Elles sont gardées dans cet onglet jusqu'à ce que vous le fermiez.",
  leaveConfirmKept: 'Quitter cette page',
  notProvidedList: (labels) => `Non renseigné : ${labels.join(', ')}.`,
  showWholeAnswer: (length) => `Afficher les ${length.toLocaleString('fr-FR')} caractères`,
  submittedHeading: 'Vos réponses',
  submittedOn: (dateTime) => `Envoyé le ${dateTime}.`,
  keptHereHeading: 'Vos réponses sur cet appareil',
  keptHereText:
    "Une copie de toutes vos réponses est gardée dans cet onglet pour qu'elle soit encore là si vous rechargez la page. Elle y reste jusqu'à ce que vous fermiez l'onglet ou la supprimiez. Sur un appareil partagé, imprimez ou enregistrez ce qu'il vous faut, puis supprimez-la.",
  removeAnswers: 'Supprimer mes réponses de cet appareil',
  answersRemoved:
    'Vos réponses ont été supprimées de cet appareil. Cet onglet n’en garde plus rien.',
  checkTheseTitle: 'Vérifier ces réponses ?',
  checkTheseText: (count) =>
    count === 1
      ? 'Cette réponse semble inhabituelle. Modifiez-la si elle est fausse, ou envoyez-la telle quelle.'
      : 'Ces réponses semblent inhabituelles. Modifiez-les si elles sont fausses, ou envoyez-les telles quelles.',
  submitAnyway: 'Envoyer quand même',
  backToReview: 'Revenir à la vérification',
  editAnswers: 'Modifier les réponses',
  print: 'Imprimer ou enregistrer en PDF',
  stepLine: (step, count, title) => `Étape ${step} sur ${count} · ${title}`,

  checking: 'Vérification…',
  checkingFields: (labels) => `Vérification : ${labels.join(', ')}…`,
  checkUnavailable: (label) => `Nous n'avons pas pu vérifier ${label} pour le moment`,
  uncheckedMayGoOn:
    'Vous pouvez réessayer, ou continuer : la réponse sera marquée comme non vérifiée.',
  tryAgain: 'Réessayer',
  tryAgainLabel: (label) => `Réessayer de vérifier ${label}`,
  notChecked: "Non vérifié : nous n'avons pas pu vérifier cette réponse",
};
