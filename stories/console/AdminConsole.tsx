import { useId, useState } from 'react';
import { RealEstateBrowser } from '../../src/components/RealEstateBrowser';
import { KnowledgeFiles } from './KnowledgeFiles';
import './console.css';

/** Props of {@link AdminConsole}. */
export interface AdminConsoleProps {
  /** The chatbot (SerialNumber) whose listings are shown first. */
  defaultSerialNumber: string;
  /** What the badge says about the service behind the page. @default 'Fake service' */
  serviceLabel?: string;
}

/**
 * A chatbot admin console composed from chatbot-kit (issue 7 §1): the upload
 * panel for knowledge files with the recent FileStoreIds, and the listings
 * browser. Rendered inside a `<ChatbotProvider>`; the same console runs over
 * real HTTP in examples/console (`npm run example`).
 */
export function AdminConsole({ defaultSerialNumber, serviceLabel = 'Fake service' }: AdminConsoleProps) {
  const [serialNumber, setSerialNumber] = useState(defaultSerialNumber);
  const serialId = useId();
  return (
    <div className="console">
      <header className="console-header">
        <h1>Chatbot admin console</h1>
        <span className="console-badge">{serviceLabel}</span>
        {/* Applied on submit, not per keystroke: each chatbot id is a new listing query. */}
        <form
          className="console-field"
          onSubmit={(event) => {
            event.preventDefault();
            const value = new FormData(event.currentTarget).get('serialNumber');
            setSerialNumber(typeof value === 'string' ? value.trim() : '');
          }}
        >
          <label htmlFor={serialId}>Chatbot ID</label>
          <input id={serialId} name="serialNumber" defaultValue={defaultSerialNumber} spellCheck={false} autoComplete="off" />
          <button type="submit">Open</button>
        </form>
      </header>
      <main className="console-main">
        <KnowledgeFiles />
        <div className="console-panel">
          {serialNumber ? (
            <RealEstateBrowser serialNumber={serialNumber} pageSize={6} locale="en-US" />
          ) : (
            <p>Enter a chatbot ID (SerialNumber) to browse its listings.</p>
          )}
        </div>
      </main>
    </div>
  );
}
