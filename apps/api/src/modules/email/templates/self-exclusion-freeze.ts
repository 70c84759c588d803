import { defineEmailTemplate } from '../email-template';

/**
 * Sent after a 24-hour freeze (spec section 4): what the freeze means, when it ends, and the two ways
 * to make it a longer self-exclusion that work today: writing to the skin's support address, or
 * choosing the period on the gambling-limits section of My account once the freeze has ended.
 */
export const selfExclusionFreeze = defineEmailTemplate<{
  username: string;
  until: string;
  support: string;
  link: string;
}>({
  name: 'self-exclusion-freeze',
  params: ['username', 'until', 'support', 'link'],
  link: 'link',
  texts: {
    en: {
      subject: 'Your account is frozen for 24 hours',
      body: [
        'Hello {username},',
        'As you asked, your account is frozen until {until}. All your sessions have been closed and you cannot log in, deposit or play until then. The freeze ends by itself; you do not need to do anything.',
        'If you want a longer break, you can make it a self-exclusion of 6 months, 1 year or 5 years. A self-exclusion cannot be shortened or lifted early.',
        'To finalise it now, write to {support} from the e-mail address of your account, with your username and the period you want; we apply it and confirm by e-mail. Or, once the freeze has ended, log in and choose the period under Profile > My account > Gambling limits (link below).',
      ],
      action: 'Open gambling limits',
    },
    es: {
      subject: 'Tu cuenta está congelada durante 24 horas',
      body: [
        'Hola {username}:',
        'Como pediste, tu cuenta está congelada hasta el {until}. Hemos cerrado todas tus sesiones y no podrás iniciar sesión, depositar ni jugar hasta entonces. La congelación termina sola; no tienes que hacer nada.',
        'Si quieres un descanso más largo, puedes convertirlo en una autoexclusión de 6 meses, 1 año o 5 años. Una autoexclusión no se puede acortar ni levantar antes de tiempo.',
        'Para completarla ahora, escribe a {support} desde la dirección de correo de tu cuenta, con tu nombre de usuario y el periodo que quieres; la aplicamos y te lo confirmamos por correo. O bien, cuando termine la congelación, inicia sesión y elige el periodo en Perfil > Mi cuenta > Límites de juego (enlace abajo).',
      ],
      action: 'Abrir límites de juego',
    },
    de: {
      subject: 'Dein Konto ist für 24 Stunden gesperrt',
      body: [
        'Hallo {username},',
        'wie gewünscht ist dein Konto bis {until} gesperrt. Alle deine Sitzungen wurden beendet, und du kannst dich bis dahin weder anmelden noch einzahlen oder spielen. Die Sperre endet von selbst; du musst nichts tun.',
        'Wenn du eine längere Pause möchtest, kannst du daraus einen Selbstausschluss für 6 Monate, 1 Jahr oder 5 Jahre machen. Ein Selbstausschluss kann weder verkürzt noch vorzeitig aufgehoben werden.',
        'Um ihn jetzt abzuschließen, schreib von der E-Mail-Adresse deines Kontos an {support}, mit deinem Benutzernamen und dem gewünschten Zeitraum; wir richten ihn ein und bestätigen ihn per E-Mail. Oder melde dich nach Ende der Sperre an und wähle den Zeitraum unter Profil > Mein Konto > Spiellimits (Link unten).',
      ],
      action: 'Spiellimits öffnen',
    },
    fr: {
      subject: 'Votre compte est gelé pendant 24 heures',
      body: [
        'Bonjour {username},',
        "Comme vous l'avez demandé, votre compte est gelé jusqu'au {until}. Toutes vos sessions ont été fermées et vous ne pouvez ni vous connecter, ni déposer, ni jouer d'ici là. Le gel prend fin de lui-même ; vous n'avez rien à faire.",
        'Si vous souhaitez une pause plus longue, vous pouvez la transformer en auto-exclusion de 6 mois, 1 an ou 5 ans. Une auto-exclusion ne peut être ni raccourcie ni levée avant son terme.',
        "Pour la finaliser dès maintenant, écrivez à {support} depuis l'adresse e-mail de votre compte, avec votre nom d'utilisateur et la durée souhaitée ; nous l'appliquons et vous le confirmons par e-mail. Ou bien, une fois le gel terminé, connectez-vous et choisissez la durée dans Profil > Mon compte > Limites de jeu (lien ci-dessous).",
      ],
      action: 'Ouvrir les limites de jeu',
    },
    pt: {
      subject: 'A sua conta está congelada durante 24 horas',
      body: [
        'Olá {username},',
        'Conforme pediu, a sua conta está congelada até {until}. Todas as suas sessões foram terminadas e não poderá iniciar sessão, depositar nem jogar até lá. O congelamento termina por si; não precisa de fazer nada.',
        'Se quiser uma pausa mais longa, pode transformá-la numa autoexclusão de 6 meses, 1 ano ou 5 anos. Uma autoexclusão não pode ser encurtada nem levantada antes do prazo.',
        'Para a concluir já, escreva para {support} a partir do endereço de e-mail da sua conta, com o seu nome de utilizador e o período pretendido; aplicamo-la e confirmamos por e-mail. Ou, quando o congelamento terminar, inicie sessão e escolha o período em Perfil > A minha conta > Limites de jogo (ligação abaixo).',
      ],
      action: 'Abrir limites de jogo',
    },
    no: {
      subject: 'Kontoen din er fryst i 24 timer',
      body: [
        'Hei {username},',
        'Som du ba om, er kontoen din fryst til {until}. Alle øktene dine er avsluttet, og du kan ikke logge inn, sette inn penger eller spille før da. Frysingen tar slutt av seg selv; du trenger ikke gjøre noe.',
        'Hvis du ønsker en lengre pause, kan du gjøre den om til en selvutestengelse på 6 måneder, 1 år eller 5 år. En selvutestengelse kan ikke forkortes eller oppheves før tiden.',
        'For å fullføre den nå, skriv til {support} fra e-postadressen til kontoen din, med brukernavnet ditt og perioden du ønsker; vi legger den inn og bekrefter på e-post. Eller logg inn når frysingen er over, og velg perioden under Profil > Min konto > Spillegrenser (lenken nedenfor).',
      ],
      action: 'Åpne spillegrenser',
    },
  },
});
