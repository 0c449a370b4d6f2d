import { randomUUID } from 'node:crypto';
import {
  canEditWeblinks,
  getPermission,
  isWeblinkUrl,
  permissionsSchema,
  rowTexts,
  textInLanguage,
  type StaffLocation,
  type GuestWeblinks,
  type Weblink,
  type WeblinkCategory,
  type WeblinkCategoryCreateBody,
  type WeblinkCategoryKind,
  type WeblinkCategoryUpdateBody,
  type WeblinkCategoryWithLinks,
  type AppLanguage,
  type WeblinkCreateBody,
  type WeblinkListQuery,
  type WeblinkUpdateBody,
} from '@stay/contract';
import type { Db, DbOrTrx } from '../../db/database';
import { AppError } from '../../errors';
import type { GuestCaller, StaffCaller } from '../../http/caller';
import { findStaffVisibleMessage } from '../chat';
import { findLocation, locationContentLanguage, locationExists } from '../locations';
import {
  countWeblinksInCategory,
  deleteCategory,
  deleteWeblink,
  findCategories,
  findCategory,
  findWeblink,
  findWeblinks,
  insertCategory,
  insertWeblink,
  nextCategoryOrder,
  nextWeblinkOrder,
  recordShare,
  updateCategory,
  updateWeblink,
  type LocationScope,
  type WeblinkCategoryRow,
  type WeblinkRow,
} from './repository';
import { toCategory, toGuestCategory, toWeblink, withLinks } from './to-wire';

/** Staff read their own location's links; staff without a location every location's. */
const scopeOf = (staff: StaffCaller): LocationScope => staff.locationId;

/**
 * The scope of a staff list: the caller's location (naming another answers LOCATION_NOT_FOUND); staff without a
 * location read every location, or the one they name.
 */
async function listScope(db: DbOrTrx, staff: StaffCaller, location: string | undefined): Promise<LocationScope> {
  if (location === undefined) return scopeOf(staff);
  if (staff.locationId !== null) {
    if (location !== staff.locationId) throw new AppError('LOCATION_NOT_FOUND');
    return location;
  }
  if (!(await locationExists(db, location))) throw new AppError('LOCATION_NOT_FOUND');
  return location;
}

/** The location a new link or category goes to: the caller's own; staff without a location must name one. */
async function targetLocation(db: DbOrTrx, staff: StaffCaller, location: string | undefined, field: string): Promise<string> {
  if (staff.locationId !== null) {
    if (location !== undefined && location !== staff.locationId) throw new AppError('LOCATION_NOT_FOUND');
    return staff.locationId;
  }
  if (location === undefined) throw new AppError('INVALID_INPUT', `${field}: name the location`);
  if (!(await locationExists(db, location))) throw new AppError('LOCATION_NOT_FOUND');
  return location;
}

async function assertEditor(staff: StaffCaller): Promise<void> {
  if (!canEditWeblinks(staff.role, await staff.permissions())) throw new AppError('UNAUTHORIZED', 'Not allowed to edit web links');
}

function assertUrl(url: string | undefined): void {
  if (url !== undefined && !isWeblinkUrl(url)) throw new AppError('WEBLINK_URL_INVALID');
}

/**
 * The guest's FAQ permissions, kept only where they are http(s) addresses: guests open them. Each link's title in the
 * guest's language (`fallback`: the location's content language, then English).
 */
function faqPermissions(permissions: unknown, language: AppLanguage, fallback: AppLanguage): Pick<GuestWeblinks, 'faqLink' | 'faqLinks'> {
  const parsed = permissionsSchema.shape.faqLinks.safeParse(getPermission(permissions, 'faqLinks'));
  const faqLink = getPermission(permissions, 'faqLink');
  return {
    faqLink: typeof faqLink === 'string' && isWeblinkUrl(faqLink) ? faqLink : null,
    faqLinks: (parsed.success ? (parsed.data ?? []) : [])
      .filter((link) => isWeblinkUrl(link.href))
      .map((link) => ({ title: textInLanguage(rowTexts(link, 'title'), language, fallback), href: link.href })),
  };
}

