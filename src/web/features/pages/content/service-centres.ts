import { msg } from '../../../lib/i18n';
/** The service centres shown on /locations, /aboutus and /maps. */
export interface ServiceCentre {
  name: string;
  /** The city's name on the map. */
  city: string;
  address: string;
  hours: string;
  /** Where its pin is drawn on the map: degrees. */
  longitude: number;
  latitude: number;
  /** Opens the phone's maps app (or Google Maps in the browser) at the centre. */
  mapUrl: string;
}

const mapsAt = (latitude: number, longitude: number) => `https://www.google.com/maps/search/?api=1&query=${latitude}%2C${longitude}`;

export const SERVICE_CENTRES: ServiceCentre[] = [
  {
    name: msg('Dubai: Al Barsha'),
    city: msg('Dubai'),
    address: msg('Office 204, Al Barsha Business Centre, Al Barsha 1, Dubai'),
    hours: msg('Every day, 9 am to 10 pm'),
    latitude: 25.1124,
    longitude: 55.2006,
    mapUrl: mapsAt(25.1124, 55.2006),
  },
  {
    name: msg('Dubai: Al Qusais'),
    city: msg('Dubai'),
    address: msg('Shop 12, Damascus Street, Al Qusais 2, Dubai'),
    hours: msg('Every day, 9 am to 10 pm'),
    latitude: 25.2787,
    longitude: 55.3848,
    mapUrl: mapsAt(25.2787, 55.3848),
  },
  {
    name: msg('Abu Dhabi: Al Khalidiya'),
    city: msg('Abu Dhabi'),
    address: msg('Office 9, Khalidiya Street, Al Khalidiya, Abu Dhabi'),
    hours: msg('Every day, 9 am to 10 pm'),
    latitude: 24.4724,
    longitude: 54.3509,
    mapUrl: mapsAt(24.4724, 54.3509),
  },
];
