import type { SkinConfigData } from '@casino/contract';
import type { Config } from '../../config';
import type { Skin } from '../../db/schema';

/** The public part of a skin's settings; nothing secret is kept in `skins.config`. */
export function getSkinConfig(skin: Skin, config: Config): SkinConfigData {
  const googleClientId = config.accounts.google.clientId;
  const settings = skin.config;
  return {
    skinName: skin.name,
    defaultLanguage: settings.defaultLanguage,
    currencies: settings.currencies,
    theme: skin.theme,
    turnstileCaptcha: { enabled: settings.turnstile.enabled, siteKey: settings.turnstile.siteKey },
    supportEmail: settings.supportEmail,
    liveChat: { enabled: settings.liveChat.enabled },
    // The client id is public by design (it is in every Google button); the secret side is the JWKS check.
    googleSignIn: { enabled: googleClientId !== null, clientId: googleClientId ?? '' },
  };
}
