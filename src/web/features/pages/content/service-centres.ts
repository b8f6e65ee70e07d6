/** The service centres shown on /locations, /aboutus and /maps. */
export interface ServiceCentre {
  name: string;
  address: string;
  hours: string;
  mapUrl: string;
}

export const SERVICE_CENTRES: ServiceCentre[] = [
  {
    name: 'Dubai: Al Barsha',
    address: 'Office 204, Al Barsha Business Centre, Al Barsha 1, Dubai',
    hours: 'Every day, 9 am to 10 pm',
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=Al+Barsha+1+Dubai',
  },
  {
    name: 'Dubai: Al Qusais',
    address: 'Shop 12, Damascus Street, Al Qusais 2, Dubai',
    hours: 'Every day, 9 am to 10 pm',
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=Al+Qusais+2+Dubai',
  },
  {
    name: 'Abu Dhabi: Al Khalidiya',
    address: 'Office 9, Khalidiya Street, Al Khalidiya, Abu Dhabi',
    hours: 'Every day, 9 am to 10 pm',
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=Al+Khalidiya+Abu+Dhabi',
  },
];
