import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState, type FormEvent } from 'react';
import { expect, waitFor } from 'storybook/test';
import { ChatbotError, useChatbotClient, type SaleType } from 'chatbot-kit';
import type { FakeFault, FakeOperation } from 'chatbot-kit/testing';
import { fakeService, storySerialNumber, storyTemplateSerialNumber } from './support/fakeService';

/** What the last call gave: the JSON result, or the typed error as `toJSON()` shows it. */
interface Outcome {
  call: string;
  ok: boolean;
  summary: string;
  value: unknown;
}

/** Faults the explorer can script for the next call (see FakeFault in chatbot-kit/testing). */
const FAULTS: Record<string, { op: FakeOperation; fault: FakeFault; label: string } | undefined> = {
  none: undefined,
  business: { op: 'realEstateList', fault: { type: 'business', code: 5001, message: 'Workspace is suspended' }, label: 'RealEstateList: business error 5001' },
  gateway: { op: 'realEstateList', fault: { type: 'http', status: 502, html: true }, label: 'RealEstateList: HTTP 502 HTML page' },
  malformed: { op: 'realEstateList', fault: { type: 'malformed' }, label: 'RealEstateList: malformed items' },
  expired: { op: 'putFile', fault: { type: 'expired' }, label: 'PUT: 403 Request has expired' },
  slowDown: { op: 'putFile', fault: { type: 'http', status: 503, retryAfter: 2 }, label: 'PUT: 503 SlowDown' },
  reportFalse: { op: 'reportUploadSuccess', fault: { type: 'reportFalse' }, label: 'ReportUploadSuccess: Data false' },
  badKey: { op: 'getPreUploadUrl', fault: { type: 'business', code: 401, message: 'Invalid Authorization secret key' }, label: 'GetPreUploadUrl: wrong secret key' },
};

function describeError(error: unknown): unknown {
  return error instanceof ChatbotError ? error.toJSON() : { name: (error as Error)?.name, message: String((error as Error)?.message ?? error) };
}

/**
 * A small console for the client: each button calls one operation through
 * `useChatbotClient()` against the fake service and shows the JSON result or
 * the typed error. Story-only UI (library components never fetch).
 */
