import { describe, expect, it } from 'vitest';
import { normalizeListing } from '../../../src/core/normalize/normalizeListing';
import { REAL_ESTATE_ITEM_FIELDS } from '../../../src/core/schemas';
import type { Listing } from '../../../src/core/types';

/** A full §2.4 item, as the service sends it (numbers as text, coordinates as numbers). */
const wire = {
  ID: 1017,
  PropertyType: 'Single Family',
  SaleType: 'For Sale',
  Status: 'Active',
  Images: '["https://cdn.example.com/1.jpg","https://cdn.example.com/2.jpg"]',
  CurrencySymbol: '$',
  Price: '1,250,000',
  State: 'TX',
  City: 'Austin',
  Address: '100 Congress Ave',
  ZIP: '78701',
  LATITUDE: 30.2672,
  LONGITUDE: -97.7431,
  Area: 'Downtown',
  Bathrooms: '2.5',
  Bedrooms: '3',
  Url: 'https://listings.example.com/1017',
  Tours: 'OpenHouse',
  YearBuilt: '1998',
  MLSNumber: 'MLS-1017',
  DaysOnMarket: '12',
  LotArea: '5,400',
  BuildingArea: '2,100',
  ParkingSpots: '2',
  Description: 'Bright corner unit.',
  ExtensionColumn: '[{"Key":"Pool","Value":"Yes"}]',
  RentPrice: '',
  SpaceType: 'Residential',
  DepositFee: '5000',
  SalePrice: '1,200,000',
  UnitAreaPrice: '595.24',
  EstimatePrice: '1,300,000',
  HOAMonth: '350',
};

describe('normalizeListing (docs/SERVICE.md §2.4 → Listing)', () => {
  it('covers all 33 wire fields', () => {
    expect(REAL_ESTATE_ITEM_FIELDS).toHaveLength(33);
    expect(Object.keys(wire).sort()).toEqual([...REAL_ESTATE_ITEM_FIELDS].sort());
  });

  it('normalises every field of a full item', () => {
    expect(normalizeListing(wire)).toEqual<Listing>({
      id: 1017,
      propertyType: 'Single Family',
      saleType: 'for_sale',
      saleTypeLabel: 'For Sale',
      status: 'Active',
      images: ['https://cdn.example.com/1.jpg', 'https://cdn.example.com/2.jpg'],
      currencySymbol: '$',
      price: 1250000,
      state: 'TX',
      city: 'Austin',
      address: '100 Congress Ave',
      zip: '78701',
      latitude: 30.2672,
      longitude: -97.7431,
      area: 'Downtown',
      bathrooms: 2.5,
      bedrooms: 3,
      url: 'https://listings.example.com/1017',
      tours: 'OpenHouse',
      yearBuilt: 1998,
      mlsNumber: 'MLS-1017',
      daysOnMarket: 12,
      lotArea: 5400,
      buildingArea: 2100,
      parkingSpots: 2,
      description: 'Bright corner unit.',
      extension: [{ key: 'Pool', value: 'Yes' }],
      rentPrice: null,
      spaceType: 'Residential',
      depositFee: 5000,
      salePrice: 1200000,
      unitAreaPrice: 595.24,
      estimatePrice: 1300000,
      hoaMonth: 350,
      raw: wire,
    });
  });

  it('keeps the wire item itself as raw', () => {
    expect(normalizeListing(wire)!.raw).toBe(wire);
  });

  it('gives null for non-objects', () => {
    for (const value of [null, undefined, 'x', 3, true, [wire]]) expect(normalizeListing(value)).toBeNull();
  });

  it('gives empty strings and nulls for an empty object instead of failing', () => {
    const listing = normalizeListing({})!;
    expect(listing).toMatchObject({ id: null, city: '', price: null, images: [], url: null, extension: [], saleType: null });
  });

  it('gives null for empty, "n/a" and non-numeric amounts', () => {
    const listing = normalizeListing({ ...wire, Bedrooms: '', Bathrooms: 'n/a', HOAMonth: 'call us', DaysOnMarket: null })!;
    expect(listing).toMatchObject({ bedrooms: null, bathrooms: null, hoaMonth: null, daysOnMarket: null });
  });

  it('parses LATITUDE and LONGITUDE sent as strings, and drops impossible coordinates', () => {
    expect(normalizeListing({ LATITUDE: '30.2672', LONGITUDE: ' -97.7431 ' })).toMatchObject({
      latitude: 30.2672,
      longitude: -97.7431,
    });
    expect(normalizeListing({ LATITUDE: 120, LONGITUDE: '' })).toMatchObject({ latitude: null, longitude: null });
  });

  it('takes price from Price, else SalePrice, else RentPrice', () => {
    expect(normalizeListing({ Price: '', SalePrice: '900', RentPrice: '2,000' })!.price).toBe(900);
    expect(normalizeListing({ Price: 'n/a', SalePrice: '', RentPrice: '$2,000' })!.price).toBe(2000);
    expect(normalizeListing({ Price: '', SalePrice: '', RentPrice: '' })!.price).toBeNull();
  });

  it('gives an empty extension list when ExtensionColumn is not JSON', () => {
    expect(normalizeListing({ ...wire, ExtensionColumn: '{broken' })!.extension).toEqual([]);
  });

  it('keeps only http(s) images and a safe url', () => {
    const listing = normalizeListing({
      Images: 'javascript:alert(1),https://cdn.example.com/ok.jpg,data:image/png;base64,AAAA',
      Url: 'javascript:alert(document.cookie)',
    })!;
    expect(listing.images).toEqual(['https://cdn.example.com/ok.jpg']);
    expect(listing.url).toBeNull();
  });

  it('maps the For Rent display form and keeps unknown ones as a label only', () => {
    expect(normalizeListing({ SaleType: 'For Rent' })).toMatchObject({ saleType: 'for_rent', saleTypeLabel: 'For Rent' });
    expect(normalizeListing({ SaleType: 'Auction' })).toMatchObject({ saleType: null, saleTypeLabel: 'Auction' });
  });

  it('survives fields of the wrong kind without failing the item', () => {
    const listing = normalizeListing({ ...wire, City: { x: 1 }, Price: ['1'], Images: 42, ID: 'abc', ZIP: 78701 })!;
    expect(listing).toMatchObject({ city: '', price: 1200000, images: [], id: null, zip: '78701' });
  });
});
