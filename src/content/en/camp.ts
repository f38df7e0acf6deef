import { business } from '../business';
import { campAges, campFacts, capitalized } from '../campFacts';
import {
  campDates,
  campDatesWithDays,
  campPrice,
  campSchedule,
  campSeason,
  campTotalPrice,
  campWeeks,
  weekSpan,
} from '../campPhrases.en';
import type { Words } from '../words';

/** The Pro Dev Camp page's words (English): dates, price and ages come from campFacts.ts. */
export const words = {
  /** The camp's offer, for search engines (src/seo/campStructuredData.ts). */
  offerDescription: `${capitalized(campWeeks)} weeks, ${campDatesWithDays}: ${campTotalPrice} (${campPrice} per week)`,
  meta: {
    title: `${campFacts.name} ${campFacts.startDate.slice(0, 4)}: ${campFacts.alternateName} for Ages ${campAges} | ${business.name}`,
    description: `A ${campWeeks}-week outdoor speed and agility camp in Sacramento for athletes aged ${campAges}, ${campDates}. ${campPrice} per week, ${campTotalPrice} for all ${campWeeks} weeks.`,
  },
  hero: {
    eyebrow: `${campSeason} · ${campFacts.alternateName}`,
    title: campFacts.name,
    lead: `${capitalized(campWeeks)} weeks that change how your athlete moves. Coached speed, agility and strength work for ages ${campAges}, outdoors at ${business.park.name}.`,
    price: campPrice,
    period: 'per week',
    /** Beside the weekly price: what the whole camp costs (weeks × weekly price, never typed). */
    total: `${campTotalPrice} for all ${campWeeks} weeks`,
    action: 'Register Now',
    /** The speed-and-agility scene, shown behind the text as decoration: no alt text of its own. */
    scene: 'agility',
  },
  details: {
    title: 'Camp Details',
    items: [
      { id: 'dates', label: 'Dates', value: campDatesWithDays },
      { id: 'length', label: 'Length', value: `${capitalized(campWeeks)} weeks, Monday to Friday` },
      { id: 'ages', label: 'Ages', value: campAges },
      {
        id: 'location',
        label: 'Location',
        value: `Outdoors at ${business.park.name}, a city park in Sacramento`,
      },
      {
        id: 'price',
        label: 'Price',
        value: `${campPrice} per week, ${campTotalPrice} for all ${campWeeks} weeks`,
      },
    ],
    scheduleTitle: `The ${campWeeks} weeks`,
    schedule: campSchedule.map((week) => ({ label: `Week ${week.week}`, value: weekSpan(week) })),
    directionsAction: 'Get Directions',
  },
  about: {
    mission: {
      title: 'Our Mission',
      body: 'Give every young athlete the speed, agility and confidence to stand out in their sport, and the habits to keep improving long after camp ends.',
    },
    whoShouldAttend: {
      title: 'Who Should Attend',
      body: `Any athlete aged ${campAges} who wants to move faster and play with more confidence:`,
      points: [
        'Athletes in any field or court sport',
        'Beginners who want a safe, coached start to training',
        'Experienced athletes preparing for tryouts, a new level or recruiting',
        'Athletes coming back from a break who want to rebuild speed',
      ],
    },
  },
  location: {
    title: 'Training Location',
    body: `Every session runs outdoors on the grass fields of ${business.park.name}. We meet at the same spot each day, marked with orange flags, and finish on time for pick-up.`,
    address: business.park.address,
    bringTitle: 'What to Bring',
    bring: [
      'Athletic shoes (cleats optional for field athletes)',
      'A full water bottle',
      'Sunscreen and a hat',
      'Comfortable training clothes',
      'A healthy snack for hot days',
    ],
  },
  outcomes: {
    achievements: {
      title: 'What Athletes Achieve',
      points: [
        'Faster 10- and 20-yard sprint times',
        'Quicker, more controlled changes of direction',
        'A higher vertical jump and safer landings',
        'Better balance, posture and body control',
        'A warm-up and recovery routine they own',
      ],
    },
    philosophy: {
      title: 'Our Philosophy',
      body: 'Form first, then speed, then load. We coach fewer reps done well over endless drills done badly, and we progress each athlete on their own timeline. Every week ends with testing, so athletes see exactly how far they have come.',
    },
  },
  includes: {
    title: 'What the Camp Includes',
    /** The 12 things the camp includes. */
    items: [
      'Five weeks of progressive, coached training',
      'A movement screen on day one',
      'Baseline and final speed testing',
      'Sprint mechanics and acceleration coaching',
      'Agility, footwork and reaction drills',
      'Plyometrics and landing technique',
      'Age-appropriate strength training',
      'Mobility and injury-prevention routines',
      'Small groups by age and ability',
      'Nutrition and recovery basics',
      'A personal progress report for parents',
      'A take-home plan to keep improving',
    ],
  },
  callToAction: {
    title: 'Ready for their fastest summer yet?',
    body: 'Groups are kept small so every athlete gets coached. Register today to hold a place.',
    /** In place of `body` once the season has ended (src/content/campSeason.ts). */
    endedBody:
      "This season has ended. Groups are kept small, so ask us about next season's dates and be among the first to hold a place.",
    action: 'Register for Camp',
    /** Under the camp's form: the site's own athlete registration (src/components/RegistrationLink). */
    registration: {
      prompt: 'Registered for the camp? Tell us about your athlete:',
      action: 'Athlete Registration',
    },
  },
  faq: {
    title: 'Frequently Asked Questions',
    /** Ages, sports, 5-week progression, what to bring, location, differences, bad weather. */
    items: [
      {
        question: 'What ages is the camp for?',
        answer:
          'Athletes aged 10 to 17. We group athletes by age and ability, so a 10-year-old beginner and a 17-year-old varsity starter are both coached at the right level.',
      },
      {
        question: 'Which sports does the camp help?',
        answer:
          'Any sport where speed and agility matter: football, soccer, basketball, baseball, softball, lacrosse, volleyball, track and more. The movement skills we teach carry over to all of them.',
      },
      {
        question: 'How do the five weeks progress?',
        answer:
          'Week 1 screens movement and sets baselines. Weeks 2 and 3 build sprint mechanics, footwork and strength foundations. Week 4 adds speed, power and game-like reaction drills. Week 5 sharpens everything and re-tests, so athletes leave with measured progress.',
      },
      {
        question: 'What should my athlete bring?',
        answer:
          'Athletic shoes, a full water bottle, sunscreen, a hat and comfortable training clothes. Cleats are optional for field athletes, and a healthy snack helps on hot days.',
      },
      {
        question: 'Where is the camp held?',
        answer: `Outdoors at ${business.park.address}. The Get Directions button in Camp Details opens a map.`,
      },
      {
        question: 'How is this different from team practice?',
        answer:
          'Team practice teaches plays and sport skills. Pro Dev Camp develops the athlete underneath them: how they accelerate, stop, change direction and stay healthy. Small groups mean every rep gets coached.',
      },
      {
        question: 'What happens in bad weather?',
        answer:
          'Heat and wind do not stop us: we adjust the intensity and add water breaks. For heavy rain, lightning or unhealthy air quality we move or reschedule the session and tell families by e-mail and text before it starts.',
      },
    ],
  },
} as const;

declare module '../words' {
  interface WordsByName {
    camp: Words<typeof words>;
  }
}
