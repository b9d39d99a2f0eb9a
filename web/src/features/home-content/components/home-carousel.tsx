import { useEffect, useState, type KeyboardEvent } from 'react';
import { ActionIcon, Anchor, Text, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { HomeSlide } from '@customer-hub/contract/home-content';
import { srcSetOf } from '../api';
import classes from './home-carousel.module.css';

/** How long a slide stays before the next one, when the carousel turns by itself. */
export const SLIDE_INTERVAL_MS = 7000;

/**
 * The Home carousel (spec §3 slides): previous and next buttons, one dot per slide, the arrow keys,
 * and a pause button. It turns by itself unless the reader prefers reduced motion, and stops while
 * the pointer or the focus is inside it. Only the shown slide's photo loads at once; each picks the
 * width it needs from `srcset`.
 */
export function HomeCarousel({ slides }: { slides: HomeSlide[] }) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = slides.length;
  const current = Math.min(index, count - 1);
  const turning = count > 1 && !paused && !hovered && !focused && !reducedMotion;

  useEffect(() => {
    if (!turning) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), SLIDE_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [turning, current, count]);

  const go = (to: number) => setIndex(((to % count) + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(current - 1);
    else if (event.key === 'ArrowRight') go(current + 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      className={classes.root}
      aria-roledescription={t('homeContent.carousel')}
      aria-label={t('homeContent.carouselLabel')}
      data-testid="home-carousel"
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      <div aria-live={turning ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            className={classes.slide}
            role="group"
            aria-roledescription={t('homeContent.slide')}
            aria-label={t('homeContent.slideOf', { n: i + 1, count })}
            aria-hidden={i !== current}
            inert={i !== current}
            style={{ opacity: i === current ? 1 : 0 }}
            data-testid="home-slide"
          >
            {slide.image && (
              <img
                className={classes.photo}
                src={slide.image.large}
                srcSet={srcSetOf(slide.image)}
                sizes="(max-width: 900px) 100vw, 1200px"
                loading={i === current ? 'eager' : 'lazy'}
                alt=""
                width={slide.image.largeWidth}
                height={slide.image.height}
              />
            )}
            {slide.logo && (
              <img className={classes.logo} src={slide.logo.small} srcSet={srcSetOf(slide.logo)} sizes="160px" alt="" loading="lazy" />
            )}
            {(slide.caption || slide.url) && (
              <div className={classes.caption}>
                {slide.caption && (
                  <Text fw={600} fz={{ base: 'md', sm: 'xl' }} lh={1.3} lineClamp={3}>
                    {slide.caption}
                  </Text>
                )}
                {slide.url && (
                  <Anchor href={slide.url} target="_blank" rel="noopener noreferrer" c="white" fz="sm" fw={600} td="underline">
                    {t('homeContent.learnMore')}
                    <VisuallyHidden> {t('sidebar.opensInNewTab')}</VisuallyHidden>
                  </Anchor>
                )}
              </div>
            )}
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          <ActionIcon className={`${classes.arrow} ${classes.prev}`} variant="white" color="dark" radius="xl" size="lg" onClick={() => go(current - 1)} aria-label={t('homeContent.previousSlide')}>
            <IconChevronLeft size={20} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon className={`${classes.arrow} ${classes.next}`} variant="white" color="dark" radius="xl" size="lg" onClick={() => go(current + 1)} aria-label={t('homeContent.nextSlide')}>
            <IconChevronRight size={20} aria-hidden="true" />
          </ActionIcon>
          <div className={classes.controls}>
            {!reducedMotion && (
              <ActionIcon variant="transparent" color="white" size="md" onClick={() => setPaused((p) => !p)} aria-label={paused ? t('homeContent.play') : t('homeContent.pause')}>
                {paused ? <IconPlayerPlay size={16} aria-hidden="true" /> : <IconPlayerPause size={16} aria-hidden="true" />}
              </ActionIcon>
            )}
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className={classes.dot}
                aria-label={t('homeContent.goToSlide', { n: i + 1 })}
                aria-current={i === current}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
