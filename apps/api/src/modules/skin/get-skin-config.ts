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
    licence: licenceOf(settings.licence),
    liveChat: liveChatOf(settings.liveChat),
    // The client id is public by design (it is in every Google button); the secret side is the JWKS check.
    googleSignIn: { enabled: googleClientId !== null, clientId: googleClientId ?? '' },
  };
}

/** Only an http(s) address becomes the regulator's link; anything else is dropped, not served. */
function licenceOf(settings: Skin['config']['licence']): SkinConfigData['licence'] {
  const url = settings?.regulatorUrl?.trim() ?? '';
  return {
    text: settings?.text?.trim() ?? '',
    regulatorName: settings?.regulatorName?.trim() ?? '',
    regulatorUrl: /^https?:\/\//i.test(url) ? url : '',
  };
}

/** The widget is on only when the skin turns it on and names both ids. */
function liveChatOf(settings: Skin['config']['liveChat']): SkinConfigData['liveChat'] {
  const propertyId = settings.propertyId?.trim() ?? '';
  const widgetId = settings.widgetId?.trim() ?? '';
  const enabled = settings.enabled && propertyId !== '' && widgetId !== '';
  return enabled ? { enabled, propertyId, widgetId } : { enabled: false, propertyId: '', widgetId: '' };
}
