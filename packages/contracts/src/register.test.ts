import { describe, expect, it } from 'vitest';
import { germanRegisterFaults, portugueseRegisterFaults } from './register.ts';

describe('the German register check', () => {
  it('finds informal pronouns and imperatives as whole words', () => {
    expect(germanRegisterFaults('Gib dem Spiel ein Datum, bevor du Runden anlegst.')).toEqual(['du', 'Gib']);
    expect(germanRegisterFaults('Dein Platz')).toEqual(['Dein']);
    expect(germanRegisterFaults('{{name}} ist eingefroren: öffne die Runde wieder')).toEqual(['öffne']);
    expect(germanRegisterFaults('Prüfe, was es enthält. Bitte wähle ein Spiel.')).toEqual(['Prüfe', 'wähle']);
  });

  it('lets formal German, nouns and the first person through', () => {
    expect(germanRegisterFaults('Geben Sie Ihre E-Mail-Adresse ein. Ihr Team wartet.')).toEqual([]);
    expect(germanRegisterFaults('Wie melde ich mich an? Dunkel, durch, Frage, Suche, Versuche')).toEqual([]);
    expect(germanRegisterFaults('Wenn ich die Datei lade, sehe ich die Vorschau.')).toEqual([]);
    expect(germanRegisterFaults('Öffnen Sie die Runde, wählen Sie ein Spiel.')).toEqual([]);
  });
});

describe('the Portuguese register check', () => {
  it('finds European Portuguese', () => {
    expect(portugueseRegisterFaults('A sua equipa está a carregar o ficheiro.')).toEqual([
      'equipa',
      'ficheiro',
      'está a carregar',
    ]);
    expect(portugueseRegisterFaults('A carregar…')).toEqual(['A carregar']);
    expect(portugueseRegisterFaults('Inicie sessão com a palavra-passe')).toEqual([
      'palavra-passe',
      'Inicie sessão',
    ]);
  });

  it('lets Brazilian Portuguese through', () => {
    expect(portugueseRegisterFaults('Sua equipe está carregando o arquivo. Entre com sua senha.')).toEqual(
      [],
    );
    expect(
      portugueseRegisterFaults('A tela mostra o registro do usuário; a equipe começou a enviar.'),
    ).toEqual([]);
    expect(portugueseRegisterFaults('A partir de amanhã, a equipe vê a tela.')).toEqual([]);
  });
});
