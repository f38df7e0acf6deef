import type { FormTranslation } from 'stepform';
import type { clinicApplicationForm } from './clinicApplication.ts';

/**
 * The clinic application in French: every text of the form, held to it by its type (a text the
 * form has and this lacks, or one it does not have, is a type error), the group's row fields
 * included, and the words of the kinds that do not speak French.
 */
export const clinicApplicationInFrench = {
  title: 'Postuler à la clinique Riverside',
  steps: {
    you: { title: 'Vous' },
    clinical: { title: 'Inscription clinique' },
    history: { title: 'Parcours professionnel' },
    declaration: { title: 'Déclaration' },
  },
  fields: {
    fullName: { label: 'Nom complet' },
    email: { label: 'E-mail', checks: ['Cet e-mail a déjà postulé'] },
    confirmEmail: {
      label: "Confirmez l'e-mail",
      checks: ['Les deux e-mails ne sont pas identiques'],
    },
    role: {
      label: 'Poste',
      options: {
        clinical: 'Soins (infirmier, kinésithérapeute)',
        office: 'Administration (accueil, comptabilité)',
      },
    },
    licence: { label: "Numéro d'inscription à l'ordre" },
    licenceExpiry: { label: "Date d'expiration de l'inscription" },
    jobs: {
      label: 'Emplois',
      rowLabel: 'Emploi',
      addLabel: 'Ajouter un autre emploi',
      helperText: 'Vos derniers emplois, le plus récent en premier.',
      fields: {
        employer: {
          label: 'Employeur',
          checks: ["Cet employeur n'est pas inscrit au registre de santé"],
        },
        start: { label: 'Date de début' },
        current: { label: "J'y travaille actuellement" },
        end: {
          label: 'Date de fin',
          checks: ['La date de fin doit être égale ou postérieure à la date de début'],
        },
      },
    },
    noticePeriod: {
      label: 'Préavis',
      helperText: 'Dans votre emploi actuel ; par exemple, quatre semaines.',
    },
    cv: {
      label: 'Votre CV',
      helperText: 'Un fichier PDF ou Word. Il reste sur votre appareil.',
    },
    declaration: { label: "Ce que j'ai écrit est exact" },
  },
  // The kinds' words: the engine's ship English and Spanish, `cvFile` English only, so in French
  // the catalog gives every one of them (without one, compiling in French fails to type-check).
  kinds: {
    cvFile: { wrongFile: 'Joignez un fichier PDF ou Word' },
    consent: { readFullText: (label) => `Lire en entier : ${label}` },
    group: {
      tooFewRows: (min, rowLabel) => `${rowLabel} : ajoutez-en au moins ${min}`,
      tooManyRows: (max, rowLabel) => `${rowLabel} : pas plus de ${max}`,
      addRow: (rowLabel) => `Ajouter : ${rowLabel}`,
      inRow: (rowName, message) => `${rowName} : ${message}`,
      removeRow: (rowName) => `Supprimer ${rowName}`,
      rowAdded: (rowName) => `${rowName} ajouté`,
      rowRemoved: (rowName) => `${rowName} supprimé`,
      undoRemove: 'Annuler',
      atMostRows: (max) => `Vous en avez ajouté ${max}, le maximum pour cette liste.`,
      atLeastRows: (min) => `Cette liste en demande au moins ${min} : aucun ne peut être supprimé.`,
    },
  },
} as const satisfies FormTranslation<typeof clinicApplicationForm>;
