import type { Offer } from './types';
import { business } from './business';
import { campAges, campDates, campFacts, campPrice, campWeeks } from './campFacts';
import { paths } from '../routes/paths';

/** The three offers of SPEC §3, priced as SPEC §9 says. */
export const offers = [
  {
    id: 'training-camp',
    title: campFacts.name,
    price: campPrice,
    period: 'per week',
    description: `Our ${campFacts.alternateName}: a ${campWeeks}-week summer intensive, ${campDates}, for ages ${campAges}.`,
    features: [
      'Five weeks of progressive speed and agility work',
      `Outdoors at ${business.park.name}`,
      'Small groups by age and ability',
      'Baseline and final performance testing',
    ],
    highlight: 'Summer 2025',
    buttonText: 'View Camp Details',
    action: { kind: 'internal', to: paths.proDevCamp },
  },
  {
    id: 'clinic',
    title: 'Skills Clinic',
    price: '$15',
    period: 'per session',
    description: 'Drop-in group sessions to sharpen speed, footwork and technique between seasons.',
    features: [
      'Every Tuesday and Thursday at 6:00 PM',
      'Drop in: no long-term commitment',
      'Speed, footwork and technique focus',
    ],
    highlight: 'Coming Soon!',
    buttonText: 'Coming Soon!',
    action: { kind: 'unavailable' },
  },
  {
    id: 'private-training',
    title: 'Private Training',
    price: '$110',
    period: 'per hour',
    description:
      "One-on-one coaching built around your athlete's sport, position and goals, on a schedule that works for your family.",
    features: [
      'A plan built for one athlete',
      'Flexible scheduling',
      'Video feedback on technique',
      'Ideal before tryouts and showcases',
    ],
    highlight: 'One-on-one',
    buttonText: 'Schedule Private Session',
    action: { kind: 'external', href: business.privateSessionUrl },
  },
] as const satisfies readonly Offer[];
