import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Mantine's AppShell parts that read a class name of react-remove-scroll, and nothing else of it. */
const APP_SHELL_PART =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell(Header|Aside|Footer)[\\/]/;
const CLASS_NAMES = fileURLToPath(import.meta.resolve('./src/lib/remove-scroll-class-names.ts'));

/**
 * Mantine's AppShell header (and its aside and footer) import react-remove-scroll for one class
 * name, which marks what a dialog's scroll lock shifts by the scrollbar's width. That import
 * brought the whole scroll lock (react-remove-scroll, its scrollbar part, use-sidecar, tslib:
 * 5 KB compressed) into every signed-in screen's first paint, dialogs or not. For those three
 * modules alone it resolves to a module with the same class names, read from the scroll lock's
 * own constants; dialogs (Mantine's ModalBase) still import the real one, which loads with them.
 */
export function appShellScrollClassNames(): Plugin {
  return {
    name: 'rally:app-shell-scroll-class-names',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-remove-scroll' && importer && APP_SHELL_PART.test(importer)) return CLASS_NAMES;
      return null;
    },
  };
}
