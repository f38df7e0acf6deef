/**
 * The shapes of the site's words-as-data. Sections render these; the owner edits the values in the
 * neighbouring files without touching components.
 */

/** Where an offer's button goes: a page of this site, an external page, or nowhere yet. */
export type OfferAction =
  { kind: 'internal'; to: string } | { kind: 'external'; href: string } | { kind: 'unavailable' };

/** An offer on the home page: camp, clinic or private training. */
export interface Offer {
  id: 'training-camp' | 'clinic' | 'private-training';
  title: string;
  /** Shown as written, e.g. "$300". */
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

/** A coach on the home page. `image` is an imported asset URL (square, 320 px). */
export interface Coach {
  name: string;
  role: string;
  bio: string;
  image: string;
  imageAlt: string;
}

export interface HeroSlide {
  /** Image URLs by pixel width, for `srcset`. The first entry is the fallback `src`. */
  sources: readonly { width: number; src: string }[];
  /** Intrinsic size of the artwork, set on the `<img>` so nothing shifts while it loads. */
  width: number;
  height: number;
  alt: string;
  /** CSS object-position, so the subject stays in view when a narrow screen crops the image. */
  focus?: string;
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
