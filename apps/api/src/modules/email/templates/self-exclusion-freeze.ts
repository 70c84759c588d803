import { defineEmailTemplate } from '../email-template';

/** Sent after a 24-hour freeze (spec section 4): how to turn it into a longer self-exclusion. */
export const selfExclusionFreeze = defineEmailTemplate<{ username: string; until: string; link: string }>({
  name: 'self-exclusion-freeze',
  params: ['username', 'until', 'link'],
  link: 'link',
  texts: {
    en: {
      subject: 'Your account is frozen for 24 hours',
      body: [
        'Hello {username},',
        'As you asked, your account is frozen until {until}. All your sessions have been closed and you cannot log in or play until then.',
        'If you want a longer break, you can make it a self-exclusion of 6 months, 1 year or 5 years. A self-exclusion cannot be shortened or lifted early.',
        'To finalise it now, contact our support team with the link below and tell us the period you want. Or, once the freeze has ended, log in and choose the period under Profile > Gambling limits.',
      ],
      action: 'Contact support',
    },
    es: {
      subject: 'Tu cuenta está congelada durante 24 horas',
      body: [
        'Hola {username}:',
        'Como pediste, tu cuenta está congelada hasta el {until}. Hemos cerrado todas tus sesiones y no podrás iniciar sesión ni jugar hasta entonces.',
        'Si quieres un descanso más largo, puedes convertirlo en una autoexclusión de 6 meses, 1 año o 5 años. Una autoexclusión no se puede acortar ni levantar antes de tiempo.',
        'Para completarla ahora, contacta con nuestro equipo de soporte mediante el enlace de abajo e indícanos el periodo que quieres. O bien, cuando termine la congelación, inicia sesión y elige el periodo en Perfil > Límites de juego.',
      ],
      action: 'Contactar con soporte',
    },
    de: {
      subject: 'Dein Konto ist für 24 Stunden gesperrt',
      body: [
        'Hallo {username},',
        'wie gewünscht ist dein Konto bis {until} gesperrt. Alle deine Sitzungen wurden beendet, und du kannst dich bis dahin weder anmelden noch spielen.',
        'Wenn du eine längere Pause möchtest, kannst du daraus einen Selbstausschluss für 6 Monate, 1 Jahr oder 5 Jahre machen. Ein Selbstausschluss kann weder verkürzt noch vorzeitig aufgehoben werden.',
        'Um ihn jetzt abzuschließen, wende dich über den Link unten an unser Support-Team und nenne uns den gewünschten Zeitraum. Oder melde dich nach Ende der Sperre an und wähle den Zeitraum unter Profil > Spiellimits.',
      ],
      action: 'Support kontaktieren',
    },
    fr: {
      subject: 'Votre compte est gelé pendant 24 heures',
      body: [
        'Bonjour {username},',
        "Comme vous l'avez demandé, votre compte est gelé jusqu'au {until}. Toutes vos sessions ont été fermées et vous ne pouvez ni vous connecter ni jouer d'ici là.",
        'Si vous souhaitez une pause plus longue, vous pouvez la transformer en auto-exclusion de 6 mois, 1 an ou 5 ans. Une auto-exclusion ne peut être ni raccourcie ni levée avant son terme.',
        "Pour la finaliser dès maintenant, contactez notre équipe d'assistance via le lien ci-dessous en indiquant la durée souhaitée. Ou bien, une fois le gel terminé, connectez-vous et choisissez la durée dans Profil > Limites de jeu.",
      ],
      action: "Contacter l'assistance",
    },
    pt: {
      subject: 'A sua conta está congelada durante 24 horas',
      body: [
        'Olá {username},',
        'Conforme pediu, a sua conta está congelada até {until}. Todas as suas sessões foram terminadas e não poderá iniciar sessão nem jogar até lá.',
        'Se quiser uma pausa mais longa, pode transformá-la numa autoexclusão de 6 meses, 1 ano ou 5 anos. Uma autoexclusão não pode ser encurtada nem levantada antes do prazo.',
        'Para a concluir já, contacte a nossa equipa de apoio através da ligação abaixo e indique o período pretendido. Ou, quando o congelamento terminar, inicie sessão e escolha o período em Perfil > Limites de jogo.',
      ],
      action: 'Contactar o apoio',
    },
    no: {
      subject: 'Kontoen din er fryst i 24 timer',
      body: [
        'Hei {username},',
        'Som du ba om, er kontoen din fryst til {until}. Alle øktene dine er avsluttet, og du kan ikke logge inn eller spille før da.',
        'Hvis du ønsker en lengre pause, kan du gjøre den om til en selvutestengelse på 6 måneder, 1 år eller 5 år. En selvutestengelse kan ikke forkortes eller oppheves før tiden.',
        'For å fullføre den nå, kontakt kundestøtten vår via lenken nedenfor og oppgi perioden du ønsker. Eller logg inn når frysingen er over, og velg perioden under Profil > Spillegrenser.',
      ],
      action: 'Kontakt kundestøtte',
    },
  },
});
