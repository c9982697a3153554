import type { TTemplateCategoryKey, TTemplateLanguage } from '@rally/contracts/templates';

/** One text in each template language, in the order en, de, fr, pt. */
type T = readonly [en: string, de: string, fr: string, pt: string];
export type SeedBehaviour = { name: T; points: number; maxPerDay?: number; requiresApproval?: boolean };
export type SeedBlueprint = {
  /** Stable: with the language it names the seeded row (`templates.seed_key`). */
  key: string;
  category: TTemplateCategoryKey;
  name: T;
  description: T;
  activities: { name: T; description: T; behaviours: SeedBehaviour[] }[];
  kpis: { name: T; unit: T; direction: 'higher' | 'lower'; weight: number; target: number }[];
};
export const SEED_LANGUAGES: readonly TTemplateLanguage[] = ['en', 'de', 'fr', 'pt'];

/**
 * The global templates every company starts from (ADR 0020), one a category, written by hand in
 * four languages. Points follow the demo game's scale: a small daily act 2-5, a daily habit 8-10,
 * something an organiser confirms 10-15.
 */
export const SEED_BLUEPRINTS: SeedBlueprint[] = [
  {
    key: 'b2b-sales-pipeline',
    category: 'b2b-sales',
    name: ['Pipeline builder', 'Pipeline-Aufbau', 'Bâtisseur de pipeline', 'Construtor de pipeline'],
    description: [
      'Four weeks of steady prospecting and follow-up habits that fill the pipeline with qualified opportunities.',
      'Vier Wochen beständiger Akquise- und Nachfassgewohnheiten, die die Pipeline mit qualifizierten Chancen füllen.',
      'Quatre semaines d’habitudes régulières de prospection et de relance qui remplissent le pipeline d’opportunités qualifiées.',
      'Quatro semanas de hábitos constantes de prospecção e acompanhamento que enchem o pipeline de oportunidades qualificadas.',
    ],
    activities: [
      {
        name: ['Prospecting', 'Akquise', 'Prospection', 'Prospecção'],
        description: [
          'Open new conversations every day.',
          'Jeden Tag neue Gespräche beginnen.',
          'Ouvrir de nouvelles conversations chaque jour.',
          'Abrir novas conversas todos os dias.',
        ],
        behaviours: [
          {
            name: [
              'Make 10 prospecting calls',
              '10 Akquise-Anrufe führen',
              'Passer 10 appels de prospection',
              'Fazer 10 ligações de prospecção',
            ],
            points: 8,
          },
          {
            name: [
              'Send a personalised follow-up e-mail',
              'Eine persönliche Nachfass-E-Mail senden',
              'Envoyer un e-mail de relance personnalisé',
              'Enviar um e-mail de acompanhamento personalizado',
            ],
            points: 2,
            maxPerDay: 5,
          },
          {
            name: [
              'Ask a happy customer for a referral',
              'Einen zufriedenen Kunden um eine Empfehlung bitten',
              'Demander une recommandation à un client satisfait',
              'Pedir uma indicação a um cliente satisfeito',
            ],
            points: 12,
            requiresApproval: true,
          },
        ],
      },
      {
        name: ['Customer meetings', 'Kundentermine', 'Rendez-vous clients', 'Reuniões com clientes'],
        description: [
          'Turn conversations into qualified opportunities.',
          'Aus Gesprächen qualifizierte Chancen machen.',
          'Transformer les conversations en opportunités qualifiées.',
          'Transformar conversas em oportunidades qualificadas.',
        ],
        behaviours: [
          {
            name: [
              'Hold a discovery meeting',
              'Ein Bedarfsanalyse-Gespräch führen',
              'Mener un rendez-vous de découverte',
              'Realizar uma reunião de descoberta',
            ],
            points: 15,
            maxPerDay: 2,
            requiresApproval: true,
          },
          {
            name: [
              'Update the CRM the same day',
              'Das CRM noch am selben Tag aktualisieren',
              'Mettre à jour le CRM le jour même',
              'Atualizar o CRM no mesmo dia',
            ],
            points: 3,
          },
        ],
      },
    ],
    kpis: [
      {
        name: [
          'Qualified opportunities',
          'Qualifizierte Chancen',
          'Opportunités qualifiées',
          'Oportunidades qualificadas',
        ],
        unit: ['opportunities', 'Chancen', 'opportunités', 'oportunidades'],
        direction: 'higher',
        weight: 200,
        target: 12,
      },
      {
        name: [
          'New pipeline value',
          'Neuer Pipeline-Wert',
          'Valeur de pipeline créée',
          'Valor novo no pipeline',
        ],
        unit: ['EUR', 'EUR', 'EUR', 'EUR'],
        direction: 'higher',
        weight: 150,
        target: 50_000,
      },
    ],
  },
  {
    key: 'well-being-move-rest',
    category: 'well-being',
    name: [
      'Move, rest, recharge',
      'Bewegen, erholen, auftanken',
      'Bouger, se reposer, se ressourcer',
      'Mexer-se, descansar, recarregar',
    ],
    description: [
      'Small daily habits for more movement, better sleep and calmer workdays, for teams of every fitness level.',
      'Kleine tägliche Gewohnheiten für mehr Bewegung, besseren Schlaf und ruhigere Arbeitstage, für Teams jeder Fitnessstufe.',
      'De petites habitudes quotidiennes pour bouger plus, mieux dormir et vivre des journées plus sereines, pour des équipes de tout niveau.',
      'Pequenos hábitos diários para se mexer mais, dormir melhor e ter dias de trabalho mais tranquilos, para equipes de qualquer condição física.',
    ],
    activities: [
      {
        name: ['Move', 'Bewegung', 'Bouger', 'Movimento'],
        description: [
          'Build movement into the working day.',
          'Bewegung in den Arbeitstag einbauen.',
          'Intégrer le mouvement dans la journée de travail.',
          'Incluir movimento no dia de trabalho.',
        ],
        behaviours: [
          {
            name: ['Walk 8,000 steps', '8.000 Schritte gehen', 'Marcher 8 000 pas', 'Caminhar 8.000 passos'],
            points: 10,
          },
          {
            name: [
              'Take the stairs instead of the lift',
              'Die Treppe statt des Aufzugs nehmen',
              'Prendre l’escalier plutôt que l’ascenseur',
              'Usar a escada em vez do elevador',
            ],
            points: 2,
            maxPerDay: 5,
          },
          {
            name: [
              'Stretch for 10 minutes',
              '10 Minuten dehnen',
              'S’étirer 10 minutes',
              'Alongar-se por 10 minutos',
            ],
            points: 5,
          },
        ],
      },
      {
        name: ['Rest', 'Erholung', 'Repos', 'Descanso'],
        description: [
          'Recover well so the energy lasts.',
          'Gut erholen, damit die Energie reicht.',
          'Bien récupérer pour garder son énergie.',
          'Recuperar bem para a energia durar.',
        ],
        behaviours: [
          {
            name: [
              'Sleep at least 7 hours',
              'Mindestens 7 Stunden schlafen',
              'Dormir au moins 7 heures',
              'Dormir pelo menos 7 horas',
            ],
            points: 8,
          },
          {
            name: [
              'Take a screen-free lunch break',
              'Eine bildschirmfreie Mittagspause machen',
              'Faire une pause déjeuner sans écran',
              'Fazer uma pausa para o almoço sem telas',
            ],
            points: 5,
          },
        ],
      },
      {
        name: ['Mind', 'Kopf', 'Esprit', 'Mente'],
        description: [
          'A few calm minutes and enough water.',
          'Ein paar ruhige Minuten und genug Wasser.',
          'Quelques minutes de calme et assez d’eau.',
          'Alguns minutos de calma e água suficiente.',
        ],
        behaviours: [
          {
            name: [
              'Practise 5 minutes of mindful breathing',
              '5 Minuten achtsam atmen',
              'Pratiquer 5 minutes de respiration consciente',
              'Praticar 5 minutos de respiração consciente',
            ],
            points: 5,
          },
          {
            name: [
              'Drink 6 glasses of water',
              '6 Gläser Wasser trinken',
              'Boire 6 verres d’eau',
              'Beber 6 copos de água',
            ],
            points: 3,
          },
        ],
      },
    ],
    kpis: [
      {
        name: ['Active minutes', 'Aktive Minuten', 'Minutes actives', 'Minutos ativos'],
        unit: ['min', 'Min.', 'min', 'min'],
        direction: 'higher',
        weight: 150,
        target: 600,
      },
      {
        name: [
          'Nights with 7+ hours of sleep',
          'Nächte mit 7+ Stunden Schlaf',
          'Nuits de 7 heures ou plus',
          'Noites com 7+ horas de sono',
        ],
        unit: ['nights', 'Nächte', 'nuits', 'noites'],
        direction: 'higher',
        weight: 100,
        target: 20,
      },
    ],
  },
  {
    key: 'leadership-coaching',
    category: 'leadership',
    name: ['Coaching leader', 'Coachende Führung', 'Manager coach', 'Líder coach'],
    description: [
      'Habits of leaders who grow their people: regular one-to-ones, specific feedback, recognition and delegation.',
      'Gewohnheiten von Führungskräften, die ihre Leute wachsen lassen: regelmäßige Einzelgespräche, konkretes Feedback, Anerkennung und Delegation.',
      'Les habitudes des managers qui font grandir leurs équipes : entretiens individuels réguliers, feedback précis, reconnaissance et délégation.',
      'Hábitos de líderes que desenvolvem suas pessoas: conversas individuais regulares, feedback específico, reconhecimento e delegação.',
    ],
    activities: [
      {
        name: ['One-to-ones', 'Einzelgespräche', 'Entretiens individuels', 'Conversas individuais'],
        description: [
          'Regular, focused time with each team member.',
          'Regelmäßige, fokussierte Zeit mit jedem Teammitglied.',
          'Du temps régulier et dédié avec chaque membre de l’équipe.',
          'Tempo regular e focado com cada membro da equipe.',
        ],
        behaviours: [
          {
            name: [
              'Hold a one-to-one with a team member',
              'Ein Einzelgespräch mit einem Teammitglied führen',
              'Mener un entretien individuel avec un membre de l’équipe',
              'Fazer uma conversa individual com um membro da equipe',
            ],
            points: 15,
            maxPerDay: 3,
          },
          {
            name: [
              'Give specific, timely feedback',
              'Konkretes, zeitnahes Feedback geben',
              'Donner un feedback précis et rapide',
              'Dar feedback específico e no momento certo',
            ],
            points: 5,
            maxPerDay: 3,
          },
        ],
      },
      {
        name: ['Recognition', 'Anerkennung', 'Reconnaissance', 'Reconhecimento'],
        description: [
          'Make good work visible.',
          'Gute Arbeit sichtbar machen.',
          'Rendre le bon travail visible.',
          'Tornar o bom trabalho visível.',
        ],
        behaviours: [
          {
            name: [
              'Recognise a contribution in front of the team',
              'Einen Beitrag vor dem Team würdigen',
              'Saluer une contribution devant l’équipe',
              'Reconhecer uma contribuição diante da equipe',
            ],
            points: 5,
            maxPerDay: 2,
          },
          {
            name: [
              'Write a thank-you note',
              'Eine Dankesnachricht schreiben',
              'Écrire un mot de remerciement',
              'Escrever uma mensagem de agradecimento',
            ],
            points: 3,
          },
        ],
      },
      {
        name: ['Development', 'Entwicklung', 'Développement', 'Desenvolvimento'],
        description: [
          'Give responsibility and keep learning yourself.',
          'Verantwortung übergeben und selbst weiterlernen.',
          'Confier des responsabilités et continuer à apprendre soi-même.',
          'Dar responsabilidade e continuar aprendendo.',
        ],
        behaviours: [
          {
            name: [
              'Delegate a task with a clear outcome',
              'Eine Aufgabe mit klarem Ergebnis delegieren',
              'Déléguer une tâche avec un résultat clair',
              'Delegar uma tarefa com um resultado claro',
            ],
            points: 8,
          },
          {
            name: [
              'Block 30 minutes for your own learning',
              '30 Minuten für das eigene Lernen blocken',
              'Réserver 30 minutes pour apprendre soi-même',
              'Reservar 30 minutos para o próprio aprendizado',
            ],
            points: 5,
          },
        ],
      },
    ],
    kpis: [
      {
        name: [
          'One-to-ones held',
          'Geführte Einzelgespräche',
          'Entretiens individuels menés',
          'Conversas individuais realizadas',
        ],
        unit: ['meetings', 'Gespräche', 'entretiens', 'conversas'],
        direction: 'higher',
        weight: 150,
        target: 16,
      },
      {
        name: [
          'Team engagement score',
          'Engagement-Wert des Teams',
          'Score d’engagement de l’équipe',
          'Índice de engajamento da equipe',
        ],
        unit: ['of 10', 'von 10', 'sur 10', 'de 10'],
        direction: 'higher',
        weight: 100,
        target: 8,
      },
    ],
  },
  {
    key: 'retail-store-experience',
    category: 'retail-consulting',
    name: [
      'Great store experience',
      'Starkes Einkaufserlebnis',
      'Expérience magasin réussie',
      'Ótima experiência na loja',
    ],
    description: [
      'Service and store-standard habits that lift conversion and basket value on the shop floor.',
      'Service- und Filialstandard-Gewohnheiten, die Konversion und Warenkorbwert auf der Fläche steigern.',
      'Des habitudes de service et de tenue du magasin qui augmentent la conversion et le panier moyen.',
      'Hábitos de atendimento e padrão de loja que aumentam a conversão e o valor médio da compra.',
    ],
    activities: [
      {
        name: ['Customer service', 'Kundenservice', 'Service client', 'Atendimento ao cliente'],
        description: [
          'Every customer feels welcome and well advised.',
          'Jede Kundin und jeder Kunde fühlt sich willkommen und gut beraten.',
          'Chaque client se sent accueilli et bien conseillé.',
          'Cada cliente se sente bem-vindo e bem atendido.',
        ],
        behaviours: [
          {
            name: [
              'Greet customers within 30 seconds throughout the shift',
              'Kunden während der ganzen Schicht innerhalb von 30 Sekunden begrüßen',
              'Accueillir les clients en moins de 30 secondes pendant tout le service',
              'Cumprimentar os clientes em até 30 segundos durante todo o turno',
            ],
            points: 8,
          },
          {
            name: [
              'Suggest a complementary product',
              'Ein ergänzendes Produkt empfehlen',
              'Proposer un produit complémentaire',
              'Sugerir um produto complementar',
            ],
            points: 2,
            maxPerDay: 10,
          },
          {
            name: [
              'Collect a customer’s feedback',
              'Feedback einer Kundin oder eines Kunden einholen',
              'Recueillir l’avis d’un client',
              'Coletar a opinião de um cliente',
            ],
            points: 4,
            maxPerDay: 3,
          },
        ],
      },
      {
        name: ['Store standards', 'Filialstandards', 'Tenue du magasin', 'Padrão da loja'],
        description: [
          'A tidy, full store sells more.',
          'Eine aufgeräumte, volle Filiale verkauft mehr.',
          'Un magasin rangé et bien rempli vend davantage.',
          'Uma loja arrumada e abastecida vende mais.',
        ],
        behaviours: [
          {
            name: [
              'Complete the opening checklist',
              'Die Öffnungscheckliste abarbeiten',
              'Remplir la check-list d’ouverture',
              'Concluir a checklist de abertura',
            ],
            points: 5,
          },
          {
            name: [
              'Fill shelf gaps before noon',
              'Regallücken vor Mittag auffüllen',
              'Combler les trous en rayon avant midi',
              'Repor as falhas nas prateleiras antes do meio-dia',
            ],
            points: 4,
          },
        ],
      },
    ],
    kpis: [
      {
        name: [
          'Average basket value',
          'Durchschnittlicher Warenkorb',
          'Panier moyen',
          'Valor médio da compra',
        ],
        unit: ['EUR', 'EUR', 'EUR', 'EUR'],
        direction: 'higher',
        weight: 150,
        target: 45,
      },
      {
        name: ['Conversion rate', 'Konversionsrate', 'Taux de transformation', 'Taxa de conversão'],
        unit: ['%', '%', '%', '%'],
        direction: 'higher',
        weight: 150,
        target: 25,
      },
    ],
  },
  {
    key: 'expert-trusted-advisor',
    category: 'expert-consulting',
    name: ['Trusted advisor', 'Vertrauter Berater', 'Conseiller de confiance', 'Consultor de confiança'],
    description: [
      'Habits of consultants whose clients come back: proactive insight, clear next steps and shared expertise.',
      'Gewohnheiten von Beraterinnen und Beratern, zu denen Kunden zurückkommen: proaktive Impulse, klare nächste Schritte und geteiltes Wissen.',
      'Les habitudes des consultants que les clients rappellent : idées proactives, prochaines étapes claires et expertise partagée.',
      'Hábitos de consultores a quem os clientes voltam: ideias proativas, próximos passos claros e conhecimento compartilhado.',
    ],
    activities: [
      {
        name: ['Client value', 'Kundennutzen', 'Valeur client', 'Valor para o cliente'],
        description: [
          'Bring the client something useful beyond the brief.',
          'Dem Kunden mehr Nutzen bringen, als der Auftrag verlangt.',
          'Apporter au client plus que ce que prévoit la mission.',
          'Levar ao cliente algo útil além do escopo.',
        ],
        behaviours: [
          {
            name: [
              'Send a client a relevant insight',
              'Einem Kunden einen relevanten Impuls schicken',
              'Envoyer une idée pertinente à un client',
              'Enviar a um cliente uma ideia relevante',
            ],
            points: 8,
          },
          {
            name: [
              'Confirm next steps in writing after a meeting',
              'Nach einem Termin die nächsten Schritte schriftlich bestätigen',
              'Confirmer par écrit les prochaines étapes après une réunion',
              'Confirmar por escrito os próximos passos após uma reunião',
            ],
            points: 4,
            maxPerDay: 3,
          },
          {
            name: [
              'Ask for feedback at the end of a milestone',
              'Am Ende eines Meilensteins um Feedback bitten',
              'Demander un retour à la fin d’un jalon',
              'Pedir feedback ao final de uma etapa',
            ],
            points: 12,
            requiresApproval: true,
          },
        ],
      },
      {
        name: ['Expertise', 'Fachwissen', 'Expertise', 'Especialização'],
        description: [
          'Keep your knowledge fresh and share it.',
          'Wissen aktuell halten und teilen.',
          'Entretenir ses connaissances et les partager.',
          'Manter o conhecimento atualizado e compartilhá-lo.',
        ],
        behaviours: [
          {
            name: [
              'Share a lesson learned with your team',
              'Eine gewonnene Erkenntnis mit dem Team teilen',
              'Partager un retour d’expérience avec l’équipe',
              'Compartilhar uma lição aprendida com a equipe',
            ],
            points: 6,
          },
          {
            name: [
              'Spend 30 minutes on professional reading',
              '30 Minuten Fachlektüre lesen',
              'Consacrer 30 minutes à une lecture professionnelle',
              'Dedicar 30 minutos à leitura profissional',
            ],
            points: 4,
          },
        ],
      },
    ],
    kpis: [
      {
        name: [
          'Billable utilisation',
          'Fakturierbare Auslastung',
          'Taux d’activité facturable',
          'Utilização faturável',
        ],
        unit: ['%', '%', '%', '%'],
        direction: 'higher',
        weight: 150,
        target: 75,
      },
      {
        name: ['Client satisfaction', 'Kundenzufriedenheit', 'Satisfaction client', 'Satisfação do cliente'],
        unit: ['of 10', 'von 10', 'sur 10', 'de 10'],
        direction: 'higher',
        weight: 150,
        target: 9,
      },
    ],
  },
  {
    key: 'communication-open-conversations',
    category: 'communication-dialogue',
    name: ['Open conversations', 'Offene Gespräche', 'Conversations ouvertes', 'Conversas abertas'],
    description: [
      'Listening, clarity and connection habits that make meetings shorter and collaboration across teams easier.',
      'Gewohnheiten für Zuhören, Klarheit und Verbindung, die Besprechungen kürzer und die Zusammenarbeit über Teams hinweg leichter machen.',
      'Des habitudes d’écoute, de clarté et de lien qui raccourcissent les réunions et facilitent la collaboration entre équipes.',
      'Hábitos de escuta, clareza e conexão que encurtam as reuniões e facilitam a colaboração entre equipes.',
    ],
    activities: [
      {
        name: ['Listening', 'Zuhören', 'Écoute', 'Escuta'],
        description: [
          'Understand before you answer.',
          'Erst verstehen, dann antworten.',
          'Comprendre avant de répondre.',
          'Entender antes de responder.',
        ],
        behaviours: [
          {
            name: [
              'Summarise what you heard before replying',
              'Vor der Antwort zusammenfassen, was man gehört hat',
              'Reformuler ce que l’on a entendu avant de répondre',
              'Resumir o que ouviu antes de responder',
            ],
            points: 4,
            maxPerDay: 3,
          },
          {
            name: [
              'Ask an open question in a meeting',
              'In einer Besprechung eine offene Frage stellen',
              'Poser une question ouverte en réunion',
              'Fazer uma pergunta aberta em uma reunião',
            ],
            points: 3,
            maxPerDay: 3,
          },
        ],
      },
      {
        name: ['Clarity', 'Klarheit', 'Clarté', 'Clareza'],
        description: [
          'Say what you need and when.',
          'Sagen, was man braucht und bis wann.',
          'Dire ce dont on a besoin et pour quand.',
          'Dizer o que precisa e para quando.',
        ],
        behaviours: [
          {
            name: [
              'Start a meeting with a clear goal and agenda',
              'Eine Besprechung mit klarem Ziel und Agenda beginnen',
              'Ouvrir une réunion avec un objectif et un ordre du jour clairs',
              'Começar uma reunião com objetivo e pauta claros',
            ],
            points: 5,
            maxPerDay: 2,
          },
          {
            name: [
              'Answer colleagues within one working day',
              'Kolleginnen und Kollegen innerhalb eines Arbeitstags antworten',
              'Répondre aux collègues sous un jour ouvré',
              'Responder aos colegas em até um dia útil',
            ],
            points: 3,
          },
        ],
      },
      {
        name: ['Connection', 'Verbindung', 'Lien', 'Conexão'],
        description: [
          'Build bridges beyond your own team.',
          'Brücken über das eigene Team hinaus bauen.',
          'Créer des ponts au-delà de son équipe.',
          'Construir pontes além da própria equipe.',
        ],
        behaviours: [
          {
            name: [
              'Have a coffee chat with someone from another team',
              'Einen Kaffee mit jemandem aus einem anderen Team trinken',
              'Prendre un café avec quelqu’un d’une autre équipe',
              'Tomar um café com alguém de outra equipe',
            ],
            points: 8,
          },
          {
            name: [
              'Give constructive feedback based on facts and effects',
              'Konstruktives Feedback anhand von Fakten und Wirkung geben',
              'Donner un feedback constructif fondé sur les faits et leurs effets',
              'Dar feedback construtivo com base em fatos e efeitos',
            ],
            points: 6,
            maxPerDay: 2,
          },
        ],
      },
    ],
    kpis: [
      {
        name: [
          'Meetings with a written agenda',
          'Besprechungen mit schriftlicher Agenda',
          'Réunions avec ordre du jour écrit',
          'Reuniões com pauta escrita',
        ],
        unit: ['%', '%', '%', '%'],
        direction: 'higher',
        weight: 100,
        target: 80,
      },
      {
        name: [
          'Messages left unanswered at week’s end',
          'Unbeantwortete Nachrichten am Wochenende',
          'Messages sans réponse en fin de semaine',
          'Mensagens sem resposta no fim da semana',
        ],
        unit: ['messages', 'Nachrichten', 'messages', 'mensagens'],
        direction: 'lower',
        weight: 100,
        target: 5,
      },
    ],
  },
];
