import { msg } from '../../../lib/i18n';
/** The service centres shown on /locations, /aboutus and /maps. */
export interface ServiceCentre {
  name: string;
  address: string;
  hours: string;
  mapUrl: string;
}

export const SERVICE_CENTRES: ServiceCentre[] = [
  {
    name: msg('Dubai: Al Barsha'),
    address: msg('Office 204, Al Barsha Business Centre, Al Barsha 1, Dubai'),
    hours: msg('Every day, 9 am to 10 pm'),
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=Al+Barsha+1+Dubai',
  },
  {
    name: msg('Dubai: Al Qusais'),
    address: msg('Shop 12, Damascus Street, Al Qusais 2, Dubai'),
    hours: msg('Every day, 9 am to 10 pm'),
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=Al+Qusais+2+Dubai',
  },
  {
    name: msg('Abu Dhabi: Al Khalidiya'),
    address: msg('Office 9, Khalidiya Street, Al Khalidiya, Abu Dhabi'),
    hours: msg('Every day, 9 am to 10 pm'),
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=Al+Khalidiya+Abu+Dhabi',
  },
];
