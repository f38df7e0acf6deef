import { businessStructuredData } from '../seo/businessStructuredData';
import { usePageMeta } from '../app/usePageMeta';
import { useHashLanding } from '../hooks/useHashLanding';
import { coaches } from '../content/coaches';
import { homeMeta } from '../content/home';
import { offers } from '../content/offers';
import { HomeHero } from '../sections/home/HomeHero';
import { MissionSection } from '../sections/home/MissionSection';
import { ProgramSection } from '../sections/home/ProgramSection';
import { SignupSection } from '../sections/home/SignupSection';
import { TeamSection } from '../sections/home/TeamSection';

const structuredData = [businessStructuredData()];

export function HomePage() {
  usePageMeta(homeMeta.title, homeMeta.description, { structuredData });
  useHashLanding();
  return (
    <>
      <HomeHero />
      <MissionSection />
      <ProgramSection />
      <TeamSection coaches={coaches} />
      <SignupSection offers={offers} />
    </>
  );
}
