// README "Quick start: hooks": the same two features on your own markup.
// Imports point at this repository's src/; the README shows them as 'chatbot-kit/…'.
import { useFileUpload, useRealEstateList } from '../../../src/index';

export function KnowledgeUpload() {
  const { files, add, retry } = useFileUpload({ maxSize: 20 * 1024 ** 2 });
  return (
    <div>
      <input type="file" multiple aria-label="Knowledge files" onChange={(e) => add(e.currentTarget.files ?? [])} />
      <ul>
        {files.map((file) => (
          <li key={file.id}>
            {file.name}: {file.status === 'done' ? `FileStoreId ${file.fileStoreId}` : `${file.status} ${file.progress.percent}%`}
            {file.status === 'error' && <button onClick={() => retry(file.id)}>Retry {file.name}</button>}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function AustinRentals({ serialNumber }: { serialNumber: string }) {
  const list = useRealEstateList({ serialNumber, cityName: 'Austin', saleType: 'for_rent', pageSize: 10 });
  if (list.isLoading) return <p>Loading…</p>;
  if (list.isError) return <p role="alert">{list.error?.message}</p>;
  return (
    <section aria-busy={list.isFetching}>
      <ul>
        {list.items.map((home) => (
          <li key={home.id}>
            {home.address}: {home.bedrooms} beds, {home.currencySymbol}
            {home.rentPrice ?? home.price} / month
          </li>
        ))}
      </ul>
      <button disabled={!list.hasPreviousPage} onClick={() => list.setPageNumber(list.pageNumber - 1)}>
        Previous
      </button>
      <span>
        Page {list.pageNumber} of {list.pageCount ?? '?'}
      </span>
      <button disabled={!list.hasNextPage} onClick={() => list.setPageNumber(list.pageNumber + 1)}>
        Next
      </button>
    </section>
  );
}
