import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FaqItem } from '../../content/types';
import { useWords } from '../../content/useWords';
import { Icon } from '../../components/Icon';
import { PageSection } from '../../components/PageSection';

/**
 * The camp FAQ: each question a native `<details>` disclosure with the question as an h3 in its
 * summary. The browser opens and closes it, from the first paint and without JavaScript, and tells
 * screen readers whether it is expanded; browsers that can animate its height do, unless the
 * visitor asks for reduced motion.
 */
export function CampFaqSection({ items }: { items: readonly FaqItem[] }) {
  const { faq: campFaq } = useWords('camp');
  return (
    <PageSection title={campFaq.title} tone="muted">
      <Box sx={{ maxWidth: 820, mx: 'auto', display: 'grid', gap: 1.5 }}>
        {items.map((item) => (
          <Box
            component="details"
            key={item.question}
            sx={{
              bgcolor: 'background.paper',
              border: '1px solid',
              borderColor: 'divider',
              borderRadius: 1,
              // Its parts inherit from the browser's own slots, not from it: border-box again.
              '& > *': { boxSizing: 'border-box' },
              // No open/close animation: the CSS it needs (interpolate-size, allow-discrete) is
              // still too new for the W3C checker the built pages must pass.
            }}
          >
            <Box
              component="summary"
              sx={{
                display: 'flex',
                alignItems: 'center',
                minHeight: 56,
                px: 2.5,
                py: 1.5,
                borderRadius: 1,
                cursor: 'pointer',
                listStyle: 'none',
                '&::-webkit-details-marker': { display: 'none' },
              }}
            >
              <Typography variant="h3" sx={{ flex: 1, fontSize: '1.0625rem', fontWeight: 700 }}>
                {item.question}
              </Typography>
              <Icon
                name="chevronDown"
                sx={{
                  color: 'action.active',
                  transition: 'transform 200ms ease',
                  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
                  '[open] > summary > &': { transform: 'rotate(180deg)' },
                }}
              />
            </Box>
            <Typography sx={{ color: 'text.secondary', px: 2.5, pt: 1, pb: 2.5 }}>
              {item.answer}
            </Typography>
          </Box>
        ))}
      </Box>
    </PageSection>
  );
}
