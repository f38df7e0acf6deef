import type { FormTranslation } from 'stepform';
import type { clinicApplicationForm } from './clinicApplication.ts';

/**
 * The clinic application in French: every text of the form, held to it by its type (a text the
 * form has and this lacks, or one it does not have, is a type error), the group's row fields
 * included.
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
    cv: {
      label: 'Votre CV',
      helperText: 'Un fichier PDF ou Word. Il reste sur votre appareil.',
      props: { wrongFile: 'Joignez un fichier PDF ou Word' },
    },
    declaration: { label: "Ce que j'ai écrit est exact" },
  },
} as const satisfies FormTranslation<typeof clinicApplicationForm>;
