import type { Feature, HeroSlide, Stat } from './types';
import { business } from './business';

export const homeMeta = {
  title: `${business.name} | Youth Sports Performance Training in Sacramento`,
  description:
    'Speed, strength and agility training for athletes aged 10–17: the Pro Dev Camp, skills clinics and private sessions with coaches who have trained 600+ young athletes.',
} as const;

export const hero = {
  eyebrow: `Youth performance training · ${business.city}`,
  title: 'Faster, stronger, smarter athletes start here.',
  lead: 'Speed, strength and agility coaching for athletes aged 10–17, from a staff that has trained 600+ young athletes and sent 85+ to college and beyond.',
  primaryAction: 'Begin Your Journey',
  secondaryAction: 'Learn More',
  carouselLabel: 'Athletes in training',
  /** The carousel's 4 images; the first is the one a visitor sees first (loaded eagerly). */
  slides: [
    {
      scene: 'track',
      alt: 'Illustration of a running track at dusk, its lanes running toward a low sun, hurdles set out',
    },
    {
      scene: 'agility',
      alt: 'Illustration of an agility ladder and orange cones on turf, seen from above',
    },
    { scene: 'field', alt: 'Illustration of a playing field at night under floodlights' },
    {
      scene: 'strength',
      alt: 'Illustration of bumper plates on a barbell, close up, in a dark gym',
    },
  ] satisfies HeroSlide[],
} as const;

export const mission = {
  eyebrow: 'Our Philosophy',
  title: 'Build the athlete, not just the season',
  intro:
    'Sport skills win games; athleticism builds careers. We develop the engine underneath every sport, so young athletes move better, get hurt less and keep improving for years.',
  pillars: [
    {
      title: 'Stronger',
      body: 'Age-appropriate strength work that builds durable joints, a powerful core and the confidence to compete through contact.',
    },
    {
      title: 'Faster',
      body: 'Sprint mechanics, acceleration and first-step quickness, coached rep by rep and timed so progress is visible.',
    },
    {
      title: 'Smarter',
      body: 'Athletes learn why each drill matters and how to warm up, recover and fuel, then carry that coachable mindset back to their team.',
    },
  ] satisfies Feature[],
  functionalForm: {
    title: 'Functional Form',
    body: 'Quality before quantity. We screen how every athlete squats, hinges, lands and sprints before adding load or speed. We fix the pattern first, then build on it: that is how young athletes get faster without getting hurt.',
    points: [
      'Movement screen on day one',
      'Technique before load',
      'Progressions matched to age and growth',
    ],
  },
} as const;

export const program = {
  eyebrow: 'Training',
  title: 'Complete Athletic Development',
  intro:
    "Four training areas, one plan. Every session blends them in the right dose for the athlete's age, sport and season.",
  areas: [
    {
      title: 'Speed & Acceleration',
      body: 'Start mechanics, stride, arm action and top-end speed for the moments that decide games.',
    },
    {
      title: 'Strength & Power',
      body: 'Bodyweight mastery first, then loaded lifts and jumps that turn strength into explosive power.',
    },
    {
      title: 'Agility & Footwork',
      body: 'Deceleration, change of direction and reaction drills that carry straight onto the field and court.',
    },
    {
      title: 'Conditioning & Recovery',
      body: 'Sport-specific conditioning, mobility and recovery habits that keep athletes fresh all season.',
    },
  ] satisfies Feature[],
  listTitle: 'Every program includes',
  /** The eight-item list. */
  list: [
    'A movement screen and baseline testing',
    'Sprint technique and acceleration drills',
    'Plyometrics and safe landing mechanics',
    'Age-appropriate strength training',
    'Agility, footwork and reaction work',
    'Mobility and injury-prevention routines',
    'Sport-specific conditioning',
    'Progress re-testing and a take-home plan',
  ],
} as const;

export const team = {
  eyebrow: 'Coaching Staff',
  title: 'Meet Your Coaches',
  intro:
    'Former college athletes, certified strength coaches and an athletic trainer who know how to teach young athletes, and who care how they grow.',
  statsLabel: 'Our record',
  stats: [
    { value: '30+', label: 'Years combined experience' },
    { value: '600+', label: 'Athletes trained' },
    { value: '85+', label: 'Athletes to college and beyond' },
  ] satisfies Stat[],
} as const;

export const signup = {
  eyebrow: 'Get Started',
  title: 'Choose Your Training Path',
  intro:
    "Pick the format that fits your athlete's schedule and goals. Not sure yet? Book a free consultation and a coach will recommend one.",
  consultationTitle: 'Not sure where to start?',
  consultationBody: 'Talk to a coach for 15 minutes. No cost, no commitment.',
  consultationAction: 'Schedule Free Consultation',
} as const;
