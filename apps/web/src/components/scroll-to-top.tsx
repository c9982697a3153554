import { ActionIcon } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { SCROLL_TOP_THRESHOLD_PX } from '@rally/contracts/constants';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './scroll-to-top.module.css';

/**
 * Appears once the page is scrolled past the threshold (spec section 9). Plain CSS placement and
 * fade instead of Mantine's Affix and Transition: this sits on /login, which must stay light.
 */
export function ScrollToTop() {
  const { t } = useTranslation();
  const [scroll, scrollTo] = useWindowScroll();
  if (scroll.y <= SCROLL_TOP_THRESHOLD_PX) return null;
  return (
    <ActionIcon
      className={classes.button}
      size="xl"
      radius="xl"
      aria-label={t('shell.scrollToTop')}
      onClick={() => scrollTo({ y: 0 })}
    >
      <IconArrowUp aria-hidden />
    </ActionIcon>
  );
}
