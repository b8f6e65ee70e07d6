import { AccountPage } from '../../features/back-office/staff/account-page';
import { ApplicationPage } from '../../features/back-office/desk/application-page';
import { ApplicationsPage } from '../../features/back-office/desk/applications-page';
import { AuditPage } from '../../features/back-office/staff/audit-page';
import { BannerPage } from '../../features/back-office/content/banner-page';
import { ContentPage } from '../../features/back-office/content/content-page';
import { BackOfficeHome } from '../../features/back-office/shared/home-page';
import { LinkPage } from '../../features/back-office/links/link-page';
import { LinksPage } from '../../features/back-office/links/links-page';
import { MaidPage } from '../../features/back-office/catalogue/maid-page';
import { MaidsPage } from '../../features/back-office/catalogue/maids-page';
import { OutboxPage } from '../../features/back-office/messages/outbox-page';
import { PricesPage } from '../../features/back-office/prices/prices-page';
import { StaffPage } from '../../features/back-office/staff/staff-page';
import type { PagesOf } from '../page-modules';

export const pages: PagesOf<'admin-page'> = { admin: BackOfficeHome, adminAccount: AccountPage, adminStaff: StaffPage, adminAudit: AuditPage, adminMaids: MaidsPage, adminMaid: MaidPage, adminLinks: LinksPage, adminLink: LinkPage, adminContent: ContentPage, adminBanner: BannerPage, adminPrices: PricesPage, adminOutbox: OutboxPage, adminApplications: ApplicationsPage, adminApplication: ApplicationPage };
