/**
 * campaign_hit_days and campaign_hit_hours are derived from campaign_hits (a trigger adds each
 * insert's hits, migrations 0025 and 0027). A restore loads all three tables, and loading
 * campaign_hits fires the trigger on top of the copied counts: this statement makes them again from
 * the hits themselves.
 */
export const REBUILD_CAMPAIGN_HIT_DAYS = `
  delete from campaign_hit_days;
  insert into campaign_hit_days (slug, day, hits)
  select slug, (created_at at time zone 'UTC')::date, count(*)::int from campaign_hits group by 1, 2;
  delete from campaign_hit_hours;
  insert into campaign_hit_hours (slug, hour, hits)
  select slug, date_trunc('hour', created_at, 'UTC'), count(*)::int from campaign_hits group by 1, 2`;
