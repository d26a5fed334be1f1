/**
 * A deterministic, seeded dataset of realistic listings in the wire forms the live service uses (docs/SERVICE.md §2.4,
 * docs/UPSTREAM.md): money and counts as text, SaleType in display form, fractional Bathrooms, Images in every string
 * form, ExtensionColumn as a JSON string, and the optional fields sometimes empty.
 */
import { FAKE_IMAGE_COUNT, fakeImagePath } from './fakeImage';

/** A listing exactly as the fake sends it: every one of the 33 fields of docs/SERVICE.md §2.4. */
export interface FakeListingWire {
  ID: number;
  PropertyType: string;
  SaleType: 'For Sale' | 'For Rent';
  Status: 'Active' | 'PreOnMarket' | 'Sold';
  Images: string;
  CurrencySymbol: string;
  Price: string;
  State: string;
  City: string;
  Address: string;
  ZIP: string;
  LATITUDE: number;
  LONGITUDE: number;
  Area: string;
  Bathrooms: string;
  Bedrooms: string;
  Url: string;
  Tours: 'OpenHouse' | '3D';
  YearBuilt: string;
  MLSNumber: string;
  DaysOnMarket: string;
  LotArea: string;
  BuildingArea: string;
  ParkingSpots: string;
  Description: string;
  ExtensionColumn: string;
  RentPrice: string;
  SpaceType: string;
  DepositFee: string;
  SalePrice: string;
  UnitAreaPrice: string;
  EstimatePrice: string;
  HOAMonth: string;
}

/** The forms `Images` takes in list items (docs/UPSTREAM.md: accept all). */
export type FakeImagesForm = 'json' | 'comma' | 'single' | 'empty';

/** A seeded listing before its image URLs are put on an origin (`wire.Images` is empty until then). */
export interface SeededListing {
  wire: FakeListingWire;
  imageNumbers: number[];
  imagesForm: FakeImagesForm;
}

interface City {
  city: string;
  state: string;
  zips: string[];
  lat: number;
  lon: number;
  areas: string[];
  mls: string;
  /** Typical sale price per square foot, in dollars. */
  perSqft: number;
  /** Typical monthly rent per bedroom, in dollars. */
  rentPerBed: number;
}

const CITIES: City[] = [
  { city: 'Seattle', state: 'WA', zips: ['98101', '98103', '98107', '98115', '98122'], lat: 47.6062, lon: -122.3321, areas: ['Capitol Hill', 'Ballard', 'Fremont', 'Queen Anne', 'Wallingford'], mls: 'NWM', perSqft: 560, rentPerBed: 1450 },
  { city: 'Austin', state: 'TX', zips: ['78701', '78704', '78745', '78751'], lat: 30.2672, lon: -97.7431, areas: ['Downtown', 'Travis Heights', 'Hyde Park', 'Mueller', 'Zilker'], mls: 'ACT', perSqft: 390, rentPerBed: 1100 },
  { city: 'Denver', state: 'CO', zips: ['80202', '80205', '80211', '80218'], lat: 39.7392, lon: -104.9903, areas: ['LoDo', 'Highlands', 'Capitol Hill', 'Washington Park', 'RiNo'], mls: 'REC', perSqft: 420, rentPerBed: 1150 },
  { city: 'Miami', state: 'FL', zips: ['33130', '33131', '33137', '33139'], lat: 25.7617, lon: -80.1918, areas: ['Brickell', 'Wynwood', 'Coconut Grove', 'Little Havana', 'Edgewater'], mls: 'A11', perSqft: 610, rentPerBed: 1500 },
  { city: 'Chicago', state: 'IL', zips: ['60601', '60614', '60622', '60657'], lat: 41.8781, lon: -87.6298, areas: ['Lincoln Park', 'Wicker Park', 'Lakeview', 'Logan Square', 'West Loop'], mls: 'MRD', perSqft: 330, rentPerBed: 1050 },
  { city: 'San Diego', state: 'CA', zips: ['92101', '92103', '92104', '92109'], lat: 32.7157, lon: -117.1611, areas: ['Gaslamp', 'Hillcrest', 'North Park', 'Pacific Beach', 'La Jolla'], mls: 'SDR', perSqft: 720, rentPerBed: 1600 },
  { city: 'Boston', state: 'MA', zips: ['02108', '02116', '02127', '02130'], lat: 42.3601, lon: -71.0589, areas: ['Back Bay', 'South End', 'Jamaica Plain', 'Beacon Hill', 'Dorchester'], mls: 'PIN', perSqft: 780, rentPerBed: 1700 },
  { city: 'Portland', state: 'OR', zips: ['97201', '97209', '97214', '97217'], lat: 45.5152, lon: -122.6784, areas: ['Pearl District', 'Hawthorne', 'Alberta Arts', 'Sellwood', 'Nob Hill'], mls: 'RML', perSqft: 410, rentPerBed: 1200 },
];

