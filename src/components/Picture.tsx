import { preload } from 'react-dom';
import Box from '@mui/material/Box';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import type { ImageCrop, SiteImage } from '../content/types';

/** `@media (max-width:599.95px)` → `(max-width:599.95px)`, for `media` attributes. */
const mediaQuery = (rule: string) => rule.replace(/^@media\s*/, '');

/**
 * One of the site's images (README "Images") as `<picture>`: AVIF, then WebP, in every width the
 * build made. A hero offers its 2:3 phone crop below the `sm` breakpoint and its 16:9 crop above;
 * a portrait its square crop. `width` and `height` reserve the box, so nothing shifts on load.
 *
 * `priority` marks the page's first picture: fetched early and at high priority, with a preload
 * per crop (react-dom's `preload`, which the prerender writes into the page head) so the browser
 * starts on it before it reads the body.
 */
export function Picture({
  image,
  alt,
  sizes,
  priority = false,
  sx,
}: {
  image: SiteImage;
  alt: string;
  sizes: string;
  priority?: boolean;
  sx?: SxProps<Theme>;
}) {
  const theme = useTheme();
  const { wide, phone, square } = image.crops;
  const crops: { crop: ImageCrop; media?: string; preloadMedia?: string }[] =
    wide && phone
      ? [
          { crop: phone, media: mediaQuery(theme.breakpoints.down('sm')) },
          { crop: wide, preloadMedia: mediaQuery(theme.breakpoints.up('sm')) },
        ]
      : [{ crop: (square ?? wide ?? phone)! }];
  const fallback = crops[crops.length - 1]!.crop;

  if (priority) {
    for (const { crop, media, preloadMedia } of crops) {
      const [best] = crop.sources;
      if (!best) continue;
      preload(crop.src, {
        as: 'image',
        type: best.type,
        imageSrcSet: best.srcSet,
        imageSizes: sizes,
        fetchPriority: 'high',
        ...((media ?? preloadMedia) ? { media: media ?? preloadMedia } : {}),
      });
    }
  }

  return (
    <Box component="picture" sx={{ display: 'contents' }}>
      {crops.flatMap(({ crop, media }) =>
        crop.sources.map((source) => (
          <source
            key={`${media ?? 'default'} ${source.type}`}
            type={source.type}
            srcSet={source.srcSet}
            sizes={sizes}
            media={media}
            width={crop.width}
            height={crop.height}
          />
        )),
      )}
      <Box
        component="img"
        src={fallback.src}
        width={fallback.width}
        height={fallback.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
        sx={sx}
      />
    </Box>
  );
}
