// docs/recipes/i18n.md: labels and locale.
// Imports point at this repository's src/; the README shows them as 'chatbot-kit/…'.
import { RealEstateBrowser, UploadDropzone, type ListingLabels, type UploadLabels } from '../../src/index';

// Every visible and announced text is a label; leave one out and it stays English.
const uploadLabels: Partial<UploadLabels> = {
  dropzone: 'Dateien hochladen',
  prompt: 'Dateien hierher ziehen oder einfügen, oder',
  dropHere: 'Zum Hochladen loslassen',
  chooseFiles: 'Dateien auswählen',
  hint: ({ maxSize }) => `Bis zu ${maxSize} pro Datei`,
  list: 'Uploads',
  uploading: (percent) => `Wird hochgeladen: ${percent} %`,
  done: 'Hochgeladen',
  error: 'Fehlgeschlagen',
  retry: 'Erneut versuchen',
  remove: 'Entfernen',
  cancel: 'Abbrechen',
  // Why a file was refused, given the limit it broke.
  fileInvalidType: (types) => `Nur ${types.join(', ')} erlaubt`,
  fileTooLarge: (maxSize) => `Größer als ${maxSize}`,
  tooManyFiles: (maxFiles) => `Höchstens ${maxFiles} Dateien`,
  // Under a failed file: the service's own words for its business errors, yours for the rest.
  errorMessage: (error) => (error.code === 'BUSINESS' ? error.message : 'Hochladen fehlgeschlagen'),
};

const listingLabels: Partial<ListingLabels> = {
  filters: 'Filter',
  city: 'Stadt',
  saleType: 'Angebotsart',
  saleTypeAny: 'Alle',
  saleTypeForSale: 'Kaufen',
  saleTypeForRent: 'Mieten',
  heading: 'Immobilien',
  list: 'Immobilien',
  beds: 'Zimmer',
  baths: 'Bäder',
  rentPrice: (price) => `${price} / Monat`,
  viewListing: 'Exposé ansehen',
  previousPage: 'Vorherige Seite',
  nextPage: 'Nächste Seite',
  pageOf: (page, pageCount) => `Seite ${page} von ${pageCount}`,
  // Numbers arrive formatted for `locale` through `format`.
  resultsAnnouncement: ({ count, pageNumber, pageCount, format }) =>
    `${format(count)} Immobilien, Seite ${format(pageNumber)}${pageCount ? ` von ${format(pageCount)}` : ''}`,
};

export function GermanConsole({ serialNumber }: { serialNumber: string }) {
  return (
    <>
      {/* `locale` formats sizes, prices and counts with Intl: 1,5 MB, 350.000 $. */}
      <UploadDropzone labels={uploadLabels} locale="de-DE" />
      <RealEstateBrowser serialNumber={serialNumber} labels={listingLabels} locale="de-DE" />
    </>
  );
}
