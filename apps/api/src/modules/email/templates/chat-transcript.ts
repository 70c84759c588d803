import { defineEmailTemplate } from '../email-template';

/** A player's live chat conversation, mailed on request in their language (the lines as written). */
export const chatTranscript = defineEmailTemplate<{ username: string; transcript: string }>({
  name: 'chat-transcript',
  params: ['username', 'transcript'],
  texts: {
    en: {
      subject: 'Your live chat transcript',
      body: ['Hello {username},', 'Here is your conversation with our support team:', '{transcript}'],
    },
    es: {
      subject: 'La transcripción de tu chat en vivo',
      body: ['Hola {username}:', 'Esta es tu conversación con nuestro equipo de soporte:', '{transcript}'],
    },
    de: {
      subject: 'Das Protokoll deines Live-Chats',
      body: ['Hallo {username},', 'hier ist dein Gespräch mit unserem Support-Team:', '{transcript}'],
    },
    fr: {
      subject: 'La transcription de votre chat en direct',
      body: ['Bonjour {username},', 'Voici votre conversation avec notre équipe support :', '{transcript}'],
    },
    pt: {
      subject: 'A transcrição do seu chat ao vivo',
      body: ['Olá {username},', 'Esta é a sua conversa com a nossa equipa de suporte:', '{transcript}'],
    },
    no: {
      subject: 'Utskrift av livechatten din',
      body: ['Hei {username},', 'Her er samtalen din med kundestøtten vår:', '{transcript}'],
    },
  },
});
