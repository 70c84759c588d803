import { z } from 'zod';
import { offsetPageInfoSchema, offsetPageQuerySchema } from './paging';
import { contentLanguages, postListPageSize } from './values/content';

export { contentLanguages, postListPageSize } from './values/content';

/**
 * News posts, info pages, home banners and the contact form (spec section 2: news, news/{url},
 * info/{url}, info/how-to-play, info/contact-us; section 7: POST /contact). Bodies are HTML the
 * server rendered from Markdown and sanitised; clients show them as they are.
 */
export const contentSlugSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
export const contentSlugParamsSchema = z.object({ slug: contentSlugSchema });

/** One post in a list, or a banner's words. `language` is what was served (en when untranslated). */
export const contentSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  coverImage: z.string().nullable(),
  language: z.enum(contentLanguages),
  publishedAt: z.string(),
});
export type ContentSummary = z.infer<typeof contentSummarySchema>;

/** A post or an info page: its summary, the sanitised HTML and the languages it exists in (hreflang). */
export const contentPageSchema = contentSummarySchema.extend({
  html: z.string(),
  languages: z.array(z.enum(contentLanguages)),
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export const postListQuerySchema = offsetPageQuerySchema({ defaultLimit: postListPageSize, maxLimit: 100 });
export const postListDataSchema = offsetPageInfoSchema.extend({
  posts: z.array(contentSummarySchema),
  total: z.number().int(),
});
export type PostListData = z.infer<typeof postListDataSchema>;

export const bannerSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  coverImage: z.string().nullable(),
  /** A path of the web app the banner leads to. */
  link: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannersDataSchema = z.object({ hero: z.array(bannerSchema), promotions: z.array(bannerSchema) });
export type BannersData = z.infer<typeof bannersDataSchema>;

/**
 * POST /contact. The lengths here only bound the request; the spec's rules (packages/rules
 * contactRules) are checked by the server and answered as validation_error with issues.
 */
export const contactBodySchema = z.object({
  name: z.string().max(200),
  email: z.string().max(320),
  message: z.string().max(4000),
  /** The Turnstile token when the skin demands a captcha. */
  captcha: z.string().max(4096).optional(),
});
export type ContactBody = z.infer<typeof contactBodySchema>;

// --- staff ---

const kindSchema = z.enum(['post', 'page', 'banner']);
const isoDate = z.iso.datetime({ offset: true });
/** A path of the product (banners link only inside it). */
const internalPath = z
  .string()
  .max(300)
  .regex(/^\/(?!\/)[^\s\\]*$/);
const coverPath = z
  .string()
  .max(300)
  .regex(/^\/static\/[A-Za-z0-9/_.-]+$/);

export const staffContentTranslationInputSchema = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(300).default(''),
  markdown: z.string().max(100_000).default(''),
});
export const staffContentTranslationsInputSchema = z.partialRecord(
  z.enum(contentLanguages),
  staffContentTranslationInputSchema,
);

/** The skin (by its api-key) a staff call works on; the platform's configured skin when left out. */
const skinKeySchema = z.string().min(1).max(200).optional();

export const staffContentCreateBodySchema = z.object({
  skin: skinKeySchema,
  kind: kindSchema,
  slug: contentSlugSchema,
  placement: z.enum(['hero', 'promotion']).nullable().optional(),
  position: z.number().int().min(0).max(10_000).optional(),
  coverImage: coverPath.nullable().optional(),
  link: internalPath.nullable().optional(),
  publishFrom: isoDate.nullable().optional(),
  publishUntil: isoDate.nullable().optional(),
  translations: staffContentTranslationsInputSchema,
});
export type StaffContentCreateBody = z.infer<typeof staffContentCreateBodySchema>;

export const staffContentUpdateBodySchema = staffContentCreateBodySchema
  .omit({ kind: true, skin: true })
  .partial();
export type StaffContentUpdateBody = z.infer<typeof staffContentUpdateBodySchema>;

export const staffContentPublishBodySchema = z.object({ published: z.boolean() });
export const staffContentListQuerySchema = z.object({ kind: kindSchema.optional(), skin: skinKeySchema });

export const staffContentEntrySchema = z.object({
  id: z.string(),
  kind: kindSchema,
  slug: z.string(),
  placement: z.enum(['hero', 'promotion']).nullable(),
  position: z.number().int(),
  coverImage: z.string().nullable(),
  link: z.string().nullable(),
  status: z.enum(['draft', 'published']),
  publishFrom: z.string().nullable(),
  publishUntil: z.string().nullable(),
  updatedAt: z.string(),
  translations: z.array(
    z.object({
      language: z.enum(contentLanguages),
      title: z.string(),
      description: z.string(),
      markdown: z.string(),
      html: z.string(),
    }),
  ),
});
export type StaffContentEntry = z.infer<typeof staffContentEntrySchema>;
export const staffContentListDataSchema = z.object({ entries: z.array(staffContentEntrySchema) });

export const staffContactMessagesQuerySchema = z.object({
  skin: skinKeySchema,
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const staffContactMessagesDataSchema = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      message: z.string(),
      language: z.string(),
      playerId: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
