import { useEffect, useState, type FocusEvent, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import type { HeroSlide } from '../../content/types';
import type { WordsByName } from '../../content/words';

type CarouselControls = WordsByName['home']['carousel'];
import { Icon } from '../../components/Icon';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { heroImages } from 'virtual:site-images';
import { Picture } from '../../components/Picture';
import { useIsHydrated } from '../../hooks/useIsHydrated';

/** The carousel advances every 4 seconds (a product requirement, not a taste). */
export const slideIntervalMs = 4000;

const controlSx = {
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  p: 0,
  border: 0,
  borderRadius: '50%',
  bgcolor: 'transparent',
  color: '#fff',
  cursor: 'pointer',
  '&:hover': { bgcolor: 'rgba(255,255,255,0.12)' },
} as const;

/**
 * The hero's image carousel, built to the WAI-ARIA auto-rotating carousel pattern: a pause/play
 * button first, then one named dot button per slide (the current one `aria-current="true"`).
 * Rotation stops while a mouse is over the carousel or focus is inside it, and starts paused for
 * visitors who prefer reduced motion. While it rotates, slide changes are not announced. Until the
 * app has hydrated (and without JavaScript) it is the first picture alone: buttons that could not
 * do anything yet are left out rather than shown dead.
 */
export function HeroCarousel({
  slides,
  label,
  controls,
}: {
  slides: readonly HeroSlide[];
  label: string;
  /** What a screen reader calls the carousel, its slides and its buttons, in the page's language. */
  controls: CarouselControls;
}) {
  const [index, setIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  // null until the visitor presses pause/play; until then the motion preference decides.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const hydrated = useIsHydrated();

  const playing = playChoice ?? !reducedMotion;
  const rotating = playing && !hovered && !focusInside;
  const count = slides.length;

  useEffect(() => {
    if (!rotating) return;
    // Keyed on `index` too: a dot press restarts the full interval.
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), slideIntervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  return (
    <Box
      component="section"
      aria-roledescription={controls.roleDescription}
      aria-label={label}
      onPointerEnter={(event: PointerEvent) => setHovered(event.pointerType === 'mouse')}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocusInside(true)}
      onBlur={(event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setFocusInside(false);
      }}
      sx={{ position: 'absolute', inset: 0 }}
    >
      <Box aria-live={rotating ? 'off' : 'polite'} sx={{ position: 'absolute', inset: 0 }}>
        {slides.map((slide, i) => {
          const current = i === index;
          return (
            <Box
              key={slide.alt}
              role="group"
              aria-roledescription={controls.slideRoleDescription}
              aria-label={controls.slideLabel(i + 1, count)}
              aria-hidden={!current}
              sx={{
                position: 'absolute',
                inset: 0,
                opacity: current ? 1 : 0,
                transition: 'opacity 700ms ease',
                '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
              }}
            >
              {/* The first picture is the page's largest paint: preloaded, fetched first. */}
              <Picture
                image={heroImages[slide.scene]}
                alt={heroImages[slide.scene].alt ?? slide.alt}
                sizes="100vw"
                priority={i === 0}
                sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
              />
            </Box>
          );
        })}
      </Box>

      {hydrated && (
        <Box
          sx={{
            position: 'absolute',
            zIndex: 2,
            left: '50%',
            bottom: { xs: 12, md: 24 },
            transform: 'translateX(-50%)',
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            px: 0.75,
            py: 0.5,
            borderRadius: 999,
            bgcolor: 'rgba(10,29,51,0.8)',
          }}
        >
          <Box
            component="button"
            type="button"
            onClick={() => setPlayChoice(!playing)}
            aria-label={playing ? controls.pause : controls.play}
            sx={controlSx}
          >
            <Icon name={playing ? 'pause' : 'play'} size={20} />
          </Box>
          {slides.map((slide, i) => {
            const current = i === index;
            return (
              <Box
                component="button"
                type="button"
                key={slide.alt}
                onClick={() => setIndex(i)}
                aria-label={controls.showSlide(i + 1, count)}
                aria-current={current ? 'true' : undefined}
                sx={controlSx}
              >
                <Box
                  component="span"
                  sx={{
                    display: 'block',
                    height: 12,
                    width: current ? 28 : 12,
                    borderRadius: 999,
                    bgcolor: '#fff',
                    opacity: current ? 1 : 0.6,
                    transition: 'width 200ms ease',
                    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
                  }}
                />
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