const STREETS = ['Maple', 'Oak', 'Pine', 'Cedar', 'Elm', 'Lake', 'Hill', 'Park', 'Washington', 'Lincoln', 'Madison', 'Jefferson', 'Sunset', 'Highland', 'River', 'Walnut'];
const SUFFIXES = ['St', 'Ave', 'Blvd', 'Dr', 'Ln', 'Way', 'Ct', 'Pl'];
const SALE_TYPES = ['Single Family', 'Condo', 'Townhouse', 'Multi Family'];
const RENT_TYPES = ['Apartment', 'Condo', 'Single Family', 'Townhouse'];
const RENT_SPACES = ['Entire Place', 'Entire Place', 'Private Room'];
const FEATURES: [string, string[]][] = [
  ['Heating', ['Forced Air', 'Radiant', 'Heat Pump', 'Baseboard']],
  ['Cooling', ['Central Air', 'None', 'Ductless Mini-Split']],
  ['Parking', ['Attached Garage', 'Street', 'Carport', 'Assigned Space']],
  ['Laundry', ['In Unit', 'Shared', 'Hookups']],
  ['Pets', ['Allowed', 'Cats Only', 'Not Allowed']],
  ['View', ['City', 'Water', 'Mountain', 'Park']],
];
const HIGHLIGHTS = [
  'an updated kitchen with quartz counters', 'hardwood floors throughout', 'a sunny south-facing deck', 'a finished basement',
  'walk-in closets', 'a quiet tree-lined street', 'new windows and a new roof', 'an open-plan living and dining room',
];

