/* eslint-disable @typescript-eslint/consistent-type-imports -- an ambient module declaration
   cannot `import` a relative path, so it names the content types with `import()` types. */
/** The images the build makes (.tools/images/siteImages.ts, README "Images"). */
declare module 'virtual:site-images' {
  type ImageCrop = import('./types').ImageCrop;
  type SiteImage = import('./types').SiteImage;
  /** Every hero scene: the business's photo if it gave one, else the generated art. */
  export const heroImages: Record<
    import('./types').HeroScene,
    SiteImage & { crops: { wide: ImageCrop; phone: ImageCrop } }
  >;
  /** The coaches the business has given a photo of, by coach id. */
  export const coachPhotos: Partial<Record<string, SiteImage & { crops: { square: ImageCrop } }>>;
}
