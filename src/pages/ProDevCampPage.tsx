import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { campFaqStructuredData, campStructuredData } from '../seo/campStructuredData';
import { PageHead } from '../seo/PageHead';
import { useWords } from '../content/useWords';
import { useLanguage } from '../routes/useLanguage';
import { CampAboutSection } from '../sections/camp/CampAboutSection';
import { CampCallToAction } from '../sections/camp/CampCallToAction';
import { CampFaqSection } from '../sections/camp/CampFaqSection';
import { CampHero } from '../sections/camp/CampHero';
import { CampIncludesSection } from '../sections/camp/CampIncludesSection';
import { CampLocationSection } from '../sections/camp/CampLocationSection';
import { CampOutcomesSection } from '../sections/camp/CampOutcomesSection';

export function ProDevCampPage() {
  const camp = useWords('camp');
  const language = useLanguage();
  const structuredData = [campStructuredData(camp, language), campFaqStructuredData(camp)];
  return (
    <>
      <PageHead {...camp.meta} structuredData={structuredData} />
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
      <CampFaqSection items={camp.faq.items} />
    </>
  );
}
