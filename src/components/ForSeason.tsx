import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { seasonAttribute, type CampSeason } from '../content/campSeason';

/**
 * Words for one camp season only: shown when `<html>` says the page shows that season, hidden
 * (out of the accessibility tree too) otherwise. Every page renders both seasons' words, in the
 * prerender and in the browser alike, so hydration always matches; the attribute, set by the
 * inline decision before the first paint (src/content/campSeason.ts), picks which the visitor
 * sees. With no attribute (a page that is not prerendered, before src/main.tsx sets it), the
 * season is on sale.
 */
export function ForSeason({
  season,
  block = false,
  children,
}: {
  season: CampSeason;
  /** A `<div>` for blocks, a `<span>` (the default) for words in a line. */
  block?: boolean;
  children: ReactNode;
}) {
  const ended = `html[${seasonAttribute}="ended"] &`;
  const notEnded = `html:not([${seasonAttribute}="ended"]) &`;
  return (
    <Box
      component={block ? 'div' : 'span'}
      sx={{ [season === 'ended' ? notEnded : ended]: { display: 'none' } }}
    >
      {children}
    </Box>
  );
}
