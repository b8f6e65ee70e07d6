/** A content page: English texts, translated through t() when shown. */
export interface PageSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

export interface PageContent {
  title: string;
  intro: string;
  sections: PageSection[];
  /** Calls to action at the end: site paths or redirect slugs. */
  links?: Array<{ label: string; href: string }>;
}
