import type { FormEntry } from 'stepform/checks';
import { clinicApplicationForm } from './clinicApplication.ts';
import { clinicApplicationInFrench } from './clinicApplication.fr.ts';
import { clinicApplicationInKorean } from './clinicApplication.ko.ts';
import { clinicKit } from './clinicKit.ts';

/**
 * The example with its kit and its French and Korean catalogs, as a project lists its forms for checking:
 * its tests and the repository's build (`.tools/check-forms.ts`) check it with the site's forms.
 */
export const clinicApplicationEntry = {
  kit: clinicKit,
  form: clinicApplicationForm,
  translations: { fr: clinicApplicationInFrench, ko: clinicApplicationInKorean },
} as const satisfies FormEntry<typeof clinicApplicationForm>;
