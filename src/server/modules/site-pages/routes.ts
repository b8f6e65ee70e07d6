import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addFaqEntry, listContentPages, listFaqEntries, orderFaqEntries, removeFaqEntry, updateContentPage, updateFaqEntry } from '../../../shared/api/admin-pages/contracts.js';
import { getContentPage, getFaq } from '../../../shared/api/site-pages/contracts.js';
import { notFound } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { requestLanguage } from '../../i18n/request-language.js';
import { msg } from '../../i18n/t.js';
import type { Language } from '../../../shared/tracking.js';
import { csrfCheck, staffGuard } from '../staff/guard.js';
import type { StaffSessions } from '../staff/staff-sessions.js';
import { createPagesRepository } from './pages-repository.js';

const NO_PAGE = msg('There is no such page.');
const NO_ENTRY = 'No FAQ entry with this id: another editor may have deleted it. Reload the page.';
const NO_CONTENT_PAGE = 'No content page with this code: the codes are those the content pages list gives.';

/** The site's calls: the FAQ and a content page, in the family's language (docs/api/catalogue.md). */
export async function sitePagesRoutes(api: FastifyInstance) {
  const pages = createPagesRepository(api.database.db);
  // The page's ?lang= (each language has a URL of its own, so a preload or a cache never mixes them), else the cookie.
  const languageOf = (request: FastifyRequest, lang: Language | undefined) => lang ?? requestLanguage(request);
  await route(api, getFaq, {}, async (request) => ({ entries: await pages.faq(languageOf(request, request.query.lang)) }));
  await route(api, getContentPage, {}, async (request) => {
    const page = await pages.page(request.params.pageCode, languageOf(request, request.query.lang));
    if (!page) throw notFound(NO_PAGE);
    return page;
  });
}

/** The back office's calls (editors and admins): the FAQ's entries and the content pages' texts; each change audited. */
export function sitePagesAdminRoutes({ sessions }: { sessions: StaffSessions }) {
  return async (api: FastifyInstance) => {
    const pages = createPagesRepository(api.database.db);
    const readers = staffGuard(sessions, { roles: ['editor', 'admin'] });
    const editors = [readers, csrfCheck(api)];
    const actor = (request: FastifyRequest) => ({ staffId: request.staff!.staff.id, ip: request.ip });

    await route(api, listFaqEntries, { onRequest: readers }, async () => ({ entries: await pages.staffEntries() }));
    await route(api, addFaqEntry, { onRequest: editors }, async (request) => ({ entry: await pages.addEntry(request.body, actor(request)) }));
    await route(api, updateFaqEntry, { onRequest: editors }, async (request) => {
      const entry = await pages.updateEntry(request.params.id, request.body, actor(request));
      if (!entry) throw notFound(NO_ENTRY);
      return { entry };
    });
    await route(api, removeFaqEntry, { onRequest: editors }, async (request) => {
      if (!(await pages.removeEntry(request.params.id, actor(request)))) throw notFound(NO_ENTRY);
      return { removed: true };
    });
    await route(api, orderFaqEntries, { onRequest: editors }, async (request) => ({ entries: await pages.orderEntries(request.body.ids, actor(request)) }));
    await route(api, listContentPages, { onRequest: readers }, async () => ({ pages: await pages.staffPages() }));
    await route(api, updateContentPage, { onRequest: editors }, async (request) => {
      const page = await pages.updatePage(request.params.pageCode, request.body, actor(request));
      if (!page) throw notFound(NO_CONTENT_PAGE);
      return { page };
    });
  };
}
