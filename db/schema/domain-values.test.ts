// The schema spells its own enum values and JSON shapes so it imports no app code (drizzle-kit reads
// it alone); these checks keep them equal to the domain's, which is where every other caller reads them.
import { describe, expect, expectTypeOf, it } from "vitest";
import { CURRENCIES, PLAN_TIERS } from "~/lib/domain/catalog";
import { COUNTRIES } from "~/lib/domain/countries";
import { STAFF_ROLES as ROLES } from "~/lib/domain/roles";
import { LOCALES } from "~/lib/i18n/locale";
import { ORDER_STATUS_FILTERS } from "~/features/admin/domain/order-filters";
import type { Worksheet } from "~/lib/domain/worksheet";
import { IMAGE_TYPES } from "~/features/avatars/domain/image-file";
import * as supportLists from "~/features/support/domain/lists";
import { SUPPORT_CATEGORIES, SUPPORT_QUEUE_RANKS, SUPPORT_STATUSES } from "./support";
import {
  AVATAR_TYPES,
  ORDER_CURRENCIES,
  ORDER_STATUSES,
  STAFF_ROLES,
  SUBSCRIPTION_TIERS,
  USER_COUNTRIES,
  USER_LOCALES,
  type LessonWorksheet,
} from "./index";

describe("the schema's values are the domain's", () => {
  it("support categories, statuses and queue ranks are the support pages' lists", () => {
    expect({ SUPPORT_CATEGORIES, SUPPORT_STATUSES, SUPPORT_QUEUE_RANKS }).toEqual({ ...supportLists });
  });

  it("order currencies are the catalogue's currencies", () => {
    expect(ORDER_CURRENCIES).toEqual(CURRENCIES);
  });

  it("subscription tiers are the catalogue's plan tiers", () => {
    expect(SUBSCRIPTION_TIERS).toEqual(PLAN_TIERS);
  });

  it("user countries are the countries the site serves", () => {
    expect(USER_COUNTRIES).toEqual(COUNTRIES);
  });

  it("user languages are the site's languages", () => {
    expect(USER_LOCALES).toEqual(LOCALES);
  });

  it("order statuses are the console's status filter", () => {
    expect(ORDER_STATUSES).toEqual(ORDER_STATUS_FILTERS);
  });

  it("staff roles are the console's roles", () => {
    expect(STAFF_ROLES).toEqual(ROLES);
  });

  it("avatar types are the types the image reader knows", () => {
    expect(AVATAR_TYPES).toEqual(IMAGE_TYPES);
  });

  it("a stored worksheet has the domain's Worksheet shape (checked by the typecheck)", () => {
    expectTypeOf<LessonWorksheet>().toEqualTypeOf<Worksheet>();
  });
});
