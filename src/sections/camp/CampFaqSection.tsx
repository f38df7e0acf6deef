import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FaqItem } from '../../content/types';
import { useWords } from '../../content/useWords';
import { Icon } from '../../components/Icon';
import { PageSection } from '../../components/PageSection';

/** The camp FAQ as an accordion: each question a button (h3) that shows its answer. */
export function CampFaqSection({ items }: { items: readonly FaqItem[] }) {
  const { faq: campFaq } = useWords('camp');
  return (
    <PageSection title={campFaq.title} tone="muted">
      <Box sx={{ maxWidth: 820, mx: 'auto' }}>
        {items.map((item) => (
          <Accordion key={item.question} slotProps={{ heading: { component: 'h3' } }}>
            <AccordionSummary expandIcon={<Icon name="chevronDown" />}>
              {item.question}
            </AccordionSummary>
            <AccordionDetails>
              <Typography sx={{ color: 'text.secondary' }}>{item.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </PageSection>
  );
}
