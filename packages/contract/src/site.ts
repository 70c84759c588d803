import { z } from 'zod';

/** GET /geo: what the web app reads of the geolocation service. */
export const geoDataSchema = z.object({
  country_code2: z.string().nullable(),
  city: z.string().nullable(),
  blocked: z.boolean(),
});
export type GeoData = z.infer<typeof geoDataSchema>;

/** GET /skinConfig/all */
export const skinConfigDataSchema = z.object({
  skinName: z.string(),
  defaultLanguage: z.string(),
  currencies: z.array(z.string()),
  theme: z.record(z.string(), z.string()),
  turnstileCaptcha: z.object({ enabled: z.boolean(), siteKey: z.string() }),
  supportEmail: z.string(),
  /**
   * The footer's licence line and regulator link, in the operator's words; empty until the operator
   * sets them (the footer then says so).
   */
  licence: z.object({ text: z.string(), regulatorName: z.string(), regulatorUrl: z.string() }),
  /** Tawk.to: loaded when enabled; the property and widget ids are public (they are in the widget's URL). */
  liveChat: z.object({ enabled: z.boolean(), propertyId: z.string(), widgetId: z.string() }),
  /** Google sign-in button: shown when the server has a Google client id. */
  googleSignIn: z.object({ enabled: z.boolean(), clientId: z.string() }),
});
export type SkinConfigData = z.infer<typeof skinConfigDataSchema>;

/** One entry of the side drawer; `children` nest one level deep. */
// Recursive, so the OpenAPI document needs it as a named component to point its $ref at.
export const menuItemSchema = z
  .object({
    id: z.string(),
    label: z.string(),
    path: z.string(),
    icon: z.string().nullable(),
    requiresLogin: z.boolean(),
    get children() {
      return z.array(menuItemSchema);
    },
  })
  .meta({ id: 'MenuItem' });
export type MenuItem = z.infer<typeof menuItemSchema>;

/** GET /skinMenu */
export const skinMenuDataSchema = z.object({ items: z.array(menuItemSchema) });
export type SkinMenuData = z.infer<typeof skinMenuDataSchema>;

export const logoTypes = ['main', 'icon', 'payment', 'provider'] as const;
export const logoColors = ['light', 'dark'] as const;

/** GET /logos?type&color */
export const logosQuerySchema = z.object({
  type: z.enum(logoTypes).optional(),
  color: z.enum(logoColors).optional(),
});
export const logoSchema = z.object({
  name: z.string(),
  type: z.enum(logoTypes),
  color: z.enum(logoColors),
  url: z.string(),
  alt: z.string(),
});
export const logosDataSchema = z.object({ logos: z.array(logoSchema) });
export type Logo = z.infer<typeof logoSchema>;
export type LogosData = z.infer<typeof logosDataSchema>;

/** What the server that serves the web app tells it at run time (`/app-config.js`). */
export const webRuntimeConfigSchema = z.object({
  apiKey: z.string(),
  /** hostname -> API base URL; unknown hostnames use `defaultApiBase`. */
  apiHosts: z.record(z.string(), z.string()),
  defaultApiBase: z.string(),
  environment: z.enum(['development', 'test', 'production']),
  /** Demo services that are on (issue 13.1): the app says so on every page. */
  demo: z.object({ outbox: z.boolean(), sandboxPayments: z.boolean() }),
});
export type WebRuntimeConfig = z.infer<typeof webRuntimeConfigSchema>;
