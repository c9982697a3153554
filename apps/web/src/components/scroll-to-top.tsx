import { ActionIcon } from '@mantine/core';
import { SCROLL_TOP_THRESHOLD_PX } from '@rally/contracts/constants';
import { IconArrowUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './scroll-to-top.module.css';

/**
 * Appears once the page is scrolled past the threshold (spec section 9). Plain CSS placement and
 * fade instead of Mantine's Affix and Transition: this sits on /login, which must stay light.
 */
export function ScrollToTop() {
  const { t } = useTranslation();
  const scrolled = useScrolledDown();
  if (!scrolled) return null;
  return (
    <>
      {/*
       * Room at the end of the page (this is rendered after every screen) as tall as the button
       * and its margins: scrolled to the end, the page's last button is never under it. Only while
       * the button shows, so a short page gets no scroll bar from it.
       */}
      <div className={classes.room} aria-hidden />
      <ActionIcon
        className={classes.button}
        size="xl"
        radius="xl"
        aria-label={t('shell.scrollToTop')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        <IconArrowUp aria-hidden />
      </ActionIcon>
    </>
  );
}

/**
 * Whether the page is scrolled past the threshold, from scroll events only. Mantine's
 * `useWindowScroll` reads the position once mounted, which makes the browser lay out the whole
 * page mid-load (about 45 ms of a cold signed-in load at 4× CPU). A page opens at its top, and a
 * restored position arrives as a scroll event.
 */
function useScrolledDown() {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return scrolled;
}
