import type { Migration } from "kysely/migration";
import * as m001 from "./001_newsletter_subscriptions.server.ts";
import * as m002 from "./002_newsletter_lifecycle.server.ts";
import * as m003 from "./003_clicks.server.ts";
import * as m004 from "./004_erased_daily_counts.server.ts";
import * as m005 from "./005_click_ids.server.ts";
import * as m006 from "./006_conversions.server.ts";
import * as m010 from "./010_source_watch.server.ts";
import * as m011 from "./011_opinions.server.ts";
import * as m012 from "./012_postback_keys.server.ts";
import * as m013 from "./013_click_daily.server.ts";
import * as m014 from "./014_conversion_click.server.ts";

/**
 * Every migration, by name. Kysely's Migrator applies the missing ones in name order inside one
 * transaction under its advisory lock, so servers starting together never race. Numbers are
 * reserved per feature (002 newsletter lifecycle, 003 clicks, 004 erased counts, 005 click IDs); `allowUnorderedMigrations` lets
 * them land on main in any order. Never edit a migration that has shipped: add a new one.
 */
export const migrations: Record<string, Migration> = {
  "001_newsletter_subscriptions": m001,
  "002_newsletter_lifecycle": m002,
  "003_clicks": m003,
  "004_erased_daily_counts": m004,
  "005_click_ids": m005,
  "006_conversions": m006,
  "010_source_watch": m010,
  "011_opinions": m011,
  "012_postback_keys": m012,
  "013_click_daily": m013,
  "014_conversion_click": m014,
};
