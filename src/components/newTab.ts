/** Attributes every link that leaves the site carries (DESIGN §5). */
export const newTabProps = { target: '_blank', rel: 'noopener noreferrer' } as const;
