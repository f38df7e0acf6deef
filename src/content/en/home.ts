import { business } from '../business';
import { campAges, campFacts } from '../campFacts';
import { campDates, campSeason, campWeeks, money } from '../campPhrases.en';
import { offerFacts } from '../offers';
import type { Words } from '../words';

/** The home page's words (English). */
export const words = {
  meta: {
    title: `${business.name} | Youth Sports Performance Training in Sacramento`,
    description:
      'Speed, strength and agility training for athletes aged 10–17: the Pro Dev Camp, skills clinics and private sessions with coaches who have trained 600+ young athletes.',
  },
  hero: {
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
    ],
  },
  /**
   * Right under the hero, so a phone visitor learns of the camp within two screens: its dates,
   * ages, price (the camp offer's) and a link to its page.
   */
  campTeaser: {
    eyebrow: `${campFacts.name} · ${campSeason}`,
    dates: campDates,
    ages: `Ages ${campAges}`,
  },
  mission: {
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
    ],
    functionalForm: {
      title: 'Functional Form',
      body: 'Quality before quantity. We screen how every athlete squats, hinges, lands and sprints before adding load or speed. We fix the pattern first, then build on it: that is how young athletes get faster without getting hurt.',
      points: [
        'Movement screen on day one',
        'Technique before load',
        'Progressions matched to age and growth',
      ],
    },
  },
  program: {
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
    ],
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
  },
  team: {
    eyebrow: 'Coaching Staff',
    title: 'Meet Your Coaches',
    intro:
      'Former college athletes, certified strength coaches and an athletic trainer who know how to teach young athletes, and who care how they grow.',
    statsLabel: 'Our record',
    stats: [
      { value: '30+', label: 'Years combined experience' },
      { value: '600+', label: 'Athletes trained' },
      { value: '85+', label: 'Athletes to college and beyond' },
    ],
  },
  signup: {
    eyebrow: 'Get Started',
    title: 'Choose Your Training Path',
    intro:
      "Pick the format that fits your athlete's schedule and goals. Not sure yet? Book a free consultation and a coach will recommend one.",
    consultationTitle: 'Not sure where to start?',
    consultationBody: 'Talk to a coach for 15 minutes. No cost, no commitment.',
    consultationAction: 'Schedule Free Consultation',
    /** Under the offers: the site's own athlete registration (src/components/RegistrationLink). */
    registration: {
      prompt: 'Booked a session or the camp? Tell us about your athlete:',
      action: 'Athlete Registration',
    },
  },
  carousel: {
    /** What a screen reader calls the carousel and each of its slides (`aria-roledescription`). */
    roleDescription: 'carousel',
    slideRoleDescription: 'slide',
    /** Each slide's name, e.g. "2 of 4". */
    slideLabel: (number: number, count: number) => `${number} of ${count}`,
    pause: 'Pause slideshow',
    play: 'Play slideshow',
    showSlide: (number: number, count: number) => `Show slide ${number} of ${count}`,
  },
  portrait: {
    photoAlt: (name: string) => `Portrait of ${name}`,
  },
  /** PLACEHOLDER: the coaches' roles and bios (their names are in coaches.ts). */
  coaches: {
    marcus: {
      role: 'Founder & Head Performance Coach',
      bio: 'Former college running back and certified strength and conditioning specialist. Marcus designs every program we run and still coaches a camp group himself each summer.',
    },
    dana: {
      role: 'Speed & Agility Coach',
      bio: 'All-conference sprinter turned sprint coach. Dana breaks acceleration into simple cues athletes feel on the first rep, and her groups post our biggest sprint gains.',
    },
    luis: {
      role: 'Strength & Conditioning Coach',
      bio: 'A decade in youth and college weight rooms. Luis teaches lifting technique patiently and adds load only when an athlete has earned it with clean form.',
    },
    keisha: {
      role: 'Youth Development Coach',
      bio: 'Former college point guard and middle-school PE teacher. Keisha leads our youngest groups, where footwork, coordination and confidence are built through games.',
    },
    tyler: {
      role: 'Mobility & Injury Prevention Coach',
      bio: 'Certified athletic trainer who builds our warm-ups, landing mechanics and return-to-play progressions, so athletes spend their season on the field, not the bench.',
    },
  },
  /** The three offers; their prices and buttons' targets are facts (offers.ts). */
  offers: [
    {
      id: 'training-camp',
      title: campFacts.name,
      price: money(offerFacts['training-camp'].price),
      period: 'per week',
      description: `Our ${campFacts.alternateName}: a ${campWeeks}-week summer intensive, ${campDates}, for ages ${campAges}.`,
      features: [
        'Five weeks of progressive speed and agility work',
        `Outdoors at ${business.park.name}`,
        'Small groups by age and ability',
        'Baseline and final performance testing',
      ],
      highlight: campSeason,
      buttonText: 'View Camp Details',
      action: offerFacts['training-camp'].action,
    },
    {
      id: 'clinic',
      title: 'Skills Clinic',
      price: money(offerFacts.clinic.price),
      period: 'per session',
      description:
        'Drop-in group sessions to sharpen speed, footwork and technique between seasons.',
      features: [
        'Every Tuesday and Thursday at 6:00 PM',
        'Drop in: no long-term commitment',
        'Speed, footwork and technique focus',
      ],
      highlight: 'Coming Soon!',
      buttonText: 'Coming Soon!',
      action: offerFacts.clinic.action,
    },
    {
      id: 'private-training',
      title: 'Private Training',
      price: money(offerFacts['private-training'].price),
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
      action: offerFacts['private-training'].action,
    },
  ],
} as const;

declare module '../words' {
  interface WordsByName {
    home: Words<typeof words>;
  }
}
