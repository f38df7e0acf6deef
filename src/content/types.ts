import type { Language } from '../routes/routeTable';

/**
 * The shapes of the site's words-as-data. Sections render these; the owner edits the values in the
 * neighbouring files without touching components.
 */

/** Where an offer's button goes: a page of this site, an external page, or nowhere yet. */
export type OfferAction =
  | { kind: 'internal'; route: 'proDevCamp' | 'registration' | 'home' }
  | { kind: 'external'; href: string; hrefLang?: Language }
  | { kind: 'unavailable' };

export type OfferId = 'training-camp' | 'clinic' | 'private-training';

/** An offer on the home page (camp, clinic or private training), in one language. */
export interface Offer {
  id: OfferId;
  title: string;
  /** Formatted for the language, e.g. "$300". */
  price: string;
  /** e.g. "per week". */
  period: string;
  description: string;
  features: readonly string[];
  /** A short badge on the card, e.g. "Summer 2025" or "Coming Soon!". */
  highlight?: string;
  buttonText: string;
  action: OfferAction;
}

/** A coach on the home page. The photo is the line `coach-<id>` in src/content/photos.ts, if there is one. */
export interface Coach {
  id: string;
  name: string;
}

/** The four generated hero scenes (.tools/images/heroArt.ts); a photo can take any one's place. */
export type HeroScene = 'track' | 'agility' | 'field' | 'strength';

/** One crop of an image in every format and width the build made, for `<picture>`. */
export interface ImageCrop {
  /** Intrinsic size of the largest width, so the box is reserved before the image loads. */
  width: number;
  height: number;
  /** Best format first: AVIF, then WebP; each a `srcset` of 2–3 widths. */
  sources: readonly { type: 'image/avif' | 'image/webp'; srcSet: string }[];
  /** The smallest WebP, for browsers that know no `<source>`. */
  src: string;
}

/**
 * An image as the build delivers it (README "Images"): the business's photo or the generated
 * art, in the crops its place needs (heroes: `wide` 16:9 and `phone` 2:3; portraits: `square`).
 */
export interface SiteImage {
  origin: 'photo' | 'art';
  /** The photo's alt text from its line in photos.ts; art takes its alt text from the content. */
  alt: string | null;
  crops: { wide?: ImageCrop; phone?: ImageCrop; square?: ImageCrop };
}

/** A line in src/content/photos.ts: one of the business's photos and where it goes. */
export interface PhotoLine<CoachId extends string = string> {
  /** The file in src/assets/photos/ (JPEG or PNG, any size). */
  file: string;
  /** The hero scene it replaces, or the coach it shows. */
  for: `hero-${HeroScene}` | `coach-${CoachId}`;
  alt: string;
  /** The point to keep in view when cropping, as fractions of width and height from the top left. */
  focus: { x: number; y: number };
}

/** A carousel slide: a scene, and the alt text of its art (a photo brings its own). */
export interface HeroSlide {
  scene: HeroScene;
  alt: string;
}

/** A titled block of copy: a pillar, a training area, a camp topic. */
export interface Feature {
  title: string;
  body: string;
}

export interface Stat {
  value: string;
  label: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}
