import { z } from 'zod';

export const menuItemSchema = z.object({
  key: z.string(),
  title: z.string(),
  url: z.string(),
  icon: z.string().optional(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const emergencyPhoneSchema = z.object({ href: z.string(), label: z.string() });
export type EmergencyPhone = z.infer<typeof emergencyPhoneSchema>;

/** Chat actions, offered as swipe actions when their showCondition holds. */
export const chatActionSchema = z.object({
  name: z.string(),
  icon: z.string(),
  color: z.string(),
  showCondition: z.string().optional(),
  action: z.string(),
  loadingMessage: z.string().optional(),
  afterAction: z.literal('OPEN_CHAT').optional(),
});
export type ChatAction = z.infer<typeof chatActionSchema>;

/**
 * A link the guest's FAQ page shows (e.g. the house rules): `title` in English, `title_nl`, `title_de`, `title_fr` in
 * the other languages (missing: the location's content language, then English).
 */
export const faqLinkSettingSchema = z.object({
  title: z.string(),
  title_nl: z.string().optional(),
  title_de: z.string().optional(),
  title_fr: z.string().optional(),
  href: z.string(),
});
export type FaqLinkSetting = z.infer<typeof faqLinkSettingSchema>;

/**
 * Permissions are a nested object looked up by dotted path. The keys the code reads are typed;
 * anything else the server adds passes through.
 */
export const permissionsSchema = z
  .object({
    emergencyPhone: emergencyPhoneSchema,
    faqLink: z.string().optional(),
    faqLinks: z.array(faqLinkSettingSchema).optional(),
    landingPage: z.string().optional(),
  })
  .catchall(z.unknown());
export type Permissions = z.infer<typeof permissionsSchema>;

export const userSettingsSchema = z.object({
  mainMenu: z.array(menuItemSchema),
  settingsMenu: z.array(menuItemSchema),
  permissions: permissionsSchema,
  chatActions: z.array(chatActionSchema),
  /** The server translates chat messages (a translation provider is configured): the app shows them translated. */
  chatTranslation: z.boolean().optional(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;