/** Mulberry32: a tiny seeded PRNG, so the same seed gives the same dataset everywhere. */
function createPrng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Seeds `count` listings. Pure: the same arguments always give the same listings. */
export function seedListings(count: number, seed: number): SeededListing[] {
  const rand = createPrng(seed);
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const money = (n: number) => n.toFixed(2);
  const usedMls = new Set<string>();
  const out: SeededListing[] = [];

  for (let i = 0; i < count; i++) {
    // Every city appears early, so even a small dataset covers all of them.
    const city = i < CITIES.length ? CITIES[i]! : pick(CITIES);
    const isRent = i % 3 === 1 || rand() < 0.12;
    const propertyType = isRent ? pick(RENT_TYPES) : pick(SALE_TYPES);
    const isUnit = propertyType === 'Condo' || propertyType === 'Apartment';
    const bedrooms = isRent && isUnit ? int(0, 3) : int(1, 5);
    const bathrooms = Math.max(1, bedrooms - int(0, 1)) + (rand() < 0.4 ? 0.5 : 0);
    const buildingArea = Math.round((450 + Math.max(bedrooms, 1) * 380 + int(-150, 450)) / 10) * 10;
    const lotArea = isUnit ? 0 : Math.round((2400 + int(0, 6000)) / 100) * 100;
    let mls: string;
    do mls = `${city.mls}${String(int(1_000_000, 9_999_999))}`;
    while (usedMls.has(mls));
    usedMls.add(mls);

    const status: FakeListingWire['Status'] = isRent
      ? rand() < 0.85 ? 'Active' : 'PreOnMarket'
      : pick(['Active', 'Active', 'Active', 'Active', 'PreOnMarket', 'Sold'] as const);
    const street = `${int(100, 9899)} ${pick(STREETS)} ${pick(SUFFIXES)}${isUnit ? ` Unit ${int(1, 30) * 100 + int(1, 12)}` : ''}`;
    const area = pick(city.areas);
    const salePrice = Math.round((buildingArea * city.perSqft * (0.8 + rand() * 0.5)) / 1000) * 1000;
    const rent = Math.round((Math.max(bedrooms, 0.7) * city.rentPerBed * (0.85 + rand() * 0.4)) / 25) * 25;
    const hasHoa = propertyType === 'Condo' || propertyType === 'Townhouse' || propertyType === 'Apartment';

    const features = FEATURES.filter(() => rand() < 0.6).map(([Key, values]) => ({ Key, Value: pick(values) }));
    const highlights = [pick(HIGHLIGHTS), pick(HIGHLIGHTS)];
    const beds = bedrooms === 0 ? 'Studio' : `${bedrooms}-bedroom`;
    const description = `${beds} ${propertyType.toLowerCase()} in ${area}, ${city.city}, with ${highlights[0]}${
      highlights[1] !== highlights[0] ? ` and ${highlights[1]}` : ''
    }. ${isRent ? 'Available now; 12-month lease.' : 'Close to shops, parks and transit.'}`;

    // Optional fields (docs/SERVICE.md §2.4 "may be empty"): left empty on a share of
    // listings, as the live service does for listings that lack them.
    const estimate = !isRent && rand() < 0.7 ? money(Math.round((salePrice * (0.95 + rand() * 0.1)) / 100) * 100) : '';
    const unitAreaPrice = !isRent && rand() < 0.75 ? money(salePrice / buildingArea) : '';
    const salePriceText = isRent ? '' : rand() < 0.92 ? money(salePrice) : '';
    const imagesForm: FakeImagesForm = (['json', 'json', 'json', 'json', 'comma', 'comma', 'single', 'single', 'empty'] as const)[int(0, 8)]!;
    // Distinct pictures per listing, as a real gallery has.
    const imageNumbers: number[] = [];
    const imageCount = imagesForm === 'empty' ? 0 : imagesForm === 'single' ? 1 : int(2, 4);
    while (imageNumbers.length < imageCount) {
      const n = int(1, FAKE_IMAGE_COUNT);
      if (!imageNumbers.includes(n)) imageNumbers.push(n);
    }

    out.push({
      imageNumbers,
      imagesForm,
      wire: {
        ID: 580_120 + i * 7,
        PropertyType: propertyType,
        SaleType: isRent ? 'For Rent' : 'For Sale',
        Status: status,
        Images: '',
        CurrencySymbol: '$',
        Price: isRent ? money(rent) : money(salePrice),
        State: city.state,
        City: city.city,
        Address: street,
        ZIP: pick(city.zips),
        LATITUDE: Number((city.lat + (rand() - 0.5) * 0.12).toFixed(6)),
        LONGITUDE: Number((city.lon + (rand() - 0.5) * 0.12).toFixed(6)),
        Area: area,
        Bathrooms: String(bathrooms),
        Bedrooms: String(bedrooms),
        Url: `https://listings.example.com/${city.city.toLowerCase().replace(/ /g, '-')}/${mls}`,
        Tours: rand() < 0.6 ? 'OpenHouse' : '3D',
        YearBuilt: String(int(1905, 2024)),
        MLSNumber: mls,
        DaysOnMarket: String(status === 'PreOnMarket' ? 0 : int(1, 180)),
        LotArea: String(lotArea),
        BuildingArea: String(buildingArea),
        ParkingSpots: String(int(0, 3)),
        Description: description,
        ExtensionColumn: JSON.stringify(features),
        RentPrice: isRent ? money(rent) : '',
        SpaceType: isRent ? pick(RENT_SPACES) : 'Entire Property',
        DepositFee: isRent ? money(rent * pick([1, 1, 1.5, 2])) : '0.00',
        SalePrice: salePriceText,
        UnitAreaPrice: unitAreaPrice,
        EstimatePrice: estimate,
        HOAMonth: hasHoa && rand() < 0.85 ? money(int(12, 90) * 5) : '',
      },
    });
  }
  return out;
}

/** The wire item, with its image URLs absolute on `origin` in the listing's Images form. */
export function renderListing({ wire, imageNumbers, imagesForm }: SeededListing, origin: string): FakeListingWire {
  const base = origin.replace(/\/+$/, '');
  const urls = imageNumbers.map((n) => `${base}${fakeImagePath(n)}`);
  const Images = imagesForm === 'json' ? JSON.stringify(urls) : imagesForm === 'comma' ? urls.join(',') : imagesForm === 'single' ? urls[0]! : '';
  // Images keeps its place in the field order of docs/SERVICE.md §2.4.
  return { ...wire, Images };
}
