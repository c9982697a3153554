import type { TGameDetail } from '@rally/contracts/games';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from './copy-button.tsx';
import { CopyFromGameDialog } from './copy-from-game-dialog.tsx';
import { GameContentScreen } from './game-content-screen.tsx';

/** The content a game can copy from another game; each namespace has `page.prompt` and `copy.*`. */
type TCopyableContent = 'activities' | 'kpis' | 'teams';

export type TCopyDialogProps = { game: TGameDetail; opened: boolean; onClose: () => void };

type Props = {
  content: TCopyableContent;
  /** The screen's URL for a game: choosing one goes there. */
  hrefFor: (gameId: string) => string;
  /** The copy dialog of this content, opened by the screen's copy button. */
  copyDialog: (props: TCopyDialogProps) => ReactNode;
  /** The content's editor for the chosen game. */
  children: (game: TGameDetail) => ReactNode;
};

/** A game's content screen (activities, KPIs, teams): the editor, and a button to copy from another game. */
export function CopyableContentScreen({ content, hrefFor, copyDialog, children }: Props) {
  const { t } = useTranslation(content);
  const [copying, setCopying] = useState(false);
  return (
    <GameContentScreen
      hrefFor={hrefFor}
      prompt={t('page.prompt')}
      actions={(game) => <CopyButton game={game} label={t('copy.button')} onClick={() => setCopying(true)} />}
    >
      {(game) => (
        <>
          {children(game)}
          {copyDialog({ game, opened: copying, onClose: () => setCopying(false) })}
        </>
      )}
    </GameContentScreen>
  );
}

type DialogProps = TCopyDialogProps & {
  content: TCopyableContent;
  /** Copies from the chosen game; answers how many items were copied. */
  onCopy: (fromGameId: string) => Promise<{ copied: number }>;
  /** Options of this kind of copy (teams: with or without their players). */
  children?: ReactNode;
};

/** The copy dialog in the words of the content's namespace. */
export function ContentCopyDialog({ content, ...props }: DialogProps) {
  const { t } = useTranslation(content);
  return (
    <CopyFromGameDialog
      {...props}
      title={t('copy.title')}
      text={t('copy.text')}
      doneText={(count) => t('copy.done', { count })}
    />
  );
}
