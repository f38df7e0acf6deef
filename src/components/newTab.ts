/** Attributes every link that leaves the site carries: a new tab, without access back to us. */
export const newTabProps = { target: '_blank', rel: 'noopener noreferrer' } as const;
