// A card of the web-vitals page's second bare grid (webVitalsPage.tsx): plain
// React and plain CSS showing what `ListingCard` shows for the fake's
// listings, laid out the same way: photo and status, price and areas
// formatted with Intl, address, place, facts, days on market, MLS number, a
// description clamped to three lines, the extension fields in a closed
// disclosure and the link. Set against `RealEstateBrowser`, it tells the cost
// of the content from the cost of the library.

/** The wire fields the full card reads (docs/SERVICE.md §2.4), all as the fake sends them. */
export interface BareFullListing {
  ID: number;
  Price: string;
  CurrencySymbol: string;
  Status: string;
  Address: string;
  City: string;
  State: string;
  ZIP: string;
  Bedrooms: string;
  Bathrooms: string;
  BuildingArea: string;
  DaysOnMarket: string;
  MLSNumber: string;
  Description: string;
  ExtensionColumn: string;
  Url: string;
}

export const BARE_FULL_CARD_CSS = `
.bare-full { display: flex; flex-direction: column; min-height: 27rem; border: 1px solid #ddd; border-radius: 8px; overflow: hidden; font-family: system-ui, sans-serif; }
.bare-full .media { flex: none; position: relative; aspect-ratio: 4 / 3; background: #eee; }
.bare-full .media img { display: block; width: 100%; height: 100%; object-fit: cover; }
.bare-full .status { position: absolute; top: 8px; left: 8px; padding: 2px 8px; border-radius: 999px; font-size: 0.75rem; font-weight: 600; background: #fff; }
.bare-full .body { flex: 1 0 auto; display: grid; align-content: start; gap: 6px; padding: 12px; min-width: 0; }
.bare-full .body > * { margin: 0; }
.bare-full .price { font-size: 1.25rem; font-weight: 700; }
.bare-full h3 { font-size: 1rem; }
.bare-full .place, .bare-full .meta { color: #555; font-size: 0.875rem; }
.bare-full .meta, .bare-full .facts { display: flex; flex-wrap: wrap; gap: 4px 12px; }
.bare-full .facts div { display: flex; flex-direction: row-reverse; gap: 4px; }
.bare-full dd { margin: 0; }
.bare-full .description { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 3; overflow: hidden; font-size: 0.875rem; }
.bare-full details dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 12px; font-size: 0.875rem; }
.bare-full details dl div { display: contents; }
.bare-full .hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

const amount = new Map<number, Intl.NumberFormat>();
/** A number as a plain app writes it: `Intl.NumberFormat`, one per digits, made on first use. Both bare grids use it. */
export const format = (n: number, digits = 0) => {
  if (!amount.has(digits)) amount.set(digits, new Intl.NumberFormat('en-US', { maximumFractionDigits: digits }));
  return amount.get(digits)!.format(n);
};

function extension(column: string): { Key: string; Value: string }[] {
  try {
    const parsed = JSON.parse(column) as unknown;
    return Array.isArray(parsed) ? (parsed as { Key: string; Value: string }[]) : [];
  } catch {
    return [];
  }
}

/** One listing with everything `ListingCard` shows, as an app would write it by hand. */
export function BareFullCard({ item, photo, priority }: { item: BareFullListing; photo: string | null; priority: boolean }) {
  const entries = extension(item.ExtensionColumn);
  return (
    <article className="bare-full">
      <div className="media">
        {photo ? <img src={photo} alt={`Photo of ${item.Address}`} loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : 'auto'} /> : null}
        {item.Status ? <span className="status">{item.Status}</span> : null}
      </div>
      <div className="body">
        <p className="price">
          {item.CurrencySymbol}
          {format(Number(item.Price))}
        </p>
        <h3>{item.Address}</h3>
        <p className="place">
          {item.City}, {item.State} {item.ZIP}
        </p>
        <dl className="facts">
          <div>
            <dt>Beds</dt>
            <dd>{format(Number(item.Bedrooms), 1)}</dd>
          </div>
          <div>
            <dt>Baths</dt>
            <dd>{format(Number(item.Bathrooms), 1)}</dd>
          </div>
          <div>
            <dt>Area</dt>
            <dd>{format(Number(item.BuildingArea))}</dd>
          </div>
        </dl>
        <p className="meta">
          <span>{item.DaysOnMarket} days on market</span>
          <span>MLS # {item.MLSNumber}</span>
        </p>
        <p className="description">{item.Description}</p>
        {entries.length > 0 ? (
          <details>
            <summary>More details</summary>
            <dl>
              {entries.map((entry, i) => (
                <div key={i}>
                  <dt>{entry.Key}</dt>
                  <dd>{entry.Value}</dd>
                </div>
              ))}
            </dl>
          </details>
        ) : null}
        <a href={item.Url} target="_blank" rel="noopener noreferrer">
          View listing<span className="hidden"> (opens in a new tab)</span>
        </a>
      </div>
    </article>
  );
}
