import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { campFaqStructuredData, campStructuredData } from '../seo/campStructuredData';
import { PageHead } from '../seo/PageHead';
import { campFaq, campMeta } from '../content/camp';
import { CampAboutSection } from '../sections/camp/CampAboutSection';
import { CampCallToAction } from '../sections/camp/CampCallToAction';
import { CampFaqSection } from '../sections/camp/CampFaqSection';
import { CampHero } from '../sections/camp/CampHero';
import { CampIncludesSection } from '../sections/camp/CampIncludesSection';
import { CampLocationSection } from '../sections/camp/CampLocationSection';
import { CampOutcomesSection } from '../sections/camp/CampOutcomesSection';

const structuredData = [campStructuredData(), campFaqStructuredData()];

export function ProDevCampPage() {
  return (
    <>
      <PageHead {...campMeta} structuredData={structuredData} />
      <CampHero />
      <Container sx={{ py: { xs: 8, md: 12 } }}>
        <CampAboutSection />
      </Container>
      <CampLocationSection />
      <Box sx={{ py: { xs: 8, md: 12 } }}>
        <Container>
          <CampOutcomesSection />
        </Container>
      </Box>
      <CampIncludesSection />
      <CampCallToAction />
      <CampFaqSection items={campFaq.items} />
    </>
  );
}
