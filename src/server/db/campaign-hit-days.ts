/**
 * campaign_hit_days is derived from campaign_hits (a trigger adds each insert's hits, migration
 * 0025). A restore loads both tables, and loading campaign_hits fires the trigger on top of the
 * copied daily counts: this statement makes them again from the hits themselves.
 */
export const REBUILD_CAMPAIGN_HIT_DAYS = `
  delete from campaign_hit_days;
  insert into campaign_hit_days (slug, day, hits)
  select slug, (created_at at time zone 'UTC')::date, count(*)::int from campaign_hits group by 1, 2`;
