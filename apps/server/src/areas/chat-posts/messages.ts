import type { TBadgeKind } from '@rally/contracts/badges';
import type { TLanguage } from '@rally/contracts/constants';

/**
 * The texts of chat posts (decision 0034), in the company's language. `{{name}}` marks a value; values
 * are escaped for the chat's markup before they are filled in (format.ts), the texts themselves are
 * ours. Badge kinds are named as the app names them (web `badges.json`) for badges without a name.
 */
type Texts = {
  roundTitle: string;
  roundWinners: string;
  roundNoPoints: string;
  startedTitle: string;
  started: string;
  finishedTitle: string;
  finished: string;
  badgeTitle: string;
  badgeNamed: string;
  badgeAnonymous: string;
  dailyTitle: string;
  dailyLine: string;
  dailyEmpty: string;
  kinds: Record<TBadgeKind, string>;
};

export const CHAT_TEXTS: Record<TLanguage, Texts> = {
  en: {
    roundTitle: 'Round results: {{round}}',
    roundWinners: '{{round}} of {{game}} is closed. Winners: {{winners}}.',
    roundNoPoints: '{{round}} of {{game}} is closed. Nobody scored in this round.',
    startedTitle: '{{game}} has started',
    started: '{{game}} has started. Log what you do in Rally to score for your team.',
    finishedTitle: '{{game}} has finished',
    finished: '{{game}} has finished. The final results are in Rally.',
    badgeTitle: 'Badge earned',
    badgeNamed: '{{player}} earned the badge “{{badge}}” in {{game}}.',
    badgeAnonymous: 'A player earned the badge “{{badge}}” in {{game}}.',
    dailyTitle: 'Today’s leaderboard: {{game}}',
    dailyLine: '{{rank}}. {{name}}: {{points}} points',
    dailyEmpty: 'Nobody has scored in {{game}} yet.',
    kinds: {
      firstLog: 'First step',
      behaviourLogs: 'Regular',
      wholeActivity: 'All-rounder',
      pointsReached: 'High scorer',
      perfectQuiz: 'Quiz ace',
      kpiTarget: 'Target hit',
      streakDays: 'On a roll',
      roundTop: 'Podium',
      teamWinsRound: 'Team victory',
      manual: 'Special award',
    },
  },
  de: {
    roundTitle: 'Rundenergebnis: {{round}}',
    roundWinners: '{{round}} von {{game}} ist abgeschlossen. Gewonnen haben: {{winners}}.',
    roundNoPoints: '{{round}} von {{game}} ist abgeschlossen. In dieser Runde hat niemand gepunktet.',
    startedTitle: '{{game}} hat begonnen',
    started: '{{game}} hat begonnen. Erfassen Sie in Rally, was Sie tun, und punkten Sie für Ihr Team.',
    finishedTitle: '{{game}} ist beendet',
    finished: '{{game}} ist beendet. Die Endergebnisse stehen in Rally.',
    badgeTitle: 'Abzeichen erhalten',
    badgeNamed: '{{player}} hat in {{game}} das Abzeichen „{{badge}}“ erhalten.',
    badgeAnonymous: 'Jemand hat in {{game}} das Abzeichen „{{badge}}“ erhalten.',
    dailyTitle: 'Rangliste von heute: {{game}}',
    dailyLine: '{{rank}}. {{name}}: {{points}} Punkte',
    dailyEmpty: 'In {{game}} hat noch niemand gepunktet.',
    kinds: {
      firstLog: 'Erster Schritt',
      behaviourLogs: 'Stammgast',
      wholeActivity: 'Allrounder',
      pointsReached: 'Punktejäger',
      perfectQuiz: 'Quiz-Ass',
      kpiTarget: 'Ziel erreicht',
      streakDays: 'Lauf',
      roundTop: 'Podium',
      teamWinsRound: 'Teamsieg',
      manual: 'Sonderauszeichnung',
    },
  },
  fr: {
    roundTitle: 'Résultats de la manche : {{round}}',
    roundWinners: '{{round}} de {{game}} est terminée. Gagnants : {{winners}}.',
    roundNoPoints: '{{round}} de {{game}} est terminée. Personne n’a marqué de points dans cette manche.',
    startedTitle: '{{game}} a commencé',
    started:
      '{{game}} a commencé. Enregistrez ce que vous faites dans Rally pour marquer des points pour votre équipe.',
    finishedTitle: '{{game}} est terminé',
    finished: '{{game}} est terminé. Les résultats finaux sont dans Rally.',
    badgeTitle: 'Badge obtenu',
    badgeNamed: '{{player}} a obtenu le badge « {{badge}} » dans {{game}}.',
    badgeAnonymous: 'Un joueur a obtenu le badge « {{badge}} » dans {{game}}.',
    dailyTitle: 'Classement du jour : {{game}}',
    dailyLine: '{{rank}}. {{name}} : {{points}} points',
    dailyEmpty: 'Personne n’a encore marqué de points dans {{game}}.',
    kinds: {
      firstLog: 'Premier pas',
      behaviourLogs: 'Habitué',
      wholeActivity: 'Polyvalent',
      pointsReached: 'As des points',
      perfectQuiz: 'As du quiz',
      kpiTarget: 'Objectif atteint',
      streakDays: 'Sur sa lancée',
      roundTop: 'Podium',
      teamWinsRound: 'Victoire d’équipe',
      manual: 'Distinction spéciale',
    },
  },
  pt: {
    roundTitle: 'Resultado da rodada: {{round}}',
    roundWinners: '{{round}} de {{game}} foi encerrada. Vencedores: {{winners}}.',
    roundNoPoints: '{{round}} de {{game}} foi encerrada. Ninguém pontuou nesta rodada.',
    startedTitle: '{{game}} começou',
    started: '{{game}} começou. Registre no Rally o que você faz para pontuar pela sua equipe.',
    finishedTitle: '{{game}} terminou',
    finished: '{{game}} terminou. Os resultados finais estão no Rally.',
    badgeTitle: 'Emblema conquistado',
    badgeNamed: '{{player}} conquistou o emblema “{{badge}}” em {{game}}.',
    badgeAnonymous: 'Um jogador conquistou o emblema “{{badge}}” em {{game}}.',
    dailyTitle: 'Classificação de hoje: {{game}}',
    dailyLine: '{{rank}}. {{name}}: {{points}} pontos',
    dailyEmpty: 'Ninguém pontuou em {{game}} ainda.',
    kinds: {
      firstLog: 'Primeiro passo',
      behaviourLogs: 'Assíduo',
      wholeActivity: 'Completo',
      pointsReached: 'Pontuador',
      perfectQuiz: 'Ás do quiz',
      kpiTarget: 'Meta atingida',
      streakDays: 'Embalado',
      roundTop: 'Pódio',
      teamWinsRound: 'Vitória da equipe',
      manual: 'Destaque especial',
    },
  },
};
