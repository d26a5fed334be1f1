import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListingCard } from 'chatbot-kit';
import { makeListing } from '../core/listings/fixtures';

describe('ListingCard', () => {
  it('shows the price with the item\'s currency symbol, formatted for the locale, without decimals', () => {
    render(<ListingCard listing={makeListing(1, { Price: '1234567.89', CurrencySymbol: '€' })} locale="de-DE" />);
    expect(screen.getByText('€1.234.568')).toBeInTheDocument();
  });

  it('shows a rental\'s rent with its period', () => {
    render(<ListingCard listing={makeListing(3, { SaleType: 'For Rent', Price: '', RentPrice: '2400' })} locale="en-US" />);
    expect(screen.getByText('$2,400 / month')).toBeInTheDocument();
  });

  it('says "Price on request" when no amount is usable', () => {
    render(<ListingCard listing={makeListing(1, { Price: 'n/a', SalePrice: '', RentPrice: '' })} />);
    expect(screen.getByText('Price on request')).toBeInTheDocument();
  });

  it('shows beds, baths and building area as labelled facts', () => {
    render(<ListingCard listing={makeListing(1, { Bedrooms: '4', Bathrooms: '2.5', BuildingArea: '2100' })} locale="en-US" labels={{ areaUnit: 'sq ft' }} />);
    const facts = screen.getByRole('article');
    expect(within(facts).getByText('Beds').nextElementSibling).toHaveTextContent('4');
    expect(within(facts).getByText('Baths').nextElementSibling).toHaveTextContent('2.5');
    expect(within(facts).getByText('Area').nextElementSibling).toHaveTextContent('2,100 sq ft');
  });

  it('shows the status badge, address, city/state/ZIP, days on market and MLS number', () => {
    render(
      <ListingCard
        listing={makeListing(1, { Status: 'PreOnMarket', Address: '12 Elm St', City: 'Austin', State: 'TX', ZIP: '78701', DaysOnMarket: '1', MLSNumber: 'ACT-77' })}
      />,
    );
    expect(screen.getByText('PreOnMarket')).toHaveAttribute('data-status', 'preonmarket');
    expect(screen.getByRole('heading', { name: '12 Elm St' })).toBeInTheDocument();
    expect(screen.getByText('Austin, TX 78701')).toBeInTheDocument();
    expect(screen.getByText('1 day on market')).toBeInTheDocument();
    expect(screen.getByText('MLS # ACT-77')).toBeInTheDocument();
  });

  it('links to the listing in a new tab with rel="noopener noreferrer"', () => {
    render(<ListingCard listing={makeListing(5, { Url: 'https://listings.example.com/5' })} />);
    const link = screen.getByRole('link', { name: /view listing/i });
    expect(link).toHaveAttribute('href', 'https://listings.example.com/5');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('(opens in a new tab)');
  });

  it('lazy-loads the photo, and falls back when it fails to load', () => {
    render(<ListingCard listing={makeListing(1, { Images: 'https://img.example.com/1.jpg', Address: '1 Oak Ave' })} />);
    const img = screen.getByRole('img', { name: 'Photo of 1 Oak Ave' });
    expect(img).toHaveAttribute('loading', 'lazy');
    fireEvent.error(img);
    expect(screen.queryByRole('img', { name: 'Photo of 1 Oak Ave' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No photo' })).toBeInTheDocument();
  });

  it('loads the photo at once, with high fetch priority, when it has priority', () => {
    render(<ListingCard priority listing={makeListing(1, { Images: 'https://img.example.com/1.jpg', Address: '1 Oak Ave' })} />);
    const img = screen.getByRole('img', { name: 'Photo of 1 Oak Ave' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the fallback when the listing has no photo', () => {
    render(<ListingCard listing={makeListing(1, { Images: '' })} />);
    expect(screen.getByRole('img', { name: 'No photo' })).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('renders the description as plain text, never as HTML', () => {
    render(<ListingCard listing={makeListing(1, { Description: '<b>Big</b> <img src=x onerror=alert(1)> yard' })} />);
    expect(screen.getByText('<b>Big</b> <img src=x onerror=alert(1)> yard')).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
  });

  it('puts extension fields in a details disclosure', () => {
    render(<ListingCard listing={makeListing(1, { ExtensionColumn: JSON.stringify([{ Key: 'Pool', Value: 'Heated' }, { Key: 'View', Value: 'Lake' }]) })} />);
    const details = screen.getByText('More details').closest('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(within(details).getByText('Pool').nextElementSibling).toHaveTextContent('Heated');
    expect(within(details).getByText('View').nextElementSibling).toHaveTextContent('Lake');
  });

  it('has a slot for brokerage attribution', () => {
    render(<ListingCard listing={makeListing(1)} attribution={({ listing }) => <span>Listed by Acme Realty · {listing.mlsNumber}</span>} />);
    expect(screen.getByText('Listed by Acme Realty · MLS1001')).toBeInTheDocument();
  });

  it('takes every text from labels (i18n)', () => {
    render(
      <ListingCard
        listing={makeListing(3, { SaleType: 'For Rent', RentPrice: '900', DaysOnMarket: '3' })}
        locale="fr-FR"
        labels={{ rentPrice: (p) => `${p} / mois`, viewListing: 'Voir l’annonce', opensInNewTab: '(nouvel onglet)', daysOnMarket: (d) => `${d} jours en vente`, beds: 'Chambres' }}
      />,
    );
    expect(screen.getByText('$900 / mois')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Voir l’annonce/ })).toBeInTheDocument();
    expect(screen.getByText('3 jours en vente')).toBeInTheDocument();
    expect(screen.getByText('Chambres')).toBeInTheDocument();
  });

  it('accepts a className function of its state and a render-prop body', () => {
    render(
      <ListingCard listing={makeListing(1, { Images: '' })} className={(s) => (s.imageSrc ? 'has-photo' : 'no-photo')}>
        {(s) => <p>Custom {s.priceText}</p>}
      </ListingCard>,
    );
    const card = screen.getByRole('article');
    expect(card).toHaveClass('ck-listing-card', 'no-photo');
    expect(card).toHaveAttribute('data-state', 'no-image');
    expect(screen.getByText(/^Custom \$/)).toBeInTheDocument();
  });

  it('takes a node as children, in place of the default content, inside the named article', () => {
    render(<ListingCard listing={makeListing(1)}><p>Just a line</p></ListingCard>);
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent(/^Just a line$/);
    expect(card).toHaveClass('ck-listing-card');
  });
});
