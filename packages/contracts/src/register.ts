/**
 * The register each translation holds (docs/architecture.md, "Translations"): German addresses the
 * reader formally ("Sie") on every screen and in every mail; Portuguese is Brazilian (pt-BR). The
 * word lists below are what a text must not contain: the web's locale tests and the server's tests
 * run them over every German and Portuguese text. A list cannot hold every way to slip; it holds the
 * words that slipped before and the unambiguous markers of the other register.
 */

/** A word as a whole word: no letter or digit right before or after it (so `du` is not `Dunkel`). */
const whole = (pattern: string, after = '', before = '') =>
  new RegExp(`${before}(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])${after}`, 'giu');

/** Informal German: the "du"/"ihr" pronouns and possessives ("Ihr"/"ihr" is also formal, so allowed). */
const GERMAN_INFORMAL_WORDS = [
  'du',
  'dich',
  'dir',
  'dein',
  'deine',
  'deinen',
  'deinem',
  'deiner',
  'deines',
  'euch',
  'euer',
  'eure',
  'euren',
  'eurem',
  'eurer',
  'eures',
];

/**
 * Informal German imperatives. Only forms that are no noun ("Frage", "Suche", "Teile", "Versuche")
 * and, for the ones that are also the first person ("wie melde ich mich an?", "wenn ich lade"),
 * only where an imperative stands: first in a sentence, after a colon or "bitte", with no "ich" after.
 */
const GERMAN_INFORMAL_IMPERATIVES = ['gib', 'nimm', 'sieh', 'lies', 'komm', 'geh', 'hilf', 'vergiss'];
const GERMAN_IMPERATIVES_OR_FIRST_PERSON = [
  'öffne',
  'wähle',
  'prüfe',
  'klicke',
  'trage',
  'melde',
  'lade',
  'lege',
  'setze',
  'ändere',
  'gehe',
  'komme',
  'schau',
  'schaue',
  'warte',
  'sende',
  'schicke',
  'füge',
  'erstelle',
  'starte',
  'speichere',
  'lösche',
  'bestätige',
  'nutze',
  'verwende',
  'aktiviere',
  'entferne',
  'kopiere',
  'kontaktiere',
  'wende',
];

/**
 * European Portuguese words and spellings a Brazilian text does not use ("guardar" is Brazilian for
 * keeping, but a screen's save is "salvar": say "manter" for keeping).
 */
const EUROPEAN_PORTUGUESE_WORDS = [
  'equipa',
  'equipas',
  'utilizador',
  'utilizadora',
  'utilizadores',
  'utilizadoras',
  'ficheiro',
  'ficheiros',
  'ecrã',
  'ecrãs',
  'palavra-passe',
  'palavras-passe',
  'registo',
  'registos',
  'registar',
  'registado',
  'registada',
  'registados',
  'registadas',
  'registe',
  'registem',
  'registou',
  'registam',
  'contacto',
  'contactos',
  'contactar',
  'contacte',
  'facto',
  'factos',
  'telemóvel',
  'ronda',
  'rondas',
  'telemóveis',
  'guardar',
  'guarde',
  'guardado',
  'guardada',
  'guardados',
  'guardadas',
  'partilhar',
  'partilhado',
  'partilhada',
  'partilhados',
  'partilhadas',
  'aceder',
  'acede',
  'planeamento',
  'planear',
  'descarregar',
  'convidou-o',
  'convidou-a',
  'receção',
  'perspetiva',
  'aspeto',
  'anónimo',
  'anónima',
  'anónimos',
  'anónimas',
  'prémio',
  'prémios',
  'económico',
  'económica',
  'eletrónico',
  'eletrónica',
  'sénior',
  'género',
];

/** "está a carregar": European "estar a" + infinitive, where Brazil says "está carregando". */
const ESTAR_A_INFINITIVE = whole(
  '(?:estar|estou|está|estás|estamos|estão|esteja|estejam|estava|estavam|estiver|estiverem) a \\p{L}+(?:ar|er|ir)',
);
/** A status that starts "A carregar…" / "A guardar…" (not "A partir de", which Brazil says too). */
const A_INFINITIVE_STATUS = /^a (?!partir(?![\p{L}]))\p{L}+(?:ar|er|ir)(?![\p{L}\p{N}])/iu;
/** "Inicie sessão", "terminar sessão": Brazil signs in ("Entre", "Sair"). */
const SESSION = whole('(?:inici|termin)\\p{L}* (?:a |uma )?sessão');

/** Every word of `text` that breaks German's formal register. */
export function germanRegisterFaults(text: string): string[] {
  const found = [...text.matchAll(whole(GERMAN_INFORMAL_WORDS.join('|')))].map((m) => m[0]);
  found.push(...[...text.matchAll(whole(GERMAN_INFORMAL_IMPERATIVES.join('|')))].map((m) => m[0]));
  found.push(
    ...[
      ...text.matchAll(
        whole(
          GERMAN_IMPERATIVES_OR_FIRST_PERSON.join('|'),
          '(?!\\s+ich(?![\\p{L}]))',
          '(?<=^|[.:;!?…]\\s+|[„“"(]|(?<![\\p{L}])bitte\\s+)',
        ),
      ),
    ].map((m) => m[0]),
  );
  return [...new Set(found)];
}

/** Every word or phrase of `text` that is European, not Brazilian, Portuguese. */
export function portugueseRegisterFaults(text: string): string[] {
  const found = [...text.matchAll(whole(EUROPEAN_PORTUGUESE_WORDS.join('|')))].map((m) => m[0]);
  found.push(...[...text.matchAll(ESTAR_A_INFINITIVE)].map((m) => m[0]));
  const status = text.trim().match(A_INFINITIVE_STATUS);
  if (status) found.push(status[0]);
  found.push(...[...text.matchAll(SESSION)].map((m) => m[0]));
  return [...new Set(found)];
}

/** The faults of one text in a language whose register is held ("de", "pt"); none for the others. */
export function registerFaults(language: string, text: string): string[] {
  if (language === 'de') return germanRegisterFaults(text);
  if (language === 'pt') return portugueseRegisterFaults(text);
  return [];
}

/** `key: word, word` for each text with faults, to fail a test with what to fix and where. */
export function registerFaultsOf(language: string, texts: Iterable<[key: string, text: string]>): string[] {
  const out: string[] = [];
  for (const [key, text] of texts) {
    const faults = registerFaults(language, text);
    if (faults.length > 0) out.push(`${key}: ${faults.join(', ')}`);
  }
  return out;
}
