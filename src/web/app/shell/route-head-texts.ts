import '../../lib/i18n/parts/head';
import { applyLabels, type LabelOptions } from '../../../shared/labels';
import { labelled } from '../../components/header/use-labels';
import type { RouteId } from '../../../shared/routes';
import { textsOf } from '../../../shared/route-texts';
import { siteName } from '../../lib/site-meta';

function setMeta(name: string, content: string | undefined) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!content) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** Writes a route's title, description and keywords into the head (after a navigation). */
export function applyRouteTexts(id: RouteId, labels: LabelOptions): void {
  const texts = textsOf(id);
  document.title = `${labelled(texts.title, labels)} | ${siteName()}`;
  setMeta('description', labelled(texts.description, labels));
  setMeta('keywords', texts.keywords ? applyLabels(texts.keywords, labels) : undefined);
}
