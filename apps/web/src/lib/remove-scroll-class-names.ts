import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';

/**
 * react-remove-scroll's `RemoveScroll.classNames`, for Mantine's AppShell parts, which read nothing
 * else of it (`app-shell-scroll.ts`): the same values, from the scroll lock's own constants.
 */
export const RemoveScroll = { classNames: { zeroRight: zeroRightClassName, fullWidth: fullWidthClassName } };