function ServiceExplorer() {
  const client = useChatbotClient();
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);
  const [fault, setFault] = useState('none');
  const [fileName, setFileName] = useState('listing-photos.zip');
  const [fileStoreId, setFileStoreId] = useState('');
  const [serialNumber, setSerialNumber] = useState(storySerialNumber);
  const [cityName, setCityName] = useState('');
  const [saleType, setSaleType] = useState<'' | SaleType>('');
  const [pageNumber, setPageNumber] = useState('');
  const [pageSize, setPageSize] = useState('');

  async function run(call: string, action: () => Promise<{ summary: string; value: unknown }>) {
    const scripted = FAULTS[fault];
    if (scripted) fakeService.faults.failNext(scripted.op, scripted.fault);
    setBusy(true);
    try {
      const { summary, value } = await action();
      setOutcome({ call, ok: true, summary, value });
    } catch (error) {
      const name = (error as Error)?.name ?? 'Error';
      const code = error instanceof ChatbotError ? ` ${error.code}` : '';
      setOutcome({ call, ok: false, summary: `${name}${code}: ${(error as Error)?.message}`, value: describeError(error) });
    } finally {
      // A fault that did not fire (e.g. a PUT fault before any PUT) must not leak into the next call.
      fakeService.faults.reset();
      setFault('none');
      setBusy(false);
    }
  }

  const onList = (event: FormEvent) => {
    event.preventDefault();
    void run('RealEstateList', async () => {
      const result = await client.realEstateList({
        serialNumber,
        ...(cityName ? { cityName } : {}),
        ...(saleType ? { saleType } : {}),
        ...(pageNumber ? { pageNumber: Number(pageNumber) } : {}),
        ...(pageSize ? { pageSize: Number(pageSize) } : {}),
      });
      return {
        summary: `${result.items.length} listings of ${result.virtualCount ?? '?'} (page ${result.pageNumber}, size ${result.pageSize})`,
        value: {
          ...result,
          // The normalised listings without `raw`, so the panel stays readable.
          items: result.items.map(({ raw: _raw, ...listing }) => listing),
        },
      };
    });
  };

  const sampleFile = () => new File([`chatbot-kit sample ${new Date().toISOString()}\n`.repeat(2000)], fileName, { type: 'text/plain' });

  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 960 }}>
      <h2 style={{ margin: 0 }}>Service explorer</h2>
      <p style={{ margin: 0, color: 'var(--ck-color-muted)' }}>
        Every call goes through the real client to the fake service (MSW in this page). Script a fault for the next call to see
        the typed error.
      </p>

      <label htmlFor={`${id}-fault`}>
        Next call fails with{' '}
        <select id={`${id}-fault`} value={fault} onChange={(e) => setFault(e.target.value)}>
          {Object.entries(FAULTS).map(([key, value]) => (
            <option key={key} value={key}>
              {value?.label ?? 'nothing (normal answer)'}
            </option>
          ))}
        </select>
      </label>

      <fieldset style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'end' }}>
        <legend>Upload (docs/SERVICE.md §4.1–4.3)</legend>
        <label>
          fileName <input value={fileName} onChange={(e) => setFileName(e.target.value)} />
        </label>
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            run('GetPreUploadUrl', async () => {
              const result = await client.getPreUploadUrl({ fileName });
              setFileStoreId(result.fileStoreId);
              // The URL holds a signature: show where it points, not the signature.
              const url = new URL(result.preUploadUrl);
              url.searchParams.set('X-Amz-Signature', '[redacted]');
              return { summary: `FileStoreId ${result.fileStoreId}`, value: { ...result, preUploadUrl: url.toString() } };
            })
          }
        >
          GetPreUploadUrl
        </button>
        <label>
          fileStoreId <input value={fileStoreId} onChange={(e) => setFileStoreId(e.target.value)} size={8} />
        </label>
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            run('ReportUploadSuccess', async () => ({
              summary: 'reported',
              value: await client.reportUploadSuccess({ fileStoreId }),
            }))
          }
        >
          ReportUploadSuccess
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            run('uploadFile', async () => {
              const steps: string[] = [];
              const result = await client.uploadFile(sampleFile(), { onStatusChange: (step) => steps.push(step) });
              setFileStoreId(result.fileStoreId);
              return { summary: `uploaded ${result.fileName}: ${steps.join(' → ')}`, value: { ...result, steps } };
            })
          }
        >
          Upload a sample file (all three steps)
        </button>
      </fieldset>

      <form onSubmit={onList}>
        <fieldset style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'end' }}>
          <legend>RealEstateList (docs/SERVICE.md §4.4)</legend>
          <label>
            SerialNumber{' '}
            <select value={serialNumber} onChange={(e) => setSerialNumber(e.target.value)}>
              <option value={storySerialNumber}>{storySerialNumber} (traditional)</option>
              <option value={storyTemplateSerialNumber}>{storyTemplateSerialNumber} (template-based)</option>
            </select>
          </label>
          <label>
            CityName <input value={cityName} onChange={(e) => setCityName(e.target.value)} placeholder="any" size={10} />
          </label>
          <label>
            SaleType{' '}
            <select value={saleType} onChange={(e) => setSaleType(e.target.value as '' | SaleType)}>
              <option value="">any</option>
              <option value="for_sale">for_sale</option>
              <option value="for_rent">for_rent</option>
            </select>
          </label>
          <label>
            PageNumber <input value={pageNumber} onChange={(e) => setPageNumber(e.target.value)} placeholder="1" size={3} inputMode="numeric" />
          </label>
          <label>
            PageSize <input value={pageSize} onChange={(e) => setPageSize(e.target.value)} placeholder="20" size={3} inputMode="numeric" />
          </label>
          <button type="submit" disabled={busy}>
            RealEstateList
          </button>
        </fieldset>
      </form>

      <section aria-label="Result" aria-busy={busy} aria-live="polite">
        {outcome ? (
          <>
            <h3 style={{ margin: '0 0 8px', color: outcome.ok ? 'var(--ck-color-success)' : 'var(--ck-color-danger)' }}>
              {outcome.call}: {outcome.summary}
            </h3>
            <pre
              // Scrollable, so it must be reachable by keyboard (axe: scrollable-region-focusable).
              tabIndex={0}
              aria-label={`${outcome.call} result as JSON`}
              data-testid="explorer-json"
              style={{ maxHeight: 420, overflow: 'auto', background: 'var(--ck-color-surface)', padding: 12, borderRadius: 8, fontSize: 12 }}
            >
              {JSON.stringify(outcome.value, null, 2)}
            </pre>
          </>
        ) : (
          <p>Call an operation to see its result.</p>
        )}
      </section>
    </div>
  );
}

