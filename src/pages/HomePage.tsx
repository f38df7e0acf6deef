import { businessStructuredData } from '../seo/businessStructuredData';
import { PageHead } from '../seo/PageHead';
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
  useHashLanding();
  return (
    <>
      <PageHead {...homeMeta} structuredData={structuredData} />
      <HomeHero />
      <MissionSection />
      <ProgramSection />
      <TeamSection coaches={coaches} />
      <SignupSection offers={offers} />
    </>
  );
}
