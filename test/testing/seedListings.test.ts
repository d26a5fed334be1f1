// The seeded dataset: realistic, deterministic, in every wire form the client must accept (docs/UPSTREAM.md §3).
import { describe, expect, it } from 'vitest';
import { REAL_ESTATE_ITEM_FIELDS } from '../../src/core/schemas';
import { createFakeChatbotService } from 'chatbot-kit/testing';

const ORIGIN = 'https://api.fake.test';
const all = createFakeChatbotService().allListings(ORIGIN);

describe('seedListings', () => {
  it('is deterministic: the same seed gives the same dataset, another seed another', () => {
    expect(createFakeChatbotService().allListings(ORIGIN)).toEqual(all);
    expect(createFakeChatbotService({ seed: 2 }).allListings(ORIGIN)).not.toEqual(all);
  });

  it('holds 240 listings by default over at least 6 cities and both sale types', () => {
    expect(all).toHaveLength(240);
    expect(new Set(all.map((i) => i.City)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(all.map((i) => i.SaleType))).toEqual(new Set(['For Sale', 'For Rent']));
    // Enough of each for several pages of each filter.
    expect(all.filter((i) => i.SaleType === 'For Rent').length).toBeGreaterThan(40);
  });

  it('covers every city even in a small dataset', () => {
    const small = createFakeChatbotService({ listingCount: 8 }).allListings(ORIGIN);
    expect(new Set(small.map((i) => i.City)).size).toBe(8);
  });

  it('sends all 33 fields of docs/SERVICE.md §2.4 on every item, with their wire types', () => {
    for (const item of all) {
      expect(Object.keys(item)).toEqual(REAL_ESTATE_ITEM_FIELDS);
      for (const [key, value] of Object.entries(item)) {
        expect(typeof value, key).toBe(key === 'ID' || key === 'LATITUDE' || key === 'LONGITUDE' ? 'number' : 'string');
      }
    }
  });

  it('has unique IDs and MLSNumbers', () => {
    expect(new Set(all.map((i) => i.ID)).size).toBe(all.length);
    expect(new Set(all.map((i) => i.MLSNumber)).size).toBe(all.length);
  });

  it('uses the platform values: Status, Tours, fractional Bathrooms, decimal money', () => {
    expect(new Set(all.map((i) => i.Status))).toEqual(new Set(['Active', 'PreOnMarket', 'Sold']));
    expect(new Set(all.map((i) => i.Tours))).toEqual(new Set(['OpenHouse', '3D']));
    expect(all.some((i) => i.Bathrooms.endsWith('.5'))).toBe(true);
    for (const item of all) expect(item.Price).toMatch(/^\d+\.\d{2}$/);
    expect(all.filter((i) => i.SaleType === 'For Rent').every((i) => i.Status !== 'Sold')).toBe(true);
  });

  it('gives rentals RentPrice and DepositFee and no SalePrice; sales a Price but never a RentPrice', () => {
    for (const item of all) {
      if (item.SaleType === 'For Rent') {
        expect(item.RentPrice).toBe(item.Price);
        expect(Number(item.DepositFee)).toBeGreaterThan(0);
        expect(item.SalePrice).toBe('');
      } else {
        expect(item.RentPrice).toBe('');
      }
    }
  });

  it('leaves each optional field empty on some listings and filled on others', () => {
    for (const field of ['RentPrice', 'SalePrice', 'UnitAreaPrice', 'EstimatePrice', 'HOAMonth', 'Images'] as const) {
      expect(all.some((i) => i[field] === ''), `${field} empty somewhere`).toBe(true);
      expect(all.some((i) => i[field] !== ''), `${field} filled somewhere`).toBe(true);
    }
  });

  it('sends Images in every form: JSON array, comma list, single URL, empty', () => {
    const forms = new Set(
      all.map((i) => (i.Images === '' ? 'empty' : i.Images.startsWith('[') ? 'json' : i.Images.includes(',') ? 'comma' : 'single')),
    );
    expect(forms).toEqual(new Set(['empty', 'json', 'comma', 'single']));
    const json = all.find((i) => i.Images.startsWith('['))!;
    for (const url of JSON.parse(json.Images) as string[]) expect(url).toMatch(/^https:\/\/api\.fake\.test\/fake-images\/\d+\.svg$/);
  });

  it('sends ExtensionColumn as a JSON string of {Key, Value}', () => {
    for (const item of all) {
      const parsed = JSON.parse(item.ExtensionColumn) as unknown[];
      expect(Array.isArray(parsed)).toBe(true);
      for (const entry of parsed) expect(Object.keys(entry as object)).toEqual(['Key', 'Value']);
    }
    expect(all.some((i) => i.ExtensionColumn !== '[]')).toBe(true);
  });

  it('places coordinates near the city and links to an https listing page', () => {
    const seattle = all.filter((i) => i.City === 'Seattle');
    for (const item of seattle) {
      expect(Math.abs(item.LATITUDE - 47.6)).toBeLessThan(0.2);
      expect(Math.abs(item.LONGITUDE + 122.33)).toBeLessThan(0.2);
    }
    for (const item of all) expect(item.Url).toMatch(/^https:\/\/listings\.example\.com\//);
  });
});
