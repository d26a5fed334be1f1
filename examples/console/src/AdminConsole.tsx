import { useId, useState, type ReactNode } from 'react';
import { RealEstateBrowser } from 'chatbot-kit';
import { KnowledgeFiles } from './KnowledgeFiles';
import './console.css';

/** Props of {@link AdminConsole}. */
export interface AdminConsoleProps {
  /** Which service the proxy talks to, shown as a badge. @default 'fake' */
  target?: 'fake' | 'live';
  /** The chatbot shown first; the user can open another. */
  defaultSerialNumber: string;
  /** Extra controls at the end of the header (the example puts its theme switch there). */
  headerActions?: ReactNode;
}

/**
 * A chatbot admin console as a team would build it on chatbot-kit: an upload panel for the chatbot's knowledge files, with the recent
 * uploads and their FileStoreIds, and the chatbot's listings (a table by
 * default, with a switch to cards, and a CSV export). Rendered inside a
 * `<ChatbotProvider>`: over real HTTP here, on the embedded fake in the
 * "Admin console" story.
 */
export function AdminConsole({ target = 'fake', defaultSerialNumber, headerActions }: AdminConsoleProps) {
  const [serialNumber, setSerialNumber] = useState(defaultSerialNumber);
  const serialId = useId();
  return (
    <div className="console">
      <header className="console-header">
        <h1>Chatbot admin console</h1>
        <span className="console-badge" data-target={target}>
          {target === 'fake' ? 'Fake service' : 'Live service'}
        </span>
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
        {headerActions}
      </header>
      <main className="console-main">
        <KnowledgeFiles />
        <div className="console-panel">
          {serialNumber ? (
            // An admin scans many listings: the table first (a switch gives the cards), every page as CSV.
            <RealEstateBrowser
              serialNumber={serialNumber}
              pageSize={20}
              locale="en-US"
              defaultView="table"
              tableProps={{ persistKey: 'console-listings', density: 'compact' }}
              exportCsv
            />
          ) : (
            <p>Enter a chatbot ID (SerialNumber) to browse its listings.</p>
          )}
        </div>
      </main>
    </div>
  );
}
