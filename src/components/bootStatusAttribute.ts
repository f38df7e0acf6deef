/**
 * Marks a boot status (BootStatus.tsx) for the entry, which shows its failure without React
 * (src/app/showBootFailure.ts): `page` for a page's own, `site` for the layout's.
 */
export const bootStatusAttribute = 'data-boot-status';
