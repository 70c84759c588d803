import type { EmailTemplate } from '../email-template';
import { passwordReset } from './password-reset';
import { registrationConfirmation } from './registration-confirmation';
import { selfExclusionFreeze } from './self-exclusion-freeze';
import { withdrawalApproved } from './withdrawal-approved';
import { contactAcknowledgement } from './contact-acknowledgement';
import { contactSupport } from './contact-support';
import { chatTranscript } from './chat-transcript';
import { contactReply } from './contact-reply';

/**
 * Every mail the platform sends. To add one: a file in this folder with `defineEmailTemplate` (texts in
 * all six languages; the completeness test checks them) and one line here.
 */
export const emailTemplates = {
  'registration-confirmation': registrationConfirmation,
  'password-reset': passwordReset,
  'self-exclusion-freeze': selfExclusionFreeze,
  'withdrawal-approved': withdrawalApproved,
  'contact-support': contactSupport,
  'contact-acknowledgement': contactAcknowledgement,
  'chat-transcript': chatTranscript,
  'contact-reply': contactReply,
} satisfies Record<string, EmailTemplate<never>>;

export type EmailTemplateName = keyof typeof emailTemplates;
export type EmailTemplateParams<N extends EmailTemplateName> =
  (typeof emailTemplates)[N] extends EmailTemplate<infer P> ? P : never;
