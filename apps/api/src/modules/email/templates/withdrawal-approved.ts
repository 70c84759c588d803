import { defineEmailTemplate } from '../email-template';

/** Sent when staff approve a withdrawal (spec section 4): the link where the player enters the address. */
export const withdrawalApproved = defineEmailTemplate<{
  username: string;
  amount: string;
  until: string;
  link: string;
}>({
  name: 'withdrawal-approved',
  params: ['username', 'amount', 'until', 'link'],
  link: 'link',
  texts: {
    en: {
      subject: 'Your withdrawal is approved: enter your address',
      body: [
        'Hello {username},',
        'Your withdrawal of {amount} has been approved.',
        'Open the link below, choose the crypto currency and enter your wallet address (and memo tag if your wallet needs one). The link is valid until {until}; after that the amount returns to your balance.',
      ],
      action: 'Enter my address',
    },
    es: {
      subject: 'Tu retiro está aprobado: introduce tu dirección',
      body: [
        'Hola {username}:',
        'Tu retiro de {amount} ha sido aprobado.',
        'Abre el enlace de abajo, elige la criptomoneda e introduce la dirección de tu monedero (y la etiqueta memo si tu monedero la necesita). El enlace es válido hasta el {until}; después, el importe vuelve a tu saldo.',
      ],
      action: 'Introducir mi dirección',
    },
    de: {
      subject: 'Deine Auszahlung ist genehmigt: gib deine Adresse ein',
      body: [
        'Hallo {username},',
        'deine Auszahlung von {amount} wurde genehmigt.',
        'Öffne den Link unten, wähle die Kryptowährung und gib deine Wallet-Adresse ein (und den Memo-Tag, falls deine Wallet einen braucht). Der Link ist bis {until} gültig; danach wird der Betrag deinem Guthaben wieder gutgeschrieben.',
      ],
      action: 'Meine Adresse eingeben',
    },
    fr: {
      subject: 'Votre retrait est approuvé : saisissez votre adresse',
      body: [
        'Bonjour {username},',
        'Votre retrait de {amount} a été approuvé.',
        "Ouvrez le lien ci-dessous, choisissez la cryptomonnaie et saisissez l'adresse de votre portefeuille (et le tag mémo si votre portefeuille en demande un). Le lien est valable jusqu'au {until} ; passé ce délai, le montant revient sur votre solde.",
      ],
      action: 'Saisir mon adresse',
    },
    pt: {
      subject: 'O seu levantamento foi aprovado: introduza o seu endereço',
      body: [
        'Olá {username},',
        'O seu levantamento de {amount} foi aprovado.',
        'Abra a ligação abaixo, escolha a criptomoeda e introduza o endereço da sua carteira (e a etiqueta memo, se a sua carteira precisar). A ligação é válida até {until}; depois disso, o montante regressa ao seu saldo.',
      ],
      action: 'Introduzir o meu endereço',
    },
    no: {
      subject: 'Uttaket ditt er godkjent: skriv inn adressen din',
      body: [
        'Hei {username},',
        'Uttaket ditt på {amount} er godkjent.',
        'Åpne lenken nedenfor, velg kryptovaluta og skriv inn lommebokadressen din (og memo-taggen hvis lommeboken din trenger en). Lenken er gyldig til {until}; etter det går beløpet tilbake til saldoen din.',
      ],
      action: 'Skriv inn adressen min',
    },
  },
});
