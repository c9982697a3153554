import { expect } from 'vitest';

/**
 * Asserts that a user can see the element: in the page, and neither it nor a parent hidden
 * (`display: none`, the `hidden` attribute, `visibility: hidden`, opacity 0, `aria-hidden`, `inert`).
 * A `getBy…`/`findBy…` query already fails when the element is missing; finding it by text does
 * not tell whether anyone can see it.
 */
export function expectShown(element: Element) {
  const shown = element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  expect(shown, `${element.outerHTML.slice(0, 120)} is hidden`).toBe(true);
  expect(
    element.closest('[hidden], [aria-hidden="true"], [inert]'),
    'inside a part hidden from users',
  ).toBeNull();
}
