import type { SkinConfigData } from '@casino/contract';
import type { Skin } from '../../db/schema';

/** The public part of a skin's settings; nothing secret is kept in `skins.config`. */
export function getSkinConfig(skin: Skin): SkinConfigData {
  const settings = skin.config;
  return {
    skinName: skin.name,
    defaultLanguage: settings.defaultLanguage,
    currencies: settings.currencies,
    theme: skin.theme,
    turnstileCaptcha: { enabled: settings.turnstile.enabled, siteKey: settings.turnstile.siteKey },
    supportEmail: settings.supportEmail,
    liveChat: { enabled: settings.liveChat.enabled },
  };
}
