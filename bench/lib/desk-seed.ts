/**
 * The desk's data at scale (issue 33), written set-based by PostgreSQL itself (INSERT … SELECT
 * over generate_series: no row crosses the wire). Applications are numbered: `seedApplications(url,
 * from, to)` adds numbers from..to, so a database can be topped up from 10,000 to 100,000.
 *
 * Application number g is, by g mod 10: 0 pending at HIRE_MAID, 1 pending at REQUIRED_DOCUMENTS
 * (neither with documents), 2 pending at BANK_INFO with its documents, 3–9 submitted with its
 * documents and a stage spread over the pipeline (a few cancelled), a stage change per stage
 * reached, an address in an emirate (by (g / 200) mod 10, so that it does not follow the stage),
 * and a running service (one in four with a request, a third of those open) once its maid arrived. Created over the last two years, deterministically. Numbers g and g + 1 for
 * g mod 20 = 0 share a client mobile number: a client with two applications, neither with
 * documents (the export's client: the bench has no files behind its rows).
 */
import pg from 'pg';

/** By (g / 10) mod 20: the stage of a submitted application. */
const STAGE_SPREAD = [
  ...Array(4).fill('submitted'),
  ...Array(3).fill('documents_checked'),
  ...Array(3).fill('contract_signed'),
  ...Array(3).fill('visa_in_process'),
  ...Array(2).fill('maid_arrived'),
  ...Array(4).fill('completed'),
  'cancelled',
] as string[];
const PIPELINE = ['submitted', 'documents_checked', 'contract_signed', 'visa_in_process', 'maid_arrived', 'completed'];
const EMIRATES = ['DUBAI', 'DUBAI', 'DUBAI', 'ABU_DHABI', 'ABU_DHABI', 'SHARJAH', 'AJMAN', 'RAS_AL_KHAIMAH', 'FUJAIRAH', 'UMM_AL_QUWAIN'];
const DOCUMENT_KINDS = ['emirates_id_front', 'emirates_id_back', 'passport'];
const MINUTES_IN_TWO_YEARS = 2 * 365 * 24 * 60;

/** The reference of application number g: its number in hex, `0001-86A0`. */
export const referenceOfNumber = (g: number) => {
  const hex = g.toString(16).toUpperCase().padStart(8, '0');
  return `${hex.slice(0, 4)}-${hex.slice(4)}`;
};

/** The client mobile number of application number g (g and g + 1 share one when g mod 20 = 0). */
export const phoneOfNumber = (g: number) => `+9715${String(g % 20 === 1 ? g - 1 : g).padStart(8, '0')}`;

/** Adds applications from..to (inclusive) with their stage changes, documents and services. */
export async function seedApplications(client: pg.Client, from: number, to: number): Promise<void> {
  await client.query(
    `
    with g as (
      select g, g % 10 as kind, (g / 10) % 20 as spread,
             now() - ((g::bigint * 7919) % $3::int) * interval '1 minute' as created_at,
             '+9715' || lpad((case when g % 20 = 1 then g - 1 else g end)::text, 8, '0') as phone
        from generate_series($1::int, $2::int) g
    ), a as (
      insert into applications (session_id, reference, housemaid_id, status, current_step, stage, data, created_at, updated_at)
      select 'desk-' || g, regexp_replace(upper(lpad(to_hex(g), 8, '0')), '^(.{4})', '\\1-'),
             m.ids[1 + (g * 31) % array_length(m.ids, 1)],
             case when kind < 3 then 'pending' else 'submitted' end,
             case kind when 0 then 'HIRE_MAID' when 1 then 'REQUIRED_DOCUMENTS' when 2 then 'BANK_INFO' else 'END_WORK_FLOW' end,
             case when kind < 3 then null else ($4::text[])[1 + spread] end,
             jsonb_build_object('values', jsonb_strip_nulls(jsonb_build_object(
               'clientName', 'Client ' || g,
               'phones', jsonb_build_object('client', phone, 'whatsapp', phone),
               'address', case when kind >= 3 then jsonb_build_object('emirate', ($5::text[])[1 + (g / 200) % 10], 'area', 'Area ' || g % 60, 'building', 'Tower ' || g % 300, 'apartment', (g % 2000)::text) end,
               'submittedAt', case when kind >= 3 then to_char((created_at + interval '1 hour') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') end))),
             created_at, least(now(), created_at + (g % 14) * interval '1 day')
        from g, (select array_agg(id order by id) as ids from housemaids) m
      returning id, housemaid_id, stage, created_at, substring(session_id from 6)::int as g
    ), changes as (
      insert into application_stage_changes (application_id, from_stage, to_stage, at)
      select a.id, ($6::text[])[s.i - 1], ($6::text[])[s.i], a.created_at + s.i * interval '1 day'
        from a, generate_series(1, 6) s(i)
       where a.stage is not null and s.i <= coalesce(array_position($6::text[], a.stage), 1)
    ), documents as (
      insert into application_documents (application_id, kind, storage_key, content_type, size, created_at)
      select a.id, k, 'documents/bench-desk-' || a.g || '-' || k, 'image/jpeg', 150000 + a.g % 50000, a.created_at + interval '20 minutes'
        from a, unnest($7::text[]) k
       where a.g % 10 >= 2
    )
    insert into services (application_id, housemaid_id, started_on, debit_start_on, monthly_fee_fils, monthly_vat_fils, monthly_total_fils, vat_basis_points)
    select id, housemaid_id, (created_at + interval '30 days')::date, (created_at + interval '30 days')::date, 380000, 19000, 399000, 500
      from a where stage in ('maid_arrived', 'completed')`,
    [from, to, MINUTES_IN_TWO_YEARS, STAGE_SPREAD, EMIRATES, PIPELINE, DOCUMENT_KINDS],
  );
  // One service in four has a request, a third of those open (a fifth of the open ones past due).
  await client.query(
    `
    insert into service_requests (service_id, kind, status, reason, due_day, idempotency_key, closed_at)
    select s.id, (array['replacement','problem','cancellation'])[1 + g % 3], case when g % 3 = 0 then 'open' else 'done' end, 'other',
           current_date + (g % 25)::int - 5, 'bench-desk-' || g, case when g % 3 = 0 then null else now() end
      from services s join applications a on a.id = s.application_id,
           lateral (select substring(a.session_id from 6)::int as g) n
     where a.session_id like 'desk-%' and g between $1 and $2 and g % 4 = 0`,
    [from, to],
  );
}

/** Campaign links desk-link-1..`links` (beside the seed's), with no hit yet. */
export async function seedLinks(client: pg.Client, links: number): Promise<void> {
  await client.query(
    `insert into redirect_links (slug, kind, target_url)
     select 'desk-link-' || i, 'external', 'https://example.com/campaign/' || i from generate_series(1, $1::int) i
     on conflict do nothing`,
    [links],
  );
}

/**
 * Hits from..to (inclusive) over the last 60 days, spread unevenly over the links (a few links
 * take most), with a phone's user agent and a referer on half of them.
 */
export async function seedHits(client: pg.Client, from: number, to: number, links: number): Promise<void> {
  await client.query(
    `
    insert into campaign_hits (slug, user_agent, referer, created_at)
    select 'desk-link-' || (1 + floor($3::int * power(((g::bigint * 7919) % 10007) / 10007.0, 3)))::int,
           'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
           case when g % 2 = 0 then 'https://www.google.com/' end,
           now() - ((g::bigint * 104729) % (60 * 86400)) * interval '1 second'
      from generate_series($1::int, $2::int) g`,
    [from, to, links],
  );
}