export function createWeblinkService({ db }: { db: Db }) {
  async function requireLink(trx: DbOrTrx, scope: LocationScope, id: string): Promise<WeblinkRow> {
    const row = await findWeblink(trx, scope, id);
    if (!row) throw new AppError('WEBLINK_NOT_FOUND');
    return row;
  }

  async function requireCategory(trx: DbOrTrx, scope: LocationScope, id: string): Promise<WeblinkCategoryRow> {
    const row = await findCategory(trx, scope, id);
    if (!row) throw new AppError('WEBLINK_CATEGORY_NOT_FOUND');
    return row;
  }

  async function categoriesWithLinks(scope: LocationScope, kind: WeblinkCategoryKind | undefined, language?: AppLanguage) {
    const categories = await findCategories(db, scope, kind);
    const links = await findWeblinks(db, scope, {
      ...(kind === undefined ? {} : { categoryIds: categories.map((row) => row.id) }),
      ...(language === undefined ? {} : { language }),
    });
    return withLinks(categories, links);
  }

  async function createLink(now: Date, locationId: string, body: WeblinkCreateBody): Promise<Weblink> {
    assertUrl(body.url);
    return db.transaction().execute(async (trx) => {
      await requireCategory(trx, locationId, body.categoryId);
      const at = now.toISOString();
      const id = randomUUID();
      await insertWeblink(trx, {
        id,
        location_id: locationId,
        category_id: body.categoryId,
        title: body.title,
        title_nl: body.titleNl,
        title_de: body.titleDe,
        title_fr: body.titleFr,
        url: body.url,
        description: body.description,
        description_nl: body.descriptionNl,
        description_de: body.descriptionDe,
        description_fr: body.descriptionFr,
        assetcode: body.assetcode,
        icon: body.icon,
        language: body.language,
        sort_order: body.order ?? (await nextWeblinkOrder(trx, body.categoryId)),
        share_count: 0,
        created_at: at,
        updated_at: at,
      });
      return toWeblink(await requireLink(trx, locationId, id));
    });
  }

  return {
    // Links

    get: async (staff: StaffCaller, id: string): Promise<Weblink> => toWeblink(await requireLink(db, scopeOf(staff), id)),

    async byCategory(staff: StaffCaller, categoryId: string): Promise<Weblink[]> {
      const category = await requireCategory(db, scopeOf(staff), categoryId);
      return (await findWeblinks(db, category.location_id, { categoryIds: [category.id] })).map(toWeblink);
    },

    async byAsset(staff: StaffCaller, assetcode: string, query: WeblinkListQuery): Promise<Weblink[]> {
      const scope = await listScope(db, staff, query.location);
      const rows = await findWeblinks(db, scope, { assetcode, ...(query.language ? { language: query.language } : {}) });
      return rows.map(toWeblink);
    },

    async assets(staff: StaffCaller, query: WeblinkListQuery): Promise<Weblink[]> {
      const scope = await listScope(db, staff, query.location);
      const rows = await findWeblinks(db, scope, { hasAssetcode: true, ...(query.language ? { language: query.language } : {}) });
      return rows.map(toWeblink);
    },

    async create(staff: StaffCaller, now: Date, body: WeblinkCreateBody & { location?: string | undefined }): Promise<Weblink> {
      await assertEditor(staff);
      return createLink(now, await targetLocation(db, staff, body.location, 'body.location'), body);
    },

    /** POST /api/employee/location/current/{location}/weblink: the path names the location. */
    async addToLocation(staff: StaffCaller, now: Date, location: string, body: WeblinkCreateBody): Promise<Weblink> {
      await assertEditor(staff);
      return createLink(now, await targetLocation(db, staff, location, 'params.location'), body);
    },

    async update(staff: StaffCaller, now: Date, id: string, body: WeblinkUpdateBody): Promise<Weblink> {
      await assertEditor(staff);
      assertUrl(body.url);
      return db.transaction().execute(async (trx) => {
        const link = await requireLink(trx, scopeOf(staff), id);
        if (body.categoryId !== undefined) await requireCategory(trx, link.location_id, body.categoryId);
        const movesCategory = body.categoryId !== undefined && body.categoryId !== link.category_id;
        const order = body.order ?? (movesCategory ? await nextWeblinkOrder(trx, body.categoryId as string) : undefined);
        await updateWeblink(trx, id, {
          ...(body.title !== undefined ? { title: body.title } : {}),
          ...(body.titleNl !== undefined ? { title_nl: body.titleNl } : {}),
          ...(body.titleDe !== undefined ? { title_de: body.titleDe } : {}),
          ...(body.titleFr !== undefined ? { title_fr: body.titleFr } : {}),
          ...(body.url !== undefined ? { url: body.url } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.descriptionNl !== undefined ? { description_nl: body.descriptionNl } : {}),
          ...(body.descriptionDe !== undefined ? { description_de: body.descriptionDe } : {}),
          ...(body.descriptionFr !== undefined ? { description_fr: body.descriptionFr } : {}),
          ...(body.categoryId !== undefined ? { category_id: body.categoryId } : {}),
          ...(body.assetcode !== undefined ? { assetcode: body.assetcode } : {}),
          ...(body.icon !== undefined ? { icon: body.icon } : {}),
          ...(body.language !== undefined ? { language: body.language } : {}),
          ...(order !== undefined ? { sort_order: order } : {}),
          updated_at: now.toISOString(),
        });
        return toWeblink(await requireLink(trx, link.location_id, id));
      });
    },

    async remove(staff: StaffCaller, id: string): Promise<{ message: string }> {
      await assertEditor(staff);
      const link = await requireLink(db, scopeOf(staff), id);
      await deleteWeblink(db, link.id);
      return { message: 'Weblink removed' };
    },

    /** Counts a share once per chat message; the message's chat must be one the caller may see (else CHAT_NOT_FOUND). */
    async logShare(staff: StaffCaller, now: Date, id: string, messageNmbr: number): Promise<Weblink> {
      const link = await requireLink(db, scopeOf(staff), id);
      const message = await findStaffVisibleMessage(db, staff, messageNmbr);
      if (!message) throw new AppError('CHAT_NOT_FOUND', 'No chat message with this number that you may see');
      return db.transaction().execute(async (trx) => {
        await recordShare(trx, {
          weblinkId: link.id,
          chatNmbr: message.chatNmbr,
          messageNmbr: message.nmbr,
          staffId: staff.id,
          sharedAt: now.toISOString(),
        });
        return toWeblink(await requireLink(trx, link.location_id, link.id));
      });
    },

    // Categories

    async categories(staff: StaffCaller, query: WeblinkListQuery): Promise<WeblinkCategoryWithLinks[]> {
      return categoriesWithLinks(await listScope(db, staff, query.location), undefined, query.language);
    },

    async categoriesOfKind(staff: StaffCaller, kind: WeblinkCategoryKind, query: WeblinkListQuery): Promise<WeblinkCategoryWithLinks[]> {
      return categoriesWithLinks(await listScope(db, staff, query.location), kind, query.language);
    },

    async category(staff: StaffCaller, id: string): Promise<WeblinkCategoryWithLinks> {
      const row = await requireCategory(db, scopeOf(staff), id);
      const [category] = withLinks([row], await findWeblinks(db, row.location_id, { categoryIds: [row.id] }));
      return category!;
    },

    async createCategory(staff: StaffCaller, now: Date, body: WeblinkCategoryCreateBody): Promise<WeblinkCategory> {
      await assertEditor(staff);
      const locationId = await targetLocation(db, staff, body.location, 'body.location');
      return db.transaction().execute(async (trx) => {
        const at = now.toISOString();
        const id = randomUUID();
        await insertCategory(trx, {
          id,
          location_id: locationId,
          name: body.name,
          name_nl: body.nameNl,
          name_de: body.nameDe,
          name_fr: body.nameFr,
          kind: body.kind,
          icon: body.icon,
          sort_order: body.order ?? (await nextCategoryOrder(trx, locationId)),
          created_at: at,
          updated_at: at,
        });
        return toCategory(await requireCategory(trx, locationId, id));
      });
    },

    async updateCategory(staff: StaffCaller, now: Date, id: string, body: WeblinkCategoryUpdateBody): Promise<WeblinkCategory> {
      await assertEditor(staff);
      const row = await requireCategory(db, scopeOf(staff), id);
      await updateCategory(db, row.id, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.nameNl !== undefined ? { name_nl: body.nameNl } : {}),
        ...(body.nameDe !== undefined ? { name_de: body.nameDe } : {}),
        ...(body.nameFr !== undefined ? { name_fr: body.nameFr } : {}),
        ...(body.kind !== undefined ? { kind: body.kind } : {}),
        ...(body.icon !== undefined ? { icon: body.icon } : {}),
        ...(body.order !== undefined ? { sort_order: body.order } : {}),
        updated_at: now.toISOString(),
      });
      return toCategory(await requireCategory(db, row.location_id, row.id));
    },

    /** A category that still holds links stays (WEBLINK_CATEGORY_NOT_EMPTY): nothing is removed or moved behind the editor's back. */
    async removeCategory(staff: StaffCaller, id: string): Promise<{ message: string }> {
      await assertEditor(staff);
      return db.transaction().execute(async (trx) => {
        const row = await requireCategory(trx, scopeOf(staff), id);
        if ((await countWeblinksInCategory(trx, row.id)) > 0) throw new AppError('WEBLINK_CATEGORY_NOT_EMPTY');
        await deleteCategory(trx, row.id);
        return { message: 'Weblink category removed' };
      });
    },

    // Location

    async currentLocation(staff: StaffCaller, location: string | undefined): Promise<StaffLocation> {
      const locationId = staff.locationId ?? location;
      if (locationId === undefined || (staff.locationId !== null && location !== undefined && location !== staff.locationId)) {
        throw new AppError('LOCATION_NOT_FOUND');
      }
      const row = await findLocation(db, locationId);
      if (!row) throw new AppError('LOCATION_NOT_FOUND');
      const links = await findWeblinks(db, row.id);
      return { _id: row.id, name: row.name, timeZone: row.time_zone, weblinks: links.map(toWeblink) };
    },

    // Guest

    /**
     * The faq and gem categories of the guest's location with links in `lang` (or every language; default: the
     * account's language), empty ones left out; every text in that language, else the location's content language,
     * else English.
     */
    async guest(guest: GuestCaller, lang: AppLanguage = guest.language): Promise<GuestWeblinks> {
      const fallback = guest.locationId === null ? 'en' : await locationContentLanguage(db, guest.locationId);
      const permissions = faqPermissions(await guest.permissions(), lang, fallback);
      if (guest.reservationId === null || guest.locationId === null) return { faq: [], gem: [], ...permissions };
      const categories = await categoriesWithLinks(guest.locationId, undefined, lang);
      const shown = (kind: WeblinkCategoryKind) =>
        categories
          .filter((category) => category.kind === kind && category.links.length > 0)
          .map((category) => toGuestCategory(category, lang, fallback));
      return { faq: shown('faq'), gem: shown('gem'), ...permissions };
    },
  };
}

export type WeblinkService = ReturnType<typeof createWeblinkService>;
