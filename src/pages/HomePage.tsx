import { businessStructuredData } from '../seo/businessStructuredData';
import { PageHead } from '../seo/PageHead';
import { useHashLanding } from '../hooks/useHashLanding';
import { coaches } from '../content/coaches';
import { useWords } from '../content/useWords';
import { useLanguage } from '../routes/useLanguage';
import { CampTeaser } from '../sections/home/CampTeaser';
import { HomeHero } from '../sections/home/HomeHero';
import { LanguageSuggestion } from '../sections/home/LanguageSuggestion';
import { MissionSection } from '../sections/home/MissionSection';
import { ProgramSection } from '../sections/home/ProgramSection';
import { SignupSection } from '../sections/home/SignupSection';
import { TeamSection } from '../sections/home/TeamSection';

export function HomePage() {
  useHashLanding();
  const { meta, offers } = useWords('home');
  const site = useWords('site');
  const language = useLanguage();
  const campOffer = offers.find((offer) => offer.id === 'training-camp');
  return (
    <>
      <PageHead {...meta} structuredData={[businessStructuredData(site, language)]} />
      <LanguageSuggestion />
      <HomeHero />
      {campOffer && <CampTeaser offer={campOffer} />}
      <MissionSection />
      <ProgramSection />
      <TeamSection coaches={coaches} />
      <SignupSection offers={offers} />
    </>
  );
}
