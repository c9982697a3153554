import { RemoveScroll as scrollLock } from 'react-remove-scroll';
import { describe, expect, it } from 'vitest';
import { appShellScrollClassNames } from '../../app-shell-scroll.ts';
import { RemoveScroll } from './remove-scroll-class-names.ts';

/** The build's resolution of react-remove-scroll, by who imports it (issue 28). */
const resolve = (importer: string) => {
  const plugin = appShellScrollClassNames();
  const resolveId = plugin.resolveId as (source: string, importer: string) => string | null;
  return resolveId.call(plugin, 'react-remove-scroll', importer);
};
const component = (file: string) => `/app/node_modules/@mantine/core/esm/components/${file}`;

describe("the scroll lock's class names for Mantine's AppShell", () => {
  it('are the scroll lock’s own, so a dialog still shifts the fixed header by the scrollbar', () => {
    expect(RemoveScroll.classNames).toEqual(scrollLock.classNames);
  });

  it('replace the scroll lock for the AppShell parts alone: dialogs still get the real one', () => {
    for (const part of ['AppShellHeader', 'AppShellAside', 'AppShellFooter']) {
      expect(resolve(component(`AppShell/${part}/${part}.mjs`))).toMatch(/remove-scroll-class-names\.ts$/);
    }
    expect(resolve(component('ModalBase/ModalBase.mjs'))).toBeNull();
    expect(resolve('/app/apps/web/src/components/x.tsx')).toBeNull();
  });
});
