import type { Feature, HeroSlide, Stat } from './types';
import { business } from './business';
import sprint960 from '../assets/images/hero-sprint-960.webp';
import sprint1600 from '../assets/images/hero-sprint-1600.webp';
import agility960 from '../assets/images/hero-agility-960.webp';
import agility1600 from '../assets/images/hero-agility-1600.webp';
import strength960 from '../assets/images/hero-strength-960.webp';
import strength1600 from '../assets/images/hero-strength-1600.webp';
import jump960 from '../assets/images/hero-jump-960.webp';
import jump1600 from '../assets/images/hero-jump-1600.webp';

export const homeMeta = {
  title: `${business.name} | Youth Sports Performance Training in Sacramento`,
  description:
    'Speed, strength and agility training for athletes aged 10–17: the Pro Dev Camp, skills clinics and private sessions with coaches who have trained 600+ young athletes.',
} as const;

const heroSize = { width: 1600, height: 900 } as const;

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
      ...heroSize,
      sources: [
        { width: 960, src: sprint960 },
        { width: 1600, src: sprint1600 },
      ],
      alt: 'Illustration of a young sprinter driving out of the start on a track at sunrise',
      focus: '60% 50%',
    },
    {
      ...heroSize,
      sources: [
        { width: 960, src: agility960 },
        { width: 1600, src: agility1600 },
      ],
      alt: 'Illustration of an athlete cutting sideways through an agility ladder between orange cones',
      focus: '60% 50%',
    },
    {
      ...heroSize,
      sources: [
        { width: 960, src: strength960 },
        { width: 1600, src: strength1600 },
      ],
      alt: 'Illustration of an athlete pressing a barbell overhead in a strong, balanced stance',
      focus: '60% 50%',
    },
    {
      ...heroSize,
      sources: [
        { width: 960, src: jump960 },
        { width: 1600, src: jump1600 },
      ],
      alt: 'Illustration of an athlete leaping for a basketball under stadium lights',
      focus: '60% 50%',
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
