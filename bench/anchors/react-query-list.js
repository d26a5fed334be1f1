// Anchor (issue 11 §4): a plain react-query paged list, what an app writes
// without chatbot-kit: one query per page, the previous page kept while the
// next loads, a list of cards, Previous/Next and an error with a retry.
import { keepPreviousData, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';

const fetchPage = (page, signal) =>
  fetch(`/api/listings?page=${page}&size=20`, { signal }).then((response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.json();
  });

function Listings() {
  const [page, setPage] = useState(1);
  const query = useQuery({ queryKey: ['listings', page], queryFn: ({ signal }) => fetchPage(page, signal), placeholderData: keepPreviousData });
  if (query.isPending) return h('p', null, 'Loading…');
  if (query.isError) return h('p', { role: 'alert' }, query.error.message, h('button', { onClick: () => query.refetch() }, 'Retry'));
  const { items, total } = query.data;
  return h(
    'section',
    { 'aria-busy': query.isPlaceholderData },
    h('ul', null, items.map((item) => h('li', { key: item.id }, h('img', { src: item.image, alt: '' }), h('h3', null, item.title), h('p', null, item.price)))),
    h('button', { disabled: page === 1, onClick: () => setPage(page - 1) }, 'Previous'),
    h('span', null, `Page ${page} of ${Math.ceil(total / 20)}`),
    h('button', { disabled: page * 20 >= total, onClick: () => setPage(page + 1) }, 'Next'),
  );
}

createRoot(document.getElementById('root')).render(h(QueryClientProvider, { client: new QueryClient() }, h(Listings)));
