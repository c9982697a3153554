import { useDrawnRecord } from '../../../components/when-loaded.tsx';
import { useKeyTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useGame } from '../api/games-api.ts';

/**
 * A screen of one game loads it and sits below it in the breadcrumb: Games / {name} / {label}. The
 * name as `WhenLoaded` draws the game below (`useDrawnRecord`).
 */
export function useGameBreadcrumb(id: string, label: string) {
  const tk = useKeyTranslation();
  const game = useGame(id);
  const name = useDrawnRecord(game)?.name;
  const breadcrumb = [
    { label: tk('nav.games'), to: paths.games.list.href() },
    ...(name ? [{ label: name, to: paths.games.view.href(id) }] : []),
    { label },
  ];
  return { game, name, breadcrumb };
}