const meta = {
  title: 'Testing/Service explorer',
  component: ServiceExplorer,
  parameters: {
    docs: {
      description: {
        component:
          'Calls each client operation against `createFakeChatbotService` (chatbot-kit/testing) mounted with MSW, and shows the JSON result or the typed error.',
      },
    },
  },
} satisfies Meta<typeof ServiceExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Lists page 1 of the seeded dataset: 20 of 240 listings. */
export const ListingPage: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'RealEstateList' }));
    await expect(await canvas.findByRole('heading', { name: /RealEstateList: 20 listings of 240 \(page 1, size 20\)/ })).toBeVisible();
    await expect(canvas.getByTestId('explorer-json')).toHaveTextContent('"mlsNumber"');
  },
};

/** Filters and pages: Seattle rentals, 5 per page. */
export const FilteredListing: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('CityName'), 'seattle');
    await userEvent.selectOptions(canvas.getByLabelText('SaleType'), 'for_rent');
    await userEvent.type(canvas.getByLabelText('PageSize'), '5');
    await userEvent.click(canvas.getByRole('button', { name: 'RealEstateList' }));
    const expected = fakeService.allListings().filter((l) => l.City === 'Seattle' && l.SaleType === 'For Rent').length;
    await expect(
      await canvas.findByRole('heading', { name: new RegExp(`RealEstateList: ${Math.min(5, expected)} listings of ${expected} `) }),
    ).toBeVisible();
    await expect(canvas.getByTestId('explorer-json')).not.toHaveTextContent('"city": "Austin"');
  },
};

/** All three upload steps against the fake; the fake stored the bytes and recorded one report. */
export const UploadThreeSteps: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Upload a sample file (all three steps)' }));
    await expect(
      await canvas.findByRole('heading', { name: 'uploadFile: uploaded listing-photos.zip: requesting → uploading → reporting → done' }),
    ).toBeVisible();
    await waitFor(() => expect(fakeService.state.reports).toEqual(['34317']));
    await expect(fakeService.state.objects.get('34317')?.size).toBeGreaterThan(0);
  },
};

/** The template-based chatbot gets the business error of docs/SERVICE.md §4.4 rule 3. */
export const TemplateChatbotError: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByLabelText('SerialNumber'), storyTemplateSerialNumber);
    await userEvent.click(canvas.getByRole('button', { name: 'RealEstateList' }));
    await expect(await canvas.findByRole('heading', { name: /RealEstateList: BusinessError BUSINESS/ })).toBeVisible();
    await expect(canvas.getByTestId('explorer-json')).toHaveTextContent('"businessCode": 4001');
  },
};

/** A gateway's HTML 502 becomes a TransportError carrying only the status. */
export const GatewayError: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Next call fails with'), 'gateway');
    await userEvent.click(canvas.getByRole('button', { name: 'RealEstateList' }));
    await expect(await canvas.findByRole('heading', { name: /RealEstateList: TransportError TRANSPORT/ })).toBeVisible();
    await expect(canvas.getByTestId('explorer-json')).toHaveTextContent('"status": 502');
  },
};
