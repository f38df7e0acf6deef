// Outside Vite only (tsconfig `paths`): the build serves this name from .tools/formattedFacts.ts.
import { factLookups, formatFacts } from '../../src/content/formatFacts.ts';

export const { dayMonth, weekday, money } = factLookups('es-US', formatFacts('es-US'));
