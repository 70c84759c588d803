import { isLocale, type Locale } from '@casino/rules';
import type { DocumentType } from './upload-player-document';

interface ReviewTexts {
  types: Record<DocumentType, string>;
  approved: string;
  rejected: string;
  /** Appended when the reviewer left a note. */
  note: string;
  verified: string;
}

/** The player message a review leaves, in the player's language. */
export const reviewMessageTexts: Record<Locale, ReviewTexts> = {
  en: {
    types: {
      identity: 'identity document',
      proof_of_address: 'proof of address',
      proof_of_payment: 'proof of payment',
    },
    approved: 'Your {type} has been approved.',
    rejected: 'Your {type} has been rejected. Please upload a new one.',
    note: 'Note: {note}',
    verified: 'Your account is now verified.',
  },
  es: {
    types: {
      identity: 'documento de identidad',
      proof_of_address: 'justificante de domicilio',
      proof_of_payment: 'justificante de pago',
    },
    approved: 'Tu {type} ha sido aprobado.',
    rejected: 'Tu {type} ha sido rechazado. Sube uno nuevo, por favor.',
    note: 'Nota: {note}',
    verified: 'Tu cuenta ya está verificada.',
  },
  de: {
    types: {
      identity: 'Ausweisdokument',
      proof_of_address: 'Adressnachweis',
      proof_of_payment: 'Zahlungsnachweis',
    },
    approved: 'Dein {type} wurde genehmigt.',
    rejected: 'Dein {type} wurde abgelehnt. Bitte lade ein neues hoch.',
    note: 'Hinweis: {note}',
    verified: 'Dein Konto ist jetzt verifiziert.',
  },
  fr: {
    types: {
      identity: "pièce d'identité",
      proof_of_address: 'justificatif de domicile',
      proof_of_payment: 'justificatif de paiement',
    },
    approved: 'Votre {type} a été approuvé(e).',
    rejected: 'Votre {type} a été refusé(e). Veuillez en envoyer un(e) nouveau(elle).',
    note: 'Remarque : {note}',
    verified: 'Votre compte est désormais vérifié.',
  },
  pt: {
    types: {
      identity: 'documento de identidade',
      proof_of_address: 'comprovativo de morada',
      proof_of_payment: 'comprovativo de pagamento',
    },
    approved: 'O seu {type} foi aprovado.',
    rejected: 'O seu {type} foi rejeitado. Por favor, envie um novo.',
    note: 'Nota: {note}',
    verified: 'A sua conta está agora verificada.',
  },
  no: {
    types: {
      identity: 'identitetsdokument',
      proof_of_address: 'adressebevis',
      proof_of_payment: 'betalingsbevis',
    },
    approved: 'Ditt {type} er godkjent.',
    rejected: 'Ditt {type} ble avvist. Last opp et nytt.',
    note: 'Merknad: {note}',
    verified: 'Kontoen din er nå verifisert.',
  },
};

export function reviewMessage(input: {
  language: string;
  documentType: DocumentType;
  decision: 'approved' | 'rejected';
  note: string | null;
  becameVerified: boolean;
}): string {
  const texts = reviewMessageTexts[isLocale(input.language) ? input.language : 'en'];
  const lines = [texts[input.decision].replace('{type}', texts.types[input.documentType])];
  if (input.note) lines.push(texts.note.replace('{note}', input.note));
  if (input.becameVerified) lines.push(texts.verified);
  return lines.join(' ');
}
