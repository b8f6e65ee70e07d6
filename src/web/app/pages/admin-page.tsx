import { AccountPage } from '../../features/back-office/account-page';
import { ApplicationPage } from '../../features/back-office/application-page';
import { ApplicationsPage } from '../../features/back-office/applications-page';
import { AuditPage } from '../../features/back-office/audit-page';
import { BannerPage } from '../../features/back-office/banner-page';
import { ContentPage } from '../../features/back-office/content-page';
import { BackOfficeHome } from '../../features/back-office/home-page';
import { LinkPage } from '../../features/back-office/link-page';
import { LinksPage } from '../../features/back-office/links-page';
import { MaidPage } from '../../features/back-office/maid-page';
import { MaidsPage } from '../../features/back-office/maids-page';
import { OutboxPage } from '../../features/back-office/outbox-page';
import { PricesPage } from '../../features/back-office/prices-page';
import { StaffPage } from '../../features/back-office/staff-page';
import type { PagesOf } from '../page-modules';

export const pages: PagesOf<'admin-page'> = { admin: BackOfficeHome, adminAccount: AccountPage, adminStaff: StaffPage, adminAudit: AuditPage, adminMaids: MaidsPage, adminMaid: MaidPage, adminLinks: LinksPage, adminLink: LinkPage, adminContent: ContentPage, adminBanner: BannerPage, adminPrices: PricesPage, adminOutbox: OutboxPage, adminApplications: ApplicationsPage, adminApplication: ApplicationPage };
