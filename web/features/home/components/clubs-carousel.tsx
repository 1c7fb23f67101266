import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import Autoplay from 'embla-carousel-autoplay';
import { useMemo } from 'react';
import type { Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import classes from './clubs-carousel.module.css';

export function ClubsCarousel({ teams }: { teams: readonly Team[] }) {
  const reduceMotion = useReducedMotion();
  // Visitors who ask for less motion get a carousel they move themselves.
  const plugins = useMemo(
    () => (reduceMotion ? [] : [Autoplay({ delay: 3000, stopOnInteraction: false, stopOnMouseEnter: true })]),
    [reduceMotion],
  );

  return (
    <Carousel
      className={classes.carousel}
      aria-label={m.public_clubs_carousel()}
      aria-roledescription={m.public_carousel()}
      slideSize="var(--clubs-slide-size)"
      slideGap="md"
      // 44 px arrows, big enough to tap (Mantine's default is 26).
      controlSize={44}
      plugins={plugins}
      // Embla's duration is not in ms: 18 settles a slide in about 500 ms at 60 fps.
      emblaOptions={{ loop: true, align: 'start', duration: 18 }}
      previousControlProps={{ 'aria-label': m.public_clubs_previous() }}
      nextControlProps={{ 'aria-label': m.public_clubs_next() }}
    >
      {teams.map((team) => (
        <Carousel.Slide key={team.id} aria-roledescription={m.public_carousel_slide()} aria-label={team.name}>
          <figure className={classes.club}>
            <img
              className={classes.crest}
              src={team.logo_url}
              alt={m.public_crest_of({ team: team.name })}
              width={72}
              height={72}
              loading="lazy"
            />
            <Text component="figcaption" fw={700} mt="xs">
              {team.name_short}
            </Text>
          </figure>
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
